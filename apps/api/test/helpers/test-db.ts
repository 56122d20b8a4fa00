import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import type { Database } from '../../src/db/types.ts';

export const TEST_ADMIN_PASSWORD = 'test-admin-password';
export const TEMPLATE_FILE = path.resolve(import.meta.dirname, '../../../../.tmp/pglite-template.tar');

/** Which database this test project runs on: set per vitest project (see vitest.config.ts). */
export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export const templateDatabaseName = () => `pataka_tpl_${process.env.TEST_RUN_ID ?? 'local'}`;

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  return url;
}

/** Runs fn on a short-lived connection to the given database of the TEST_DATABASE_URL server. */
export async function withDatabase<T>(dbName: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase.urlFor(dbName) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
withDatabase.urlFor = (dbName: string) => {
  const u = new URL(adminUrl());
  u.pathname = `/${dbName}`;
  return u.toString();
};

/** A fresh, migrated and seeded database for one test file. */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind() === 'pglite') {
    const blob = new Blob([fs.readFileSync(TEMPLATE_FILE)]);
    return openPglite(null, blob);
  }
  const name = `pataka_t_${randomBytes(6).toString('hex')}`;
  await withDatabase('postgres', (c) =>
    c.query(`create database ${name} template ${templateDatabaseName()}`),
  );
  const database = await openPostgres(withDatabase.urlFor(name), 20);
  return {
    ...database,
    async close() {
      // pool.end() resolves before its clients' sockets are closed; dropping WITH (FORCE) then kills
      // those backends and the clients emit an unhandled 57P01. Wait for every client to be removed.
      const pool = database.pool!;
      const open = pool.totalCount;
      let removed = 0;
      const allRemoved = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on('remove', () => ++removed >= open && resolve());
      });
      await database.close();
      await allRemoved;
      await withDatabase('postgres', (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
