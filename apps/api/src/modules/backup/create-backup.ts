import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { Database } from '../../db/types.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import {
  BACKUP_FORMAT_VERSION,
  BACKUP_PREFIXES,
  DATABASE_FILE,
  FILES_DIR,
  MANIFEST_NAME,
  type BackupFileEntry,
  type BackupManifest,
} from './backup-manifest.ts';
import { appliedMigrations, dumpDatabase, serverVersion } from './database-dump.ts';
import { hashFile } from './file-hash.ts';

export type BackupSummary = { out: string; manifest: BackupManifest; archiveBytes: number; vanished: number };

/** Copies one stored file into the staging folder, hashing it on the way. Null when it was deleted meanwhile. */
export async function copyStoredFile(storage: FileStorage, key: string, staging: string) {
  const file = await storage.open(key);
  if (!file) return null;
  const target = path.join(staging, FILES_DIR, ...key.split('/'));
  await mkdir(path.dirname(target), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(file.stream, tap, createWriteStream(target, { mode: 0o600 }));
  return { key, bytes, sha256: hash.digest('hex'), contentType: file.contentType } satisfies BackupFileEntry;
}

/**
 * Writes one .tar.gz holding manifest.json, the database dump and files/<key> for every stored file.
 *
 * The database is dumped first, the files copied after: a file is stored before the row that names it is
 * committed, so every file the dump refers to already exists when the copy starts. A file uploaded
 * meanwhile may be in the archive without a row (harmless); one deleted meanwhile is counted as vanished.
 *
 * Everything is staged in a private folder beside `out` and renamed into place at the end, so a backup
 * that failed half-way never looks like a complete one, and proofs are never readable by other users.
 */
export async function createBackup(opts: {
  database: Database;
  databaseUrl: string | undefined;
  storage: FileStorage;
  out: string;
}): Promise<BackupSummary> {
  const out = path.resolve(opts.out);
  await mkdir(path.dirname(out), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(out), `.${path.basename(out)}.partial-`));
  try {
    const kind = opts.database.kind;
    const dbFile = DATABASE_FILE[kind];
    const migrations = await appliedMigrations(opts.database);
    const version = await serverVersion(opts.database);
    await dumpDatabase(opts.database, opts.databaseUrl, path.join(staging, dbFile));
    const dump = await hashFile(path.join(staging, dbFile));

    await mkdir(path.join(staging, FILES_DIR));
    const entries: BackupFileEntry[] = [];
    let vanished = 0;
    for (const prefix of BACKUP_PREFIXES) {
      for await (const key of opts.storage.list(prefix)) {
        const entry = await copyStoredFile(opts.storage, key, staging);
        if (entry) entries.push(entry);
        else vanished += 1;
      }
    }

    const manifest: BackupManifest = {
      format: 'pataka-backup',
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: {
        kind,
        file: dbFile,
        ...dump,
        migrations: migrations.length,
        latestMigrationAt: migrations.at(-1) ?? null,
        serverVersion: version,
      },
      files: { count: entries.length, bytes: entries.reduce((n, e) => n + e.bytes, 0), entries },
    };
    await writeFile(path.join(staging, MANIFEST_NAME), JSON.stringify(manifest, null, 2));

    // The manifest goes first, so a reader (restore, `tar -tzf | head`) meets it before anything else.
    const archive = path.join(staging, `archive-${randomBytes(4).toString('hex')}.tar.gz`);
    await tar.create({ gzip: true, file: archive, cwd: staging, portable: true }, [
      MANIFEST_NAME,
      dbFile,
      FILES_DIR,
    ]);
    await chmod(archive, 0o600);
    await rename(archive, out);
    return { out, manifest, archiveBytes: (await stat(out)).size, vanished };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
