// Files under DATA_DIR, one per key: 'uploads/demo/abc.png' is DATA_DIR/uploads/demo/abc.png, the layout
// the app used before this interface existed, so a data folder from an older version keeps working.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage, type StorageKey } from './file-storage.ts';
import { assertListPrefix, isSafeKey } from './list-prefix.ts';

// Proofs are customers' bank screenshots: readable by the server's user only. Media gets the same modes,
// since every file is served through the API and nothing else needs to read the folder.
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

// The disk keeps no metadata, so the type comes from the extension the app gave the key.
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};
const contentTypeOf = (key: string) => TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

const isMissing = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

export function localFileStorage(dataDir: string): FileStorage {
  const root = path.resolve(dataDir);
  const fileOf = (key: StorageKey) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };

  /** Writes next to the target, flushes, then renames: a reader sees the whole file or none. */
  async function writeAtomically(file: string, bytes: Buffer) {
    // A leading dot makes the temporary name an invalid key, so list() never reports a half-written file.
    const temp = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
    );
    try {
      const handle = await open(temp, 'wx', FILE_MODE);
      try {
        await handle.writeFile(bytes);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
  }

  async function* walk(dirKey: string, prefix: string): AsyncGenerator<StorageKey> {
    let entries;
    try {
      entries = await readdir(dirKey ? path.join(root, ...dirKey.split('/')) : root, { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const key = dirKey ? `${dirKey}/${entry.name}` : entry.name;
      if (!isSafeKey(key)) continue;
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        yield key;
      }
    }
  }

  return {
    kind: 'local',

    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: DIR_MODE });
      await writeAtomically(file, bytes);
    },

    async open(key) {
      const file = fileOf(key);
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      // Size from the open descriptor, not a separate stat: a concurrent replace cannot mismatch them.
      const info = await handle.stat().catch(async (err) => {
        await handle.close();
        throw err;
      });
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { stream: handle.createReadStream(), size: info.size, contentType: contentTypeOf(key) };
    },

    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw err;
      }
    },

    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },

    async *list(prefix) {
      assertListPrefix(prefix);
      // Start in the deepest folder the prefix names; a partial last part ('…/ab') filters the names there.
      const slash = prefix.lastIndexOf('/');
      yield* walk(slash > 0 ? prefix.slice(0, slash) : '', prefix);
    },

    async check() {
      await mkdir(root, { recursive: true, mode: DIR_MODE });
      // Writing is the only honest test: a full disk or an exhausted quota still passes access(W_OK).
      const probe = path.join(root, `.storage-check.${process.pid}.${randomBytes(4).toString('hex')}`);
      await writeAtomically(probe, Buffer.from('ok'));
      await unlink(probe);
    },

    async close() {},
  };
}
