import { randomBytes } from 'node:crypto';
import type { FileStorage, StoredFile } from '../../lib/storage/file-storage.ts';

/**
 * Payment proofs are stored under uploads/<tenant>/<32 hex>.<ext> (DATA_DIR/uploads/… on disk, the same
 * key in a bucket), under random names and never public: a file is reachable only through the
 * authenticated route, never by guessing a path. The database keeps just the file name (storage_key).
 */
export const newStorageKey = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

// Keys are generated here (hex + a known extension): anything else is refused before touching storage.
const KEY = /^[0-9a-f]{32}\.(png|jpg|webp|pdf)$/;

export function uploadKey(tenantId: string, storageKey: string): string {
  if (!KEY.test(storageKey)) throw new Error(`invalid storage key ${storageKey}`);
  return `uploads/${tenantId}/${storageKey}`;
}

export const storeUpload = (
  storage: FileStorage,
  tenantId: string,
  storageKey: string,
  bytes: Buffer,
  contentType: string,
): Promise<void> => storage.put(uploadKey(tenantId, storageKey), bytes, { contentType });

/** The stored file as a stream with its size, or null when it is gone. */
export const openUpload = (
  storage: FileStorage,
  tenantId: string,
  storageKey: string,
): Promise<StoredFile | null> => storage.open(uploadKey(tenantId, storageKey));

/** An upload's bytes (OCR, possibly in another process than the one that stored them). */
export async function readUploadBytes(
  storage: FileStorage,
  tenantId: string,
  storageKey: string,
): Promise<Buffer> {
  const bytes = await storage.read(uploadKey(tenantId, storageKey));
  if (!bytes) throw new Error(`the file of upload ${tenantId}/${storageKey} is missing from storage`);
  return bytes;
}

export const removeUpload = (storage: FileStorage, tenantId: string, storageKey: string): Promise<void> =>
  storage.delete(uploadKey(tenantId, storageKey));
