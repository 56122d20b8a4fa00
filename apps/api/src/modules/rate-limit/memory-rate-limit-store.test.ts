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
