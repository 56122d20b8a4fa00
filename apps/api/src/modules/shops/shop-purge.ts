// Purging a closed shop (decision 151): PURGE_AFTER_CLOSE_DAYS after it was closed, every row of the shop
// in every table with a tenant_id, its files, and the shop itself go. The owner was offered the export at
// closing; the audit trail of the closing is gone with the shop (the operator keeps the export).
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { is } from 'drizzle-orm';
import { PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';
import { tenants } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { purgeDueAt } from './lifecycle.ts';
import { PURGE_AFTER_CLOSE_DAYS } from '@pataka/domain/shop-lifecycle';

/** Where a shop's files live in storage (uploads, product pictures, their sources). */
const FILE_PREFIXES = (tenantId: string) => [
  `uploads/${tenantId}/`,
  `media/${tenantId}/`,
  `product-sources/${tenantId}/`,
];

/** Every table that holds shops' rows (has tenant_id), except tenants itself. */
function tenantTables(): { table: PgTable; name: string }[] {
  return (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTableClass))
    .map((table) => ({ table, name: getTableConfig(table).name, cols: getTableConfig(table).columns }))
    .filter((t) => t.name !== 'tenants' && t.cols.some((c) => c.name === 'tenant_id'))
    .map(({ table, name }) => ({ table, name }));
}

export type PurgeResult = { purged: boolean; rows: number; files: number; reason?: string };

/**
 * Purges the shop when it is closed and its time is up at `now`; otherwise does nothing (it was reopened,
 * or the job ran early). Rows go in one transaction: tables are emptied in rounds, a table whose rows
 * another table still points at is retried after the others (savepoints), so no foreign-key order is
 * hard-coded here.
 */
export async function purgeClosedShop(
  db: Db,
  storage: FileStorage | null,
  tenantId: string,
  now: Date,
): Promise<PurgeResult> {
  const [shop] = await db
    .select({ status: tenants.status, closedAt: tenants.closedAt })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!shop) return { purged: false, rows: 0, files: 0, reason: 'no such shop' };
  if (shop.status !== 'closed' || !shop.closedAt)
    return { purged: false, rows: 0, files: 0, reason: 'not closed' };
  if (purgeDueAt(shop.closedAt) > now) return { purged: false, rows: 0, files: 0, reason: 'not due yet' };

  let rows = 0;
  await db.transaction(async (tx) => {
    let pending = tenantTables();
    while (pending.length) {
      const blocked: typeof pending = [];
      for (const t of pending) {
        try {
          await tx.transaction(async (sp) => {
            const res = await sp.execute(sql`delete from ${t.table} where tenant_id = ${tenantId}`);
            rows += Number(
              (res as { affectedRows?: number; rowCount?: number }).affectedRows ??
                (res as { rowCount?: number }).rowCount ??
                0,
            );
          });
        } catch (err) {
          if (
            (err as { code?: string; cause?: { code?: string } }).code !== '23503' &&
            (err as { cause?: { code?: string } }).cause?.code !== '23503'
          )
            throw err;
          blocked.push(t);
        }
      }
      if (blocked.length === pending.length)
        throw new Error(`purge of ${tenantId}: ${blocked.map((b) => b.name).join(', ')} still referenced`);
      pending = blocked;
    }
    await tx.delete(tenants).where(eq(tenants.id, tenantId));
  });

  let files = 0;
  if (storage) {
    for (const prefix of FILE_PREFIXES(tenantId)) {
      for await (const key of storage.list(prefix)) {
        await storage.delete(key);
        files += 1;
      }
    }
  }
  return { purged: true, rows, files };
}

/** Closed shops whose purge is due at `now`. */
export async function shopsDueForPurge(db: Db, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - PURGE_AFTER_CLOSE_DAYS * 86_400_000);
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.status, 'closed'), isNotNull(tenants.closedAt), lte(tenants.closedAt, cutoff)));
  return rows.map((r) => r.id);
}
