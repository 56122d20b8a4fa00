import type { FastifyBaseLogger } from 'fastify';
import { ReplyError, type Redis } from 'ioredis';
import type { CheckResult } from '../../lib/lifecycle.ts';
import { createMemoryRateLimitStore } from './memory-rate-limit-store.ts';
import { createRedisRateLimitStore } from './redis-rate-limit-store.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

export const REDIS_DOWN_DETAIL = 'Redis unreachable: rate limits are per instance';

/** After a failed command, skip Redis this long, so a hung Redis costs one timeout, not one per request. */
const PAUSE_AFTER_FAILURE_MS = 1000;

export interface ResilientRateLimitStore extends RateLimitStore {
  /** The readiness check: 'ok' while Redis answers, 'degraded' (still serving) while it does not. */
  check(): Promise<CheckResult>;
}

type Logger = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/**
 * Redis when it answers, this process's counters when it does not: a limit check never fails a
 * request. One warning when Redis goes away, one info line when it is back (ioredis keeps reconnecting).
 * While down, each instance counts alone, so a shopper may get up to N times a limit across N instances:
 * a better failure than refusing every sign-in.
 */
export function createResilientRateLimitStore(
  redis: Redis,
  prefix: string,
  log: Logger,
  fallback: RateLimitStore = createMemoryRateLimitStore(),
): ResilientRateLimitStore {
  const primary = createRedisRateLimitStore(redis, prefix);
  let state: 'starting' | 'up' | 'down' = 'starting';
  let pausedUntil = 0;
  let closed = false;

  function wentDown(err?: Error) {
    if (closed || state === 'down') return;
    state = 'down';
    log.warn({ reason: err?.message }, `${REDIS_DOWN_DETAIL} until it is back`);
  }
  function cameBack() {
    if (closed || state === 'up') return;
    if (state === 'down') log.info('Redis is back: rate limits are shared by all instances again');
    state = 'up';
    pausedUntil = 0;
  }
  // Without an 'error' listener ioredis prints every failed reconnect; these only log changes.
  redis.on('error', (err: Error) => wentDown(err));
  redis.on('close', () => wentDown());
  redis.on('ready', cameBack);

  const usable = () => !closed && redis.status === 'ready' && Date.now() >= pausedUntil;

  async function either<T>(run: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (!usable()) return run(fallback);
    try {
      const result = await run(primary);
      cameBack();
      return result;
    } catch (err) {
      if (err instanceof ReplyError) {
        // Redis answered, with an error (a key of another type, say): a bug to see, not an outage.
        log.warn(
          { reason: (err as Error).message },
          'Rate-limit command refused by Redis; counted in-process',
        );
      } else {
        pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
        wentDown(err as Error);
      }
      return run(fallback);
    }
  }

  return {
    kind: 'redis',
    hit: (key, limit, windowMs) => either((store) => store.hit(key, limit, windowMs)),
    take: (key, bucket) => either((store) => store.take(key, bucket)),
    async reset(key) {
      // Both: a key counted in-process while Redis was away must not outlive a reset either.
      await fallback.reset(key);
      if (usable()) await primary.reset(key).catch(() => undefined);
    },
    async check(): Promise<CheckResult> {
      if (!usable()) return { status: 'degraded', detail: REDIS_DOWN_DETAIL };
      try {
        await redis.ping();
        return { status: 'ok' };
      } catch {
        return { status: 'degraded', detail: REDIS_DOWN_DETAIL };
      }
    },
    async close() {
      // Requests still finishing during shutdown fall back to in-process counters instead of failing.
      closed = true;
      await primary.close();
    },
  };
}
