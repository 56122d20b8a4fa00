// After the server is gone: did it free the PGlite folder, and is every enquiry it acknowledged stored?
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite } from '../../../src/db/client.ts';
import type { RunDatabase } from './fixture.ts';
import { TENANT } from './fixture.ts';

export const lockFileLeft = (dataDir: string) => fs.existsSync(path.join(dataDir, 'pataka.lock'));

const FOUND = 'select order_number from orders where tenant_id = $1 and order_number = any($2)';

async function storedNumbers(where: RunDatabase, numbers: string[]): Promise<string[]> {
  if (where.databaseUrl) {
    // One client, ended before the run's database is dropped: a pool's idle client would see the drop
    // terminate its backend and throw in this process.
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ order_number: string }>(FOUND, [TENANT, numbers])).rows.map(
        (r) => r.order_number,
      );
    } finally {
      await client.end();
    }
  }
  // Opened only after the exit (and the lock check): PGlite is one process's database.
  const database = await openPglite(where.dataDir);
  try {
    const { rows } = await database.pglite!.query<{ order_number: string }>(FOUND, [TENANT, numbers]);
    return rows.map((r) => r.order_number);
  } finally {
    await database.close();
  }
}

/** The acknowledged order numbers the database does not have (empty when all are there). */
export async function missingEnquiries(where: RunDatabase, acknowledged: string[]): Promise<string[]> {
  const found = new Set(await storedNumbers(where, acknowledged));
  return acknowledged.filter((n) => !found.has(n));
}
