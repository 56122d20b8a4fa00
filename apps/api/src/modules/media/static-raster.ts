// GET /media/<shop>/products/<name>-<w>.webp for the SVG art shipped with the storefront: the raster sizes
// seo.ts's productImageSources promises beside `<name>.svg`, drawn on first request and kept.
import { createHash } from 'node:crypto';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import type { FastifyBaseLogger } from 'fastify';
import { keptOrMade, type ServedMedia } from './derived-media.ts';
import { squareWebp } from './draw-picture.ts';
import { staticRasterKey } from './media-storage.ts';
import type { StaticMedia } from './static-media.ts';

/** `<name>-<width>.webp`, the name as in seo.ts's STATIC_ART. */
export const STATIC_RASTER_FILE = /^([a-z0-9][a-z0-9-]{0,100})-(320|640|1200)\.webp$/;
const TENANT = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** The WebP of `/media/<tenant>/products/<file>`, or null when there is no such art. */
/** Bump with squareWebp's settings (draw-picture.ts). */
const RASTER_ENCODING = 'webp-q70-e6';

export async function staticRaster(
  app: { storage: FileStorage; log: FastifyBaseLogger },
  statics: StaticMedia,
  tenantId: string,
  file: string,
): Promise<ServedMedia | null> {
  const match = STATIC_RASTER_FILE.exec(file);
  if (!match || !TENANT.test(tenantId)) return null;
  const [, name, width] = match as unknown as [string, string, string];
  const svg = await statics.readUrl(`/media/${tenantId}/products/${name}.svg`);
  if (!svg) return null;
  // The art's own hash in the key, with the encoding's: redrawn art, or a new encoding (RASTER_ENCODING),
  // is drawn anew, not served from the old.
  const hash = createHash('sha256').update(RASTER_ENCODING).update(svg).digest('hex').slice(0, 8);
  return keptOrMade(app, staticRasterKey(tenantId, name, hash, Number(width)), 'image/webp', () =>
    squareWebp(svg, Number(width)).then((bytes) => ({ bytes, final: true })),
  );
}
