import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMemoryRateLimitStore } from './memory-rate-limit-store.ts';
import { createRedisRateLimitStore } from './redis-rate-limit-store.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared rate-limit counters: Redis when REDIS_URL is set (instances agree), else this process. */
    rateLimits: RateLimitStore;
  }
}

async function rateLimitPlugin(app: FastifyInstance) {
  const { redisUrl, redisKeyPrefix } = app.config;
  const store = redisUrl
    ? await createRedisRateLimitStore(redisUrl, redisKeyPrefix)
    : createMemoryRateLimitStore();
  app.decorate('rateLimits', store);
  app.addHook('onClose', () => store.close());
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['db'] });
