import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { HitResult, RateLimitStore } from './rate-limit-store.ts';

// A sliding-window log in a sorted set, checked and appended atomically so concurrent instances agree.
// The time comes from Redis itself: instances with skewed clocks still share one window.
const HIT_SCRIPT = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2]) + window - now}
end
redis.call('ZADD', key, now, now .. '-' .. ARGV[3])
redis.call('PEXPIRE', key, window)
return {1, 0}
`;

type HitCommand = (key: string, limit: number, windowMs: number, nonce: string) => Promise<[number, number]>;

/** Connects eagerly so a wrong REDIS_URL stops the server at start instead of failing requests later. */
export async function createRedisRateLimitStore(url: string, prefix: string): Promise<RateLimitStore> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  await redis.connect();
  const hitCommand = (redis as unknown as { rateLimitHit: HitCommand }).rateLimitHit.bind(redis);

  return {
    kind: 'redis',
    async hit(key, limit, windowMs): Promise<HitResult> {
      const [allowed, retryAfterMs] = await hitCommand(
        `${prefix}rl:${key}`,
        limit,
        windowMs,
        randomBytes(6).toString('hex'),
      );
      return { allowed: allowed === 1, retryAfterMs: Math.max(0, retryAfterMs) };
    },
    async reset(key) {
      await redis.del(`${prefix}rl:${key}`);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
