import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PublicCache } from '../lib/public-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/**
 * The process's public read cache, kept in step with the other instances: a feature's invalidate(tenant)
 * is announced on the cluster bus, and an announcement from another instance drops the entries here
 * without being announced again.
 */
async function publicCachePlugin(app: FastifyInstance) {
  const bus = app.clusterBus;
  const cache = new PublicCache({
    onInvalidate: (tenantId) => void bus.publish({ type: 'cache.invalidate', tenantId }),
  });
  const stop = bus.subscribe((message) => {
    if (message.type === 'cache.invalidate') cache.invalidateLocally(message.tenantId);
    // Invalidations sent while the bus was away are lost: nothing cached here can be trusted.
    else if (message.type === 'cluster.reconnected') cache.clear();
  });
  app.addHook('onClose', async () => stop());
  app.decorate('publicCache', cache);
}

export default fp(publicCachePlugin, { name: 'public-cache', dependencies: ['cluster-bus'] });
