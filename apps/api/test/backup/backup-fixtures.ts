import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../src/app.ts';
import { testConfig, type Config } from '../../src/config.ts';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import type { Database } from '../../src/db/types.ts';
import type { FileStorage } from '../../src/lib/storage/file-storage.ts';
import * as tar from 'tar';
import {
  BACKUP_PREFIXES,
  ManifestSchema,
  type BackupManifest,
} from '../../src/modules/backup/backup-manifest.ts';
import { TEMPLATE_FILE, templateDatabaseName, testDbKind, withDatabase } from '../helpers/test-db.ts';

/**
 * A shop's home as the server sees it: a data folder for files, and its database (PGlite inside that
 * folder, or a PostgreSQL database of its own). Backup reads one, restore writes another.
 */
export type Home = { config: Config; dropDatabase(): Promise<void> };

const pgName = (role: string) => `pataka_bk_${role}_${randomBytes(5).toString('hex')}`;

/** A home holding the migrated, seeded demo shops (the test template). */
export async function seededHome(dataDir: string): Promise<Home> {
  if (testDbKind() === 'pglite') {
    const database = await openPglite(dataDir, new Blob([fs.readFileSync(TEMPLATE_FILE)]));
    await database.close();
    return { config: testConfig({ dataDir }), dropDatabase: async () => {} };
  }
  const name = pgName('src');
  await withDatabase('postgres', (c) =>
    c.query(`create database ${name} template ${templateDatabaseName()}`),
  );
  return postgresHome(dataDir, name);
}

/** A home with no database yet (PGlite) or an empty PostgreSQL database, and no files. */
export async function emptyHome(dataDir: string): Promise<Home> {
  if (testDbKind() === 'pglite') return { config: testConfig({ dataDir }), dropDatabase: async () => {} };
  const name = pgName('dst');
  // template0: template1 may be in use by another test, and CREATE DATABASE then waits for it.
  await withDatabase('postgres', (c) => c.query(`create database ${name} template template0`));
  return postgresHome(dataDir, name);
}

function postgresHome(dataDir: string, name: string): Home {
  return {
    config: testConfig({ dataDir, databaseUrl: withDatabase.urlFor(name) }),
    dropDatabase: () =>
      withDatabase('postgres', (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

export function openHome(home: Home): Promise<Database> {
  return home.config.databaseUrl ? openPostgres(home.config.databaseUrl, 5) : openPglite(home.config.dataDir);
}

/** The whole API on a home, driven with app.inject. */
export async function startApp(home: Home) {
  const database = await openHome(home);
  let app;
  try {
    app = await buildApp({
      config: home.config,
      database,
      ownsDatabase: true,
      logger: false,
      serveWeb: false,
    });
    await app.ready();
  } catch (err) {
    await database.close();
    throw err;
  }
  return { app, database, db: database.db };
}

/** Every stored file with its bytes, as a backup should carry it. */
export async function storedFiles(storage: FileStorage): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const prefix of BACKUP_PREFIXES) {
    for await (const key of storage.list(prefix)) files.set(key, (await storage.read(key))!);
  }
  return files;
}

/** manifest.json of an archive, read without unpacking the rest. */
export async function readManifest(archive: string): Promise<BackupManifest> {
  const chunks: Buffer[] = [];
  await tar.list({
    file: archive,
    onReadEntry: (entry) => {
      if (entry.path === 'manifest.json') entry.on('data', (c: Buffer) => chunks.push(c));
      else entry.resume();
    },
  });
  return ManifestSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
}
