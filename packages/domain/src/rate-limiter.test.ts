import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createRateLimiter', () => {
  it('allows 5 attempts per 60 s per key by default, then refuses', () => {
    const time = clock();
    const limiter = createRateLimiter({ now: time.now });
    for (let i = 0; i < 5; i++) {
      expect(limiter.attempt('otp:9876543210')).toEqual({ allowed: true, retryAfterMs: 0, remaining: 4 - i });
      time.advance(1000);
    }
    expect(limiter.attempt('otp:9876543210')).toEqual({ allowed: false, retryAfterMs: 55_000, remaining: 0 });
  });

  it('counts keys separately', () => {
    const limiter = createRateLimiter({ limit: 1, now: () => 0 });
    expect(limiter.attempt('a').allowed).toBe(true);
    expect(limiter.attempt('a').allowed).toBe(false);
    expect(limiter.attempt('b').allowed).toBe(true);
  });

  it('allows again once the oldest attempt leaves the window', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: time.now });
    limiter.attempt('k');
    time.advance(10_000);
    limiter.attempt('k');
    time.advance(49_999);
    expect(limiter.attempt('k')).toMatchObject({ allowed: false, retryAfterMs: 1 });
    time.advance(1);
    expect(limiter.attempt('k')).toMatchObject({ allowed: true });
  });

  it('does not count refused attempts', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: time.now });
    limiter.attempt('k');
    for (let i = 0; i < 10; i++) limiter.attempt('k');
    time.advance(1000);
    expect(limiter.attempt('k').allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = createRateLimiter({ limit: 1, now: () => 0 });
    limiter.attempt('k');
    limiter.reset('k');
    expect(limiter.attempt('k').allowed).toBe(true);
  });
});
