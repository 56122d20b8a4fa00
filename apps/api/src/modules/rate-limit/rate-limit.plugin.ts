import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMemoryRateLimitStore } from './memory-rate-limit-store.ts';
import { createRateLimitRedis } from './redis-client.ts';
import { createResilientRateLimitStore } from './resilient-rate-limit-store.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared rate-limit counters: Redis when REDIS_URL is set (instances agree), else this process. */
    rateLimits: RateLimitStore;
  }
}

/** With REDIS_URL the server starts whether or not Redis answers; readiness reports 'degraded' while it does not. */
async function rateLimitPlugin(app: FastifyInstance) {
  const { redisUrl, redisKeyPrefix } = app.config;
  let store: RateLimitStore;
  if (redisUrl) {
    const redis = createRateLimitRedis(redisUrl, `${redisKeyPrefix}rate-limits`);
    const resilient = createResilientRateLimitStore(redis, redisKeyPrefix, app.log);
    app.lifecycle.addCheck('redis', () => resilient.check());
    store = resilient;
  } else {
    store = createMemoryRateLimitStore();
  }
  app.decorate('rateLimits', store);
  app.addHook('onClose', () => store.close());
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['db', 'lifecycle'] });
