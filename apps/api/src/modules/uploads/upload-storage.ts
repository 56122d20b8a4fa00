import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files live under DATA_DIR/uploads/<tenant>/, outside the web root, under random names: a file is
 * reachable only through the authenticated route, never by guessing a path.
 */
const tenantDir = (dataDir: string, tenantId: string) => path.join(dataDir, 'uploads', tenantId);

export const newStorageKey = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

// Keys are generated here (hex + a known extension): anything else is refused before touching the disk.
const KEY = /^[0-9a-f]{32}\.(png|jpg|webp|pdf)$/;
function filePath(dataDir: string, tenantId: string, key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key ${key}`);
  return path.join(tenantDir(dataDir, tenantId), key);
}

export async function storeUpload(
  dataDir: string,
  tenantId: string,
  key: string,
  bytes: Buffer,
): Promise<void> {
  await mkdir(tenantDir(dataDir, tenantId), { recursive: true, mode: 0o700 });
  await writeFile(filePath(dataDir, tenantId, key), bytes, { flag: 'wx', mode: 0o600 });
}

export const readUpload = (dataDir: string, tenantId: string, key: string) =>
  readFile(filePath(dataDir, tenantId, key));

export const removeUpload = (dataDir: string, tenantId: string, key: string) =>
  unlink(filePath(dataDir, tenantId, key)).catch(() => undefined);
