import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder } from '../paths.ts';
import type { Database } from './types.ts';

/** Applies the committed drizzle-kit SQL migrations; safe to run at every start. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  // Several API instances may start together: one migrates, the others wait.
  // The lock is per connection, so hold one connection for it.
  const conn = await database.pool!.connect();
  try {
    await conn.query('select pg_advisory_lock(727274)');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migratePg(database.db as any, { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock(727274)').catch(() => {});
    conn.release();
  }
}
