import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCached } from '../../lib/public-cache.ts';
import { catalogueStore } from './catalogue-store.ts';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';

type CacheEntry = Parameters<typeof sendCached>[2];

/**
 * The UTF-8 bytes of each cached body, made once. Sending the string would re-encode (and re-measure)
 * a ~60 KB product list on every request; a Buffer goes to the socket as it is.
 */
const encoded = new WeakMap<CacheEntry, CacheEntry>();
function asBytes(entry: CacheEntry): CacheEntry {
  let bytes = encoded.get(entry);
  if (!bytes) {
    bytes = { ...entry, body: Buffer.from(entry.body) as unknown as string };
    encoded.set(entry, bytes);
  }
  return bytes;
}

/**
 * Replies with the tenant's cached body for `key`, computing it from the catalogue snapshot on a miss.
 * A hit does no database work and no JSON serialisation. A loader that throws (404) caches nothing.
 */
export async function replyFromCatalogue(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: (snapshot: CatalogueSnapshot) => unknown,
) {
  const tenantId = request.tenant.id;
  const entry = await app.publicCache.get(tenantId, key, async () =>
    build(await catalogueStore(app).get(tenantId)),
  );
  return sendCached(request, reply, asBytes(entry));
}
