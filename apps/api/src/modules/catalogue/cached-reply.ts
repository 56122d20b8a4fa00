import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCached } from '../../lib/public-cache.ts';
import { catalogueStore } from './catalogue-store.ts';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';

/**
 * Replies with the tenant's cached body for `key`, computing it from the catalogue snapshot on a miss.
 * A hit does no database work, no JSON serialisation and no compression. A loader that throws (404)
 * caches nothing.
 */
export async function replyFromCatalogue(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: (snapshot: CatalogueSnapshot) => unknown,
) {
  const tenantId = request.tenant.id;
  // A hit without a promise in between (decision 148); a miss loads once for every waiting request.
  const cached =
    app.publicCache.peek(tenantId, key) ??
    (await app.publicCache.get(tenantId, key, async () => build(await catalogueStore(app).get(tenantId))));
  return sendCached(request, reply, cached);
}
