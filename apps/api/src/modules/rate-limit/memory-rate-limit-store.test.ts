import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from './memory-rate-limit-store.ts';

describe('memory rate-limit store', () => {
  it('allows `limit` hits per sliding window and says when the oldest leaves it', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore(() => now);
    for (let i = 0; i < 5; i++) {
      now = i * 10_000;
      expect((await store.hit('k', 5, 60_000)).allowed).toBe(true);
    }
    now = 45_000;
    expect(await store.hit('k', 5, 60_000)).toEqual({ allowed: false, retryAfterMs: 15_000 });
    now = 60_000; // the hit at 0 has left the window
    expect((await store.hit('k', 5, 60_000)).allowed).toBe(true);
    expect((await store.hit('k', 5, 60_000)).allowed).toBe(false);
  });

  it('does not count refused hits, and keeps keys apart', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore(() => now);
    await store.hit('a', 1, 1000);
    for (let i = 0; i < 10; i++) expect((await store.hit('a', 1, 1000)).allowed).toBe(false);
    expect((await store.hit('b', 1, 1000)).allowed).toBe(true);
    now = 1000;
    expect((await store.hit('a', 1, 1000)).allowed).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const store = createMemoryRateLimitStore(() => 0);
    await store.hit('a', 1, 1000);
    await store.reset('a');
    expect((await store.hit('a', 1, 1000)).allowed).toBe(true);
  });
});

describe('memory token bucket', () => {
  // 3 at once, then one a second.
  const bucket = { capacity: 3, refillPerMs: 1 / 1000 };

  it('allows a burst of `capacity`, then one per refill interval, and says when the next token comes', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore(() => now);
    for (let i = 0; i < 3; i++) expect((await store.take('k', bucket)).allowed).toBe(true);
    expect(await store.take('k', bucket)).toEqual({ allowed: false, retryAfterMs: 1000 });
    now = 400;
    expect(await store.take('k', bucket)).toEqual({ allowed: false, retryAfterMs: 600 });
    now = 1000;
    expect((await store.take('k', bucket)).allowed).toBe(true);
    expect((await store.take('k', bucket)).allowed).toBe(false);
  });

  it('refills to capacity and no further', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore(() => now);
    for (let i = 0; i < 3; i++) await store.take('k', bucket);
    now = 60_000; // 60 tokens' worth of time, but the bucket holds 3
    for (let i = 0; i < 3; i++) expect((await store.take('k', bucket)).allowed).toBe(true);
    expect((await store.take('k', bucket)).allowed).toBe(false);
  });

  it('does not spend tokens on refused attempts', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore(() => now);
    for (let i = 0; i < 3; i++) await store.take('k', bucket);
    for (let i = 0; i < 50; i++) await store.take('k', bucket);
    now = 1000;
    expect((await store.take('k', bucket)).allowed).toBe(true);
  });

  it('gives a token back on refund, never above capacity', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore(() => now);
    const first = await store.take('k', bucket);
    await store.take('k', bucket);
    await store.take('k', bucket);
    if (!first.allowed) throw new Error('first take refused');
    await first.refund();
    expect((await store.take('k', bucket)).allowed).toBe(true);
    expect((await store.take('k', bucket)).allowed).toBe(false);
    now = 10_000;
    const again = await store.take('k', bucket);
    if (!again.allowed) throw new Error('take after refill refused');
    await again.refund();
    await again.refund();
    for (let i = 0; i < 3; i++) expect((await store.take('k', bucket)).allowed).toBe(true);
    expect((await store.take('k', bucket)).allowed).toBe(false);
  });
});

describe('memory window refunds', () => {
  it('removes exactly the refunded attempt from the window', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore(() => now);
    await store.hit('k', 2, 60_000);
    now = 10_000;
    const second = await store.hit('k', 2, 60_000);
    expect((await store.hit('k', 2, 60_000)).allowed).toBe(false);
    if (!second.allowed) throw new Error('second hit refused');
    await second.refund();
    expect((await store.hit('k', 2, 60_000)).allowed).toBe(true);
    // The attempt at 0 is still counted: it alone decides the wait.
    expect(await store.hit('k', 2, 60_000)).toEqual({ allowed: false, retryAfterMs: 50_000 });
  });
});
