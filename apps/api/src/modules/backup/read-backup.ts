import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { assertSafeKey } from '../../lib/storage/file-storage.ts';
import {
  BACKUP_FORMAT_VERSION,
  BACKUP_PREFIXES,
  BackupError,
  FILES_DIR,
  MANIFEST_NAME,
  ManifestSchema,
  type BackupManifest,
} from './backup-manifest.ts';
import { hashFile } from './file-hash.ts';

/** Where an entry of the manifest was unpacked. */
export const unpackedFile = (dir: string, key: string) => path.join(dir, FILES_DIR, ...key.split('/'));

function assertRestorableKey(key: string) {
  try {
    assertSafeKey(key);
  } catch {
    throw new BackupError(`The backup names an invalid storage key ${JSON.stringify(key)}.`);
  }
  if (!BACKUP_PREFIXES.some((p) => key.startsWith(p))) {
    throw new BackupError(`The backup holds ${key}, outside ${BACKUP_PREFIXES.join(', ')}.`);
  }
}

/**
 * Unpacks a backup into `dir` and checks it whole before anything is restored: a known format, the database
 * dump and every file present with the size and sha256 the manifest gives. A damaged archive is refused
 * while the target is still untouched.
 */
export async function unpackBackup(from: string, dir: string): Promise<BackupManifest> {
  try {
    await tar.extract({
      file: from,
      cwd: dir,
      strict: true,
      // Only plain files and folders: a link in a crafted archive could point the writes elsewhere.
      filter: (_p, entry) => !('type' in entry) || entry.type === 'File' || entry.type === 'Directory',
    });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT'
        ? `There is no backup at ${from}.`
        : `${from} is not a readable backup archive (${(err as Error).message}).`,
    );
  }

  let manifest: BackupManifest;
  try {
    manifest = ManifestSchema.parse(JSON.parse(await readFile(path.join(dir, MANIFEST_NAME), 'utf8')));
  } catch {
    throw new BackupError(`${from} has no valid ${MANIFEST_NAME}: it is not a Pataka backup.`);
  }
  if (manifest.version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${from} is in backup format ${manifest.version}; this version of Pataka reads up to ` +
        `${BACKUP_FORMAT_VERSION}. Restore it with the version that made it, or a newer one.`,
    );
  }

  const expect = async (file: string, want: { bytes: number; sha256: string }, what: string) => {
    const got = await hashFile(file).catch(() => null);
    if (!got) throw new BackupError(`The backup is incomplete: ${what} is missing.`);
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256) {
      throw new BackupError(`The backup is damaged: ${what} does not match its checksum.`);
    }
  };
  if (path.basename(manifest.database.file) !== manifest.database.file) {
    throw new BackupError(`The backup names an invalid database file ${manifest.database.file}.`);
  }
  await expect(path.join(dir, manifest.database.file), manifest.database, 'the database dump');
  const seen = new Set<string>();
  for (const entry of manifest.files.entries) {
    assertRestorableKey(entry.key);
    if (seen.has(entry.key)) throw new BackupError(`The backup lists ${entry.key} twice.`);
    seen.add(entry.key);
    await expect(unpackedFile(dir, entry.key), entry, entry.key);
  }
  return manifest;
}
