import { refused, type Bucket, type HitResult, type RateLimitStore } from './rate-limit-store.ts';

type Window = { times: number[]; windowMs: number };
type BucketState = { tokens: number; at: number; bucket: Bucket };

/** Sweep idle keys once the maps grow past this, so one process cannot be filled by unique keys forever. */
const SWEEP_AT = 10_000;

/** Tokens in a bucket at `now`: what was left plus the refill since, never above capacity. */
const refilled = (state: BucketState, now: number) =>
  Math.min(state.bucket.capacity, state.tokens + Math.max(0, now - state.at) * state.bucket.refillPerMs);

/** One process's limits: correct for a single API instance only. */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, Window>();
  const buckets = new Map<string, BucketState>();
  let lastSweep = 0;

  // At most once a second, so maps full of live keys do not make every attempt a full scan.
  function maybeSweep(at: number) {
    if (windows.size + buckets.size < SWEEP_AT || at - lastSweep <= 1000) return;
    lastSweep = at;
    for (const [key, entry] of windows) {
      const newest = entry.times[entry.times.length - 1] ?? 0;
      if (at - newest >= entry.windowMs) windows.delete(key);
    }
    // A full bucket is the same as no bucket.
    for (const [key, state] of buckets) {
      if (refilled(state, at) >= state.bucket.capacity) buckets.delete(key);
    }
  }

  return {
    kind: 'memory',
    async hit(key, limit, windowMs): Promise<HitResult> {
      const at = now();
      maybeSweep(at);
      const entry = windows.get(key) ?? { times: [], windowMs };
      entry.windowMs = windowMs;
      // Times are appended in order, so the expired ones are at the front.
      let expired = 0;
      while (expired < entry.times.length && at - entry.times[expired]! >= windowMs) expired++;
      if (expired) entry.times.splice(0, expired);
      windows.set(key, entry);
      if (entry.times.length >= limit) return refused(entry.times[0]! + windowMs - at);
      entry.times.push(at);
      return {
        allowed: true,
        retryAfterMs: 0,
        async refund() {
          // Equal times are interchangeable: removing any one of them undoes exactly this attempt.
          const i = windows.get(key)?.times.lastIndexOf(at) ?? -1;
          if (i >= 0) windows.get(key)!.times.splice(i, 1);
        },
      };
    },
    async take(key, bucket): Promise<HitResult> {
      const at = now();
      maybeSweep(at);
      const previous = buckets.get(key);
      const tokens = previous ? refilled(previous, at) : bucket.capacity;
      if (tokens < 1) {
        buckets.set(key, { tokens, at, bucket });
        return refused((1 - tokens) / bucket.refillPerMs);
      }
      buckets.set(key, { tokens: tokens - 1, at, bucket });
      return {
        allowed: true,
        retryAfterMs: 0,
        async refund() {
          const state = buckets.get(key);
          if (!state) return;
          const t = now();
          buckets.set(key, { ...state, tokens: Math.min(bucket.capacity, refilled(state, t) + 1), at: t });
        },
      };
    },
    async reset(key) {
      windows.delete(key);
      buckets.delete(key);
    },
    async close() {
      windows.clear();
      buckets.clear();
    },
  };
}
