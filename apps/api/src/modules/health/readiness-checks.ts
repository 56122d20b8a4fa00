import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import type { CheckResult } from '../../lib/lifecycle.ts';
import { migrationsFolder } from '../../paths.ts';

/** One round trip: the pool (or PGlite) answers at all. */
export async function checkDatabase(database: Database): Promise<CheckResult> {
  await database.db.execute(sql`select 1`);
  return { status: 'ok' };
}

/** drizzle-kit's journal: every migration this build ships, by its timestamp. */
export function shippedMigrations(folder = migrationsFolder): { tag: string; when: number }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * Every shipped migration is applied. drizzle's migrators (PGlite and node-postgres alike) record each one
 * in drizzle.__drizzle_migrations with created_at = the journal's `when`, so the two lists compare directly.
 * An instance of an older build on a newer database stays ready: it only misses what it does not know.
 */
export async function checkMigrations(
  database: Database,
  shipped: { tag: string; when: number }[],
): Promise<CheckResult> {
  // Both drivers answer { rows }; the shared Db type cannot say so (its result type is driver-generic).
  const result = (await database.db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as {
    rows: { created_at: string | number }[];
  };
  const applied = new Set(result.rows.map((r) => Number(r.created_at)));
  const missing = shipped.filter((m) => !applied.has(m.when)).map((m) => m.tag);
  if (missing.length) return { status: 'failed', detail: `not applied: ${missing.join(', ')}` };
  return { status: 'ok', detail: `${shipped.length} applied` };
}
