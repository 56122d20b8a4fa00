import { writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { BackupError } from './backup-manifest.ts';
import { runPgTool } from './pg-tools.ts';

/**
 * pg-boss keeps its queue in the 'pgboss_jobs' schema of the same database ('pgboss' under pg-boss 10, until
 * its last waiting jobs have moved: lib/jobs/pg-boss-v10-jobs.ts). Both are left out: queued and finished
 * jobs are transient (the reminder scan re-finds what is overdue, uploads still 'processing' are read again),
 * replaying a day-old queue into a restored shop would send stale notifications, and pg-boss recreates
 * its schema at the next start.
 */
export const EXCLUDED_SCHEMAS = ['pgboss_jobs', 'pgboss'];

type Rows<T> = { rows: T[] };

/** The drizzle migrations applied to a database, by their journal timestamp (none on an empty one). */
export async function appliedMigrations(database: Database): Promise<number[]> {
  const exists = (await database.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as Rows<{ present: boolean }>;
  if (!exists.rows[0]?.present) return [];
  const result = (await database.db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  )) as Rows<{ created_at: string | number }>;
  return result.rows.map((r) => Number(r.created_at));
}

export async function serverVersion(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`show server_version`)) as Rows<{ server_version: string }>;
  return result.rows[0]?.server_version ?? 'unknown';
}

/**
 * Writes a consistent dump of the database to `file`. pg_dump reads one snapshot of the whole database
 * while the servers keep running; PGlite dumps its data folder, which this process holds locked.
 */
export async function dumpDatabase(
  database: Database,
  databaseUrl: string | undefined,
  file: string,
): Promise<void> {
  if (database.kind === 'pglite') {
    const dump = await database.pglite!.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    return;
  }
  if (!databaseUrl) throw new BackupError('DATABASE_URL is needed to dump the PostgreSQL database.');
  await runPgTool(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      ...EXCLUDED_SCHEMAS.map((s) => `--exclude-schema=${s}`),
      `--file=${file}`,
    ],
    databaseUrl,
  );
}

/**
 * Loads a custom-format dump into an empty PostgreSQL database, in one transaction: a failure (a pg_restore
 * too old for the dump, a missing extension) leaves the target as empty as it was, so it can be retried.
 */
export function restorePostgresDump(file: string, databaseUrl: string): Promise<void> {
  return runPgTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', file],
    databaseUrl,
  );
}
