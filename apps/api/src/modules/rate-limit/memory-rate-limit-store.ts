import type { HitResult, RateLimitStore } from './rate-limit-store.ts';

type Entry = { times: number[]; windowMs: number };

/** Sweep idle keys once the map grows past this, so one process cannot be filled by unique keys forever. */
const SWEEP_AT = 10_000;

/** One process's sliding-window log: correct for a single API instance only. */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const entries = new Map<string, Entry>();
  let lastSweep = 0;

  function sweep(at: number) {
    for (const [key, entry] of entries) {
      const newest = entry.times[entry.times.length - 1] ?? 0;
      if (at - newest >= entry.windowMs) entries.delete(key);
    }
  }

  return {
    kind: 'memory',
    async hit(key, limit, windowMs): Promise<HitResult> {
      const at = now();
      // At most once a second, so a map full of live keys does not make every hit a full scan.
      if (entries.size >= SWEEP_AT && at - lastSweep > 1000) {
        lastSweep = at;
        sweep(at);
      }
      const times = (entries.get(key)?.times ?? []).filter((t) => at - t < windowMs);
      if (times.length >= limit) {
        entries.set(key, { times, windowMs });
        return { allowed: false, retryAfterMs: times[0]! + windowMs - at };
      }
      times.push(at);
      entries.set(key, { times, windowMs });
      return { allowed: true, retryAfterMs: 0 };
    },
    async reset(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}
