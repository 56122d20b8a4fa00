import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@pataka/domain/messages';
import { STOCK_STAFF_MESSAGES, type StockAdjust } from '@pataka/domain/stock';
import { products } from '../../db/schema/catalogue.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';
import { lockStock, recordMovement, type StockActor } from './stock-ledger.ts';

/**
 * Sets one product's on-hand count, with its ledger row, under the row lock. On hand may not go below
 * what confirmed enquiries reserved (available would be negative), nor become "not counted" while
 * something is reserved. Shared by the console's "Adjust stock" and the price-list import.
 * Returns the counts before and after, or null when nothing changed.
 */
export async function setOnHand(
  tx: Db,
  tenantId: string,
  productId: string,
  onHand: number | null,
  by: StockActor,
  why: { kind: 'adjust' | 'import'; reason: string },
) {
  const item = (await lockStock(tx, tenantId, [productId])).get(productId);
  if (!item) throw new AppError('not_found', MESSAGES.productNotFound);
  if (item.onHand === onHand) return null;
  if (onHand === null && item.reserved > 0) {
    throw new AppError('conflict', STOCK_STAFF_MESSAGES.stopCountingReserved(item.name, item.reserved));
  }
  if (onHand !== null && onHand < item.reserved) {
    throw new AppError('conflict', STOCK_STAFF_MESSAGES.belowReserved(item.name, item.reserved));
  }
  await tx
    .update(products)
    .set({ stockQuantity: onHand, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  await recordMovement(tx, tenantId, by, {
    productId,
    kind: why.kind,
    reason: why.reason,
    onHand: [item.onHand, onHand],
    reserved: [item.reserved, item.reserved],
  });
  return { name: item.name, before: item.onHand, after: onHand, reserved: item.reserved };
}

/** "Adjust stock" in the console: a counted figure, or units in or out, always with a reason. */
export async function adjustStock(
  tx: Db,
  tenantId: string,
  productId: string,
  staff: StaffMember,
  adjust: StockAdjust,
) {
  let target: number | null;
  if (adjust.mode === 'set') target = adjust.onHand;
  else {
    const item = (await lockStock(tx, tenantId, [productId])).get(productId);
    if (!item) throw new AppError('not_found', MESSAGES.productNotFound);
    // Units in or out of a product not yet counted start its count from 0.
    target = (item.onHand ?? 0) + adjust.quantity;
    if (target < 0)
      throw new AppError('invalid', STOCK_STAFF_MESSAGES.notEnoughOnHand(item.name, item.onHand ?? 0));
  }
  const change = await setOnHand(tx, tenantId, productId, target, staff, {
    kind: 'adjust',
    reason: adjust.reason,
  });
  if (change) {
    await recordAudit(tx, tenantId, staff, {
      action: 'product.stock',
      entityType: 'product',
      entityId: productId,
      summary: `${STOCK_STAFF_MESSAGES.adjusted(change.name, change.before, change.after)} (${adjust.reason})`,
      before: { stockOnHand: change.before },
      after: { stockOnHand: change.after, reason: adjust.reason },
    });
  }
  return change !== null;
}

/** The per-product low-stock level (null = no alert). */
export async function setLowStockLevel(
  tx: Db,
  tenantId: string,
  productId: string,
  staff: StaffMember,
  level: number | null,
) {
  const [row] = await tx
    .select({ name: products.name, level: products.lowStockLevel })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)))
    .for('update');
  if (!row) throw new AppError('not_found', MESSAGES.productNotFound);
  if (row.level === level) return;
  await tx
    .update(products)
    .set({ lowStockLevel: level, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  await recordAudit(tx, tenantId, staff, {
    action: 'product.low_stock_level',
    entityType: 'product',
    entityId: productId,
    summary: `Low-stock level of ${row.name}: ${row.level ?? 'none'} → ${level ?? 'none'}`,
    before: { lowStockLevel: row.level },
    after: { lowStockLevel: level },
  });
}
