import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type * as schema from './schema/index.ts';

/**
 * The database as every query sees it: PGlite and node-postgres drivers are both
 * PgDatabase, and a transaction is one too, so queries take `Db` and work in either.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** The driver underneath, for the few things drizzle does not do (dumps, advisory locks). */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
};
