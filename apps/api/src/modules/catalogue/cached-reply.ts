import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCached } from '../../lib/public-cache.ts';
import { catalogueStore } from './catalogue-store.ts';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';
import { encodedEntry } from './encoded-body.ts';

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
  const cached = await app.publicCache.get(tenantId, key, async () =>
    build(await catalogueStore(app).get(tenantId)),
  );
  const { entry, encoding } = encodedEntry(cached, request.headers['accept-encoding']);
  // Already compressed: the compress plugin leaves a reply with Content-Encoding alone. A 304 has no body.
  if (encoding && request.headers['if-none-match'] !== entry.etag) reply.header('content-encoding', encoding);
  return sendCached(request, reply, entry);
}
