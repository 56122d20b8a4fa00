import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalogue.ts';
import { stockMovements } from '../../db/schema/stock.ts';
import type { Db } from '../../db/types.ts';

/** Who moved stock: a staff member, or the shopper who cancelled (whose name may be unknown). */
export type StockActor = { name: string | null; email: string | null };

export type StockMovement = {
  productId: string;
  kind: 'reserve' | 'release' | 'take_out' | 'adjust' | 'import';
  reason: string | null;
  order?: { id: string; number: string } | undefined;
  onHand: [before: number | null, after: number | null];
  reserved: [before: number, after: number];
};

/** One ledger row, written in the same transaction as the change it records. */
export async function recordMovement(tx: Db, tenantId: string, by: StockActor, m: StockMovement) {
  await tx.insert(stockMovements).values({
    tenantId,
    id: randomUUID(),
    productId: m.productId,
    kind: m.kind,
    reason: m.reason,
    orderId: m.order?.id ?? null,
    orderNumber: m.order?.number ?? null,
    onHandBefore: m.onHand[0],
    onHandAfter: m.onHand[1],
    reservedBefore: m.reserved[0],
    reservedAfter: m.reserved[1],
    byName: by.name,
    byEmail: by.email || null,
  });
}

/**
 * A product's stock rows locked for this transaction, in id order: every path that moves stock locks in
 * the same order, so two confirmations sharing products wait for each other instead of deadlocking.
 */
export async function lockStock(tx: Db, tenantId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return new Map<string, LockedStock>();
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      onHand: products.stockQuantity,
      reserved: products.stockReserved,
    })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, [...new Set(productIds)])))
    .orderBy(products.id)
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}
export type LockedStock = { id: string; name: string; onHand: number | null; reserved: number };

export const LEDGER_PAGE_LIMIT = 50;

/** A product's ledger, newest first. */
export async function listMovements(
  db: Db,
  tenantId: string,
  productId: string,
  page: number,
  limit: number,
) {
  const where = and(eq(stockMovements.tenantId, tenantId), eq(stockMovements.productId, productId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(stockMovements)
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
