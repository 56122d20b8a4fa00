import fs from 'node:fs';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import type { Db } from '../../apps/api/src/db/types.ts';
import { startApiServer, tempDataDir, type ApiServer } from './api-server.ts';
import { createBenchDatabase } from './postgres-db.ts';

export type Target = { kind: 'pglite' | 'postgres'; label: string; serverUrl?: string };

/** PGlite always; PostgreSQL as well when DATABASE_URL names a server. */
export function databaseTargets(databaseUrl: string | undefined): Target[] {
  return [
    { kind: 'pglite', label: 'PGlite' },
    ...(databaseUrl ? [{ kind: 'postgres' as const, label: 'PostgreSQL', serverUrl: databaseUrl }] : []),
  ];
}

/**
 * Runs fn against a real API server on a fresh database of the target's kind, then stops it and
 * removes the database. `prepare` writes into the migrated database BEFORE the server opens it
 * (PGlite allows one process per data folder); its duration is returned as prepareMs.
 */
export async function withApiServer<T>(
  target: Target,
  opts: {
    name: string;
    prepare?: (db: Db) => Promise<void>;
    env?: Record<string, string>;
    nodeArgs?: string[];
  },
  fn: (server: ApiServer, prepareMs: number | null) => Promise<T>,
): Promise<T> {
  const pgDb = target.kind === 'postgres' ? await createBenchDatabase(target.serverUrl!, opts.name) : null;
  const dataDir = tempDataDir(opts.name);
  let server: ApiServer | null = null;
  try {
    let prepareMs: number | null = null;
    if (opts.prepare) {
      const database = await openDatabase({ databaseUrl: pgDb?.url, dataDir });
      try {
        await runMigrations(database);
        const started = performance.now();
        await opts.prepare(database.db);
        prepareMs = performance.now() - started;
      } finally {
        await database.close();
      }
    }
    server = await startApiServer({
      dataDir,
      databaseUrl: pgDb?.url,
      env: opts.env,
      nodeArgs: opts.nodeArgs,
    });
    return await fn(server, prepareMs);
  } finally {
    await server?.stop();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
