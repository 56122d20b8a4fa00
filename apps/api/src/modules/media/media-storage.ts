// Public media files (product pictures and their link previews): how their keys are made and how they are
// stored and read back through the app's FileStorage (DATA_DIR/media/… or media/… in the bucket). The
// routes only call put / open / url, so they do not care which storage is configured.
import type { Readable } from 'node:stream';
import type { FileStorage } from '../../lib/storage/file-storage.ts';

export type MediaContentType = 'image/webp' | 'image/jpeg';

export type MediaStorage = {
  /** Stores bytes under a key made by the helpers below; a key names its content, so nothing changes under it. */
  put(key: string, bytes: Buffer, contentType: MediaContentType): Promise<void>;
  /** The stored file, or null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number; contentType: MediaContentType } | null>;
  /** The whole stored file (to draw from it), or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Its public address, served by media.routes.ts. */
  url(key: string): string;
};

const TENANT = '[A-Za-z0-9_-]{1,64}';
/** The file names the upload makes: 32 hex, then the variant. media.routes.ts matches the same. */
export const PRODUCT_MEDIA_FILE = /^[0-9a-f]{32}-(?:320|640|1200)\.webp$|^[0-9a-f]{32}-og\.jpg$/;
const KEY = new RegExp(`^${TENANT}/products/[0-9a-f]{32}-(?:(?:320|640|1200)\\.webp|og\\.jpg)$`);
/** Made by the API itself (derived-media.ts), not uploaded: rasters of the shipped SVG art and link previews. */
const DERIVED_KEY = new RegExp(
  `^${TENANT}/(?:static/[a-z0-9][a-z0-9-]{0,100}-[0-9a-f]{8}-(?:320|640|1200)\\.webp|og/(?:product-[0-9a-zA-Z-]{1,64}-|shop-)[0-9a-f]{8}\\.jpg)$`,
);

/** A media key, relative to the media area: '<tenant>/products/<file>' (its URL is /media/<key>). */
export const productMediaKey = (tenantId: string, file: string) => `${tenantId}/products/${file}`;
/** Where the WebP of static art is kept: its name carries the SVG's content hash, so new art renders anew. */
export const staticRasterKey = (tenantId: string, name: string, svgHash: string, width: number) =>
  `${tenantId}/static/${name}-${svgHash}-${width}.webp`;
/** Where a link preview is kept: its file name (from seo.ts) carries the fingerprint of what it shows. */
export const previewMediaKey = (tenantId: string, file: string) => `${tenantId}/og/${file}`;
export const isMediaKey = (key: string) => KEY.test(key) || DERIVED_KEY.test(key);

const contentTypeOf = (key: string): MediaContentType => (key.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
const storageKeyOf = (key: string) => `media/${key}`;

/** Media under media/<tenant>/products/ in the given storage. */
export function fileMediaStorage(storage: FileStorage): MediaStorage {
  return {
    async put(key, bytes, contentType) {
      if (!isMediaKey(key)) throw new Error(`invalid media key ${key}`);
      await storage.put(storageKeyOf(key), bytes, { contentType });
    },
    async open(key) {
      if (!isMediaKey(key)) return null;
      const found = await storage.open(storageKeyOf(key));
      // The type follows the name, as the URL promises, whatever the storage kept.
      return found && { stream: found.stream, size: found.size, contentType: contentTypeOf(key) };
    },
    read: async (key) => (isMediaKey(key) ? storage.read(storageKeyOf(key)) : null),
    url: (key) => `/media/${key}`,
  };
}
