// The client-side limiter of §5 (5 attempts per 60 s per key), pure with an injectable clock so it can
// also guard server paths in tests without timers.
import { RATE_LIMIT_ATTEMPTS, RATE_LIMIT_WINDOW_MS } from './limits.ts';

export type RateLimiterOptions = {
  limit?: number;
  windowMs?: number;
  /** Milliseconds clock; Date.now by default. */
  now?: () => number;
};

export type RateLimitResult = {
  allowed: boolean;
  /** 0 when allowed; otherwise how long until the oldest attempt leaves the window. */
  retryAfterMs: number;
  /** Attempts left in the window after this one. */
  remaining: number;
};

export type RateLimiter = {
  attempt(key: string): RateLimitResult;
  reset(key: string): void;
};

/**
 * Sliding window: an attempt is allowed when fewer than `limit` allowed attempts happened in the last
 * `windowMs`. Refused attempts are not counted, so hammering the button does not extend the wait.
 */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const limit = options.limit ?? RATE_LIMIT_ATTEMPTS;
  const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
  const now = options.now ?? Date.now;
  const attempts = new Map<string, number[]>();

  return {
    attempt(key) {
      const at = now();
      const recent = (attempts.get(key) ?? []).filter((t) => at - t < windowMs);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return { allowed: false, retryAfterMs: recent[0]! + windowMs - at, remaining: 0 };
      }
      recent.push(at);
      attempts.set(key, recent);
      return { allowed: true, retryAfterMs: 0, remaining: limit - recent.length };
    },
    reset(key) {
      attempts.delete(key);
    },
  };
}
