import { assertSafeKey } from './file-storage.ts';

/**
 * A list() prefix: a safe key, optionally ending in '/' ('uploads/', 'uploads/demo/', 'media/demo/products/ab').
 * An empty prefix is refused: on the local disk DATA_DIR also holds the database, which is not a stored file.
 */
export function assertListPrefix(prefix: string): void {
  const body = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!body) throw new Error('list() needs a prefix such as "uploads/"');
  assertSafeKey(body);
}

export function isSafeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}
