import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { refused, type HitResult, type RateLimitStore } from './rate-limit-store.ts';
import { BUCKET_TAKE_SCRIPT, WINDOW_HIT_SCRIPT } from './redis-scripts.ts';

type ScriptReply = [number, number];
type LimitCommands = {
  rateLimitHit(key: string, limit: number, windowMs: number, entry: string): Promise<ScriptReply>;
  rateLimitTake(key: string, capacity: number, refillPerMs: number, cost: number): Promise<ScriptReply>;
};

/**
 * Limits kept in Redis, shared by every instance. Commands fail (reject) when Redis does not answer:
 * the resilient store decides what to do then. Owns the client: close() ends it.
 */
export function createRedisRateLimitStore(redis: Redis, prefix: string): RateLimitStore {
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: WINDOW_HIT_SCRIPT });
  redis.defineCommand('rateLimitTake', { numberOfKeys: 1, lua: BUCKET_TAKE_SCRIPT });
  const commands = redis as unknown as LimitCommands;
  const fullKey = (key: string) => `${prefix}rl:${key}`;

  return {
    kind: 'redis',
    async hit(key, limit, windowMs): Promise<HitResult> {
      const entry = randomBytes(8).toString('hex');
      const [allowed, wait] = await commands.rateLimitHit(fullKey(key), limit, windowMs, entry);
      if (allowed !== 1) return refused(wait);
      return {
        allowed: true,
        retryAfterMs: 0,
        refund: () => quietly(redis.zrem(fullKey(key), entry)),
      };
    },
    async take(key, { capacity, refillPerMs }): Promise<HitResult> {
      const [allowed, wait] = await commands.rateLimitTake(fullKey(key), capacity, refillPerMs, 1);
      if (allowed !== 1) return refused(wait);
      return {
        allowed: true,
        retryAfterMs: 0,
        refund: () => quietly(commands.rateLimitTake(fullKey(key), capacity, refillPerMs, -1)),
      };
    },
    async reset(key) {
      await redis.del(fullKey(key));
    },
    async close() {
      // quit() waits for a reply that never comes while Redis is away; disconnect() also stops reconnecting.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/** A refund that cannot be made (Redis went away) only leaves a limit a little tighter: not worth an error. */
async function quietly(command: Promise<unknown>): Promise<void> {
  await command.catch(() => undefined);
}
