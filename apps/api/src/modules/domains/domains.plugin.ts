import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { purgeDueAt } from '../shops/lifecycle.ts';

/**
 * Decision 151's background work and Caddy's question:
 * - the domain check every minute and the closed-shop purge sweep, once across instances (workers only);
 * - `schedulePurge`, which queues a closed shop's purge for its day;
 * - GET /api/platform/v1/tls/ask?domain=<host>: Caddy's on-demand TLS asks before it gets a certificate.
 *   200 only for a verified domain of an active or paused shop (or its www.), a TENANT_HOSTS entry or a
 *   platform host; 404 otherwise. From the in-memory index: no database, no DNS, microseconds.
 */
async function domainsPlugin(app: FastifyInstance) {
  app.decorate('schedulePurge', async (tenantId: string, closedAt: Date) => {
    const startAfterSeconds = Math.max(0, Math.ceil((purgeDueAt(closedAt).getTime() - Date.now()) / 1000));
    await app.jobs.send('shop-purge', { tenantId }, { singletonKey: `purge:${tenantId}`, startAfterSeconds });
  });

  if (app.config.runWorkers) {
    app.addHook('onReady', async () => {
      await app.jobs.everyMinute('domain-check', {}, { singletonKey: 'domain-check' });
      await app.jobs.everyMinute('shop-purge', {}, { singletonKey: 'purge-sweep' });
    });
  }

  app.get(
    '/api/platform/v1/tls/ask',
    {
      schema: { hide: true, querystring: z.object({ domain: z.string().max(300).optional() }) },
      config: { skipTenant: true },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const domain = (request.query as { domain?: string }).domain ?? '';
      if (domain && app.shopRegistry.allowsCertificate(domain)) return reply.type('text/plain').send('ok');
      return reply.status(404).type('text/plain').send('no');
    },
  );
}

export default fp(domainsPlugin, { name: 'domains', dependencies: ['jobs', 'shop-registry'] });
