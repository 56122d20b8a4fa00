import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import type { Database, DatabaseKind } from '../../db/types.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { BACKUP_PREFIXES, BackupError } from './backup-manifest.ts';
import { restorePostgresDump } from './database-dump.ts';

/** Where a restore writes: the database the server would use with the same environment. */
export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; databaseUrl: string };

export const describeKind = (kind: DatabaseKind) =>
  kind === 'pglite' ? 'the embedded database (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)';

/** The embedded database's own folder inside DATA_DIR, as db/client.ts opens it. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

async function entriesOf(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Relations outside the system schemas, a few by name: what makes a PostgreSQL database "not empty". */
async function postgresRelations(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect().catch((err: Error) => {
    throw new BackupError(`Cannot connect to DATABASE_URL: ${err.message}`);
  });
  try {
    const { rows } = await client.query<{ name: string }>(`
      select n.nspname || '.' || c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'f')
         and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_%'
       order by 1 limit 6`);
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

/**
 * A restore never merges into or overwrites live data: the target database and storage must be empty.
 * Overwriting a shop by mistake is the one failure a backup tool must make impossible.
 */
export async function assertEmptyTarget(target: RestoreTarget, storage: FileStorage): Promise<void> {
  if (target.kind === 'pglite') {
    const folder = pgliteFolder(target.dataDir);
    if ((await entriesOf(folder)).length) {
      throw new BackupError(
        `DATA_DIR ${target.dataDir} already holds a database (${folder}). Restore only into an empty ` +
          'data folder: set DATA_DIR to a new folder (and point the server at it afterwards).',
      );
    }
  } else {
    const relations = await postgresRelations(target.databaseUrl);
    if (relations.length) {
      throw new BackupError(
        `The database at DATABASE_URL is not empty (it has ${relations.slice(0, 5).join(', ')}` +
          `${relations.length > 5 ? ', …' : ''}). Restore only into an empty database: ` +
          'createdb a new one and set DATABASE_URL to it.',
      );
    }
  }
  for (const prefix of BACKUP_PREFIXES) {
    for await (const key of storage.list(prefix)) {
      const where = storage.kind === 's3' ? 'The S3 bucket (S3_BUCKET, S3_KEY_PREFIX)' : 'DATA_DIR';
      throw new BackupError(
        `${where} already holds stored files (${key}). Restore only into empty storage: ` +
          'a new DATA_DIR, a new bucket or another S3_KEY_PREFIX.',
      );
    }
  }
}

/** Loads the dump into the (checked empty) target and opens it. */
export async function restoreDatabase(target: RestoreTarget, dumpFile: string): Promise<Database> {
  if (target.kind === 'postgres') {
    await restorePostgresDump(dumpFile, target.databaseUrl);
    return openPostgres(target.databaseUrl, 2);
  }
  // PGlite unpacks its own dump (a gzipped tar of its data folder) when it creates an empty folder.
  const dump = new Blob([await readFile(dumpFile)], { type: 'application/x-gzip' });
  try {
    return await openPglite(target.dataDir, dump);
  } catch (err) {
    if (err instanceof DataDirLockedError) throw new BackupError(err.message);
    throw err;
  }
}
