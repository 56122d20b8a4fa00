import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { seedDemo } from '../../src/db/seed/seed-demo.ts';
import { TEST_ADMIN_PASSWORD, templateDatabaseName, TEMPLATE_FILE, withDatabase } from './test-db.ts';

/**
 * Migrates and seeds one template database per run; every test file then gets
 * its own copy (a PGlite data-dir dump, or CREATE DATABASE … TEMPLATE on Postgres).
 */
export default async function setup(project: TestProject) {
  const seedOpts = { adminPassword: TEST_ADMIN_PASSWORD };
  // The main process has no TEST_DB: read it from the project's own env.
  if (project.config.env?.TEST_DB !== 'postgres') {
    const database = await openPglite(null);
    await runMigrations(database);
    await seedDemo(database.db, seedOpts);
    const dump = await database.pglite!.dumpDataDir('none');
    fs.mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
    fs.writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return;
  }
  const name = templateDatabaseName();
  await withDatabase('postgres', async (c) => {
    await c.query(`drop database if exists ${name}`);
    await c.query(`create database ${name}`);
  });
  const database = await openPostgres(withDatabase.urlFor(name), 2);
  await runMigrations(database);
  await seedDemo(database.db, seedOpts);
  await database.close();
  return async () => {
    await withDatabase('postgres', (c) => c.query(`drop database if exists ${name}`));
  };
}
