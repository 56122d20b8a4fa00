// After the server is gone: did it free the PGlite folder, and is every enquiry it acknowledged stored?
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { openPglite, openPostgres } from '../../../src/db/client.ts';
import { orders } from '../../../src/db/schema/orders.ts';
import type { RunDatabase } from './fixture.ts';
import { TENANT } from './fixture.ts';

export const lockFileLeft = (dataDir: string) => fs.existsSync(path.join(dataDir, 'pataka.lock'));

/** The acknowledged order numbers the database does not have (empty when all are there). */
export async function missingEnquiries(where: RunDatabase, acknowledged: string[]): Promise<string[]> {
  // Opened only after the exit (and the lock check): PGlite is one process's database.
  const database = where.databaseUrl
    ? await openPostgres(where.databaseUrl, 1)
    : await openPglite(where.dataDir);
  try {
    const found = new Set<string>();
    for (let i = 0; i < acknowledged.length; i += 500) {
      const rows = await database.db
        .select({ number: orders.orderNumber })
        .from(orders)
        .where(and(eq(orders.tenantId, TENANT), inArray(orders.orderNumber, acknowledged.slice(i, i + 500))));
      for (const r of rows) found.add(r.number);
    }
    return acknowledged.filter((n) => !found.has(n));
  } finally {
    await database.close();
  }
}
