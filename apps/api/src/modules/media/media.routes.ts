// GET /media/<tenant>/products/<file>: product pictures, public and cached for a year (their names are never
// reused for other content). Uploaded ones are `<32 hex>-<size>.webp` from the storage; the SVG art shipped
// with the storefront gets its WebP sizes `<name>-<size>.webp` drawn on first request (static-raster.ts).
// Link previews are under /media/<tenant>/og/ (preview.routes.ts). Mounted at the root, not under /api/v1:
// no tenant header, no token. Other /media/… paths (the SVGs themselves) fall through to static-web.
// On a shop's own domain (TENANT_HOSTS) only that shop's pictures are served (decision 145).
import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { fileMediaStorage, PRODUCT_MEDIA_FILE, productMediaKey, type MediaStorage } from './media-storage.ts';
import { mappedTenant } from '../../plugins/tenant-page.ts';
import { pictureNotFound, sendPicture } from './media-reply.ts';
import { previewRoutes } from './preview.routes.ts';
import { staticMedia, staticMediaRoots } from './static-media.ts';
import { staticRaster } from './static-raster.ts';

/** The app's media storage, in its FileStorage (the app, or a worker that opened one: `{ storage }`). */
export const mediaStorage = (app: { storage: FileStorage }): MediaStorage => fileMediaStorage(app.storage);

// find-my-way only takes this route when the file name matches; anything else goes on to the wildcard.
const FILE_PARAM =
  ':file(^(?:[0-9a-f]{32}-(?:320|640|1200|og)\\.(?:webp|jpg)|[a-z0-9][a-z0-9-]{0,100}-(?:320|640|1200)\\.webp)$)';

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const statics = staticMedia(staticMediaRoots(app.config.webDistDir));

  // Scoped to these routes (this plugin is not wrapped in fastify-plugin).
  app.addHook('onRequest', async (request, reply) => {
    const { tenant } = request.params as { tenant?: string };
    const domainShop = mappedTenant(request.headers.host, app.hostOptions);
    if (tenant && domainShop && tenant !== domainShop) return pictureNotFound(reply);
  });

  app.get<{ Params: { tenant: string; file: string } }>(
    `/media/:tenant/products/${FILE_PARAM}`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { tenant, file } = request.params;
      if (PRODUCT_MEDIA_FILE.test(file)) {
        const found = await mediaStorage(app).open(productMediaKey(tenant, file));
        return found
          ? sendPicture(reply, found.contentType, { body: found.stream, size: found.size })
          : pictureNotFound(reply);
      }
      const drawn = await staticRaster(app, statics, tenant, file);
      return drawn ? sendPicture(reply, 'image/webp', drawn) : pictureNotFound(reply);
    },
  );

  await app.register(previewRoutes(statics));
};
