// Public media files (product pictures): where they are kept and how they are read back. One module so
// the local disk can be swapped for S3-compatible storage (DESIGN.md "Running in production") without
// touching the routes: they only call put / open / url.
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type MediaContentType = 'image/webp' | 'image/jpeg';

export type MediaStorage = {
  /** Stores bytes under a key made by `productMediaKey`; never overwrites (names are random). */
  put(key: string, bytes: Buffer, contentType: MediaContentType): Promise<void>;
  /** The stored file, or null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number; contentType: MediaContentType } | null>;
  /** Its public address, served by media.routes.ts. */
  url(key: string): string;
};

const TENANT = '[A-Za-z0-9_-]{1,64}';
/** The file names the upload makes: 32 hex, then the variant. media.routes.ts matches the same. */
export const PRODUCT_MEDIA_FILE = /^[0-9a-f]{32}-(?:320|640|1200)\.webp$|^[0-9a-f]{32}-og\.jpg$/;
const KEY = new RegExp(`^${TENANT}/products/[0-9a-f]{32}-(?:(?:320|640|1200)\\.webp|og\\.jpg)$`);

export const productMediaKey = (tenantId: string, file: string) => `${tenantId}/products/${file}`;
export const isMediaKey = (key: string) => KEY.test(key);

const contentTypeOf = (key: string): MediaContentType => (key.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');

/** Files under DATA_DIR/media/<tenant>/products/, written atomically (temp file, then rename). */
export function localMediaStorage(dataDir: string): MediaStorage {
  const root = path.join(dataDir, 'media');
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`invalid media key ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, bytes, { flag: 'wx' });
      await rename(temp, file);
    },
    async open(key) {
      if (!isMediaKey(key)) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size, contentType: contentTypeOf(key) };
      } catch {
        return null;
      }
    },
    url: (key) => `/media/${key}`,
  };
}
