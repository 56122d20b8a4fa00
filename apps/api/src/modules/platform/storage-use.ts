import type { FileStorage } from '../../lib/storage/file-storage.ts';

const TTL_MS = 10 * 60_000;

/**
 * Bytes of a shop's product pictures and their originals (media/<shop>/, product-sources/<shop>/), which no
 * table records: walked in the storage and kept per shop for 10 minutes, so the operators' list does not
 * walk every shop's files on each load. Payment proofs are counted from uploads.size_bytes instead.
 */
export function mediaBytesCounter(storage: FileStorage) {
  const cache = new Map<string, { at: number; bytes: Promise<number> }>();
  async function walk(tenantId: string) {
    let bytes = 0;
    for (const prefix of [`media/${tenantId}/`, `product-sources/${tenantId}/`]) {
      for await (const key of storage.list(prefix)) {
        const file = await storage.open(key);
        if (!file) continue;
        bytes += file.size;
        file.stream.destroy();
      }
    }
    return bytes;
  }
  return (tenantId: string, fresh = false) => {
    const hit = cache.get(tenantId);
    if (hit && !fresh && Date.now() - hit.at < TTL_MS) return hit.bytes;
    const bytes = walk(tenantId).catch(() => 0);
    cache.set(tenantId, { at: Date.now(), bytes });
    return bytes;
  };
}
