// GET /media/<tenant>/products/<file>: uploaded product pictures, public and cached for a year (the
// names are random and never reused). Mounted at the root, not under /api/v1: no tenant header, no token.
// Other /media/… paths (the seed's SVGs, built into the storefront) fall through to static-web.
import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { fileMediaStorage, productMediaKey, type MediaStorage } from './media-storage.ts';

/** The app's media storage, in its FileStorage (the app, or a worker that opened one: `{ storage }`). */
export const mediaStorage = (app: { storage: FileStorage }): MediaStorage => fileMediaStorage(app.storage);

// find-my-way only takes this route when the file name matches; anything else goes on to the wildcard.
const FILE_PARAM = ':file(^[0-9a-f]{32}-(?:320|640|1200|og)\\.(?:webp|jpg)$)';

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { tenant: string; file: string } }>(
    `/media/:tenant/products/${FILE_PARAM}`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { tenant, file } = request.params;
      const found = await mediaStorage(app).open(productMediaKey(tenant, file));
      if (!found) {
        return reply
          .status(404)
          .header('cache-control', 'no-store')
          .send({ success: false, error: { code: 'NOT_FOUND', message: 'Picture not found' } });
      }
      return reply
        .type(found.contentType)
        .header('content-length', found.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(found.stream);
    },
  );
};
