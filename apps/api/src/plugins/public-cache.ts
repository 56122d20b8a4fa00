import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PublicCache } from '../lib/public-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

async function publicCachePlugin(app: FastifyInstance) {
  app.decorate('publicCache', new PublicCache());
}

export default fp(publicCachePlugin, { name: 'public-cache' });
