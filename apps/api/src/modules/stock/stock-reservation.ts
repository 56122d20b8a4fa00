import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@pataka/domain/order-status';
import { STATUS_LABELS } from '@pataka/domain/order-status';
import { STOCK_STAFF_MESSAGES } from '@pataka/domain/stock';
import { products } from '../../db/schema/catalogue.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { stockReservations } from '../../db/schema/stock.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { lockStock, recordMovement, type StockActor } from './stock-ledger.ts';

/** Statuses in which an enquiry holds its counted products (on hold keeps what it held). */
const HOLDING: readonly OrderStatus[] = ['confirmed', 'processing'];
/** The first of these an enquiry reaches is its dispatch: the goods leave the shop's on-hand count. */
const DISPATCHED: readonly OrderStatus[] = [
  'shipped',
  'ready_for_pickup',
  'ready_for_delivery',
  'out_for_delivery',
  'delivered',
];

type OrderRef = { id: string; number: string };

async function orderRef(tx: Db, tenantId: string, orderId: string) {
  const [row] = await tx
    .select({ number: orders.orderNumber, status: orders.status, beforeHold: orders.statusBeforeHold })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  return row ? { id: orderId, ...row } : null;
}

async function currentReservation(tx: Db, tenantId: string, orderId: string) {
  const rows = await tx
    .select({ productId: stockReservations.productId, quantity: stockReservations.quantity })
    .from(stockReservations)
    .where(and(eq(stockReservations.tenantId, tenantId), eq(stockReservations.orderId, orderId)));
  return new Map(rows.map((r) => [r.productId, r.quantity]));
}

async function orderLines(tx: Db, tenantId: string, orderId: string) {
  const rows = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)));
  const wanted = new Map<string, number>();
  for (const r of rows) wanted.set(r.productId, (wanted.get(r.productId) ?? 0) + r.quantity);
  return wanted;
}

/**
 * Makes the enquiry hold exactly `wanted` of each counted product: reserves what it lacks, releases what
 * it no longer needs, one ledger row per product that moved. A shortfall throws 409 and, the caller's
 * transaction rolling back, leaves the enquiry and every count as they were. The reservation is a
 * conditional UPDATE on rows locked in id order, so concurrent confirmations cannot oversell on
 * PostgreSQL (the WHERE is re-checked after a wait) nor on PGlite (one transaction at a time).
 * Returns true when some count changed (the storefront's availability may have).
 */
async function syncReservation(
  tx: Db,
  tenantId: string,
  order: OrderRef,
  wanted: ReadonlyMap<string, number>,
  by: StockActor,
  why: { reason: string; shortfall: 'confirm' | 'edit' },
): Promise<boolean> {
  const held = await currentReservation(tx, tenantId, order.id);
  const stock = await lockStock(tx, tenantId, [...wanted.keys(), ...held.keys()]);
  let changed = false;
  for (const item of stock.values()) {
    const have = held.get(item.id) ?? 0;
    const want = item.onHand === null ? 0 : (wanted.get(item.id) ?? 0);
    const delta = want - have;
    if (delta === 0) continue;
    const available = item.onHand === null ? 0 : item.onHand - item.reserved;
    const refuse = () =>
      new AppError(
        'conflict',
        why.shortfall === 'confirm'
          ? STOCK_STAFF_MESSAGES.notEnoughToConfirm(item.name, available + have, want)
          : STOCK_STAFF_MESSAGES.notEnoughToEdit(item.name, available, delta),
      );
    if (delta > 0 && available < delta) throw refuse();
    const [after] = await tx
      .update(products)
      .set({ stockReserved: sql`${products.stockReserved} + ${delta}` })
      .where(
        and(
          eq(products.tenantId, tenantId),
          eq(products.id, item.id),
          sql`${products.stockReserved} + ${delta} >= 0`,
          delta > 0 ? sql`${products.stockQuantity} - ${products.stockReserved} >= ${delta}` : sql`true`,
        ),
      )
      .returning({ reserved: products.stockReserved });
    if (!after) throw refuse();
    if (want === 0) {
      await tx
        .delete(stockReservations)
        .where(
          and(
            eq(stockReservations.tenantId, tenantId),
            eq(stockReservations.orderId, order.id),
            eq(stockReservations.productId, item.id),
          ),
        );
    } else {
      await tx
        .insert(stockReservations)
        .values({ tenantId, orderId: order.id, productId: item.id, quantity: want })
        .onConflictDoUpdate({
          target: [stockReservations.tenantId, stockReservations.orderId, stockReservations.productId],
          set: { quantity: want },
        });
    }
    await recordMovement(tx, tenantId, by, {
      productId: item.id,
      kind: delta > 0 ? 'reserve' : 'release',
      reason: why.reason,
      order,
      onHand: [item.onHand, item.onHand],
      reserved: [item.reserved, after.reserved],
    });
    changed = true;
  }
  return changed;
}

/**
 * Dispatch: what the enquiry reserved leaves the shop (on hand and reserved both go down), once per
 * enquiry — a second call finds nothing reserved and does nothing. Called on the first dispatch status
 * and by the dispatch service. Returns true when some count changed.
 */
export async function takeOutReserved(
  tx: Db,
  tenantId: string,
  orderId: string,
  by: StockActor,
  reason?: string,
): Promise<boolean> {
  const held = await currentReservation(tx, tenantId, orderId);
  if (held.size === 0) return false;
  const order = await orderRef(tx, tenantId, orderId);
  if (!order) return false;
  const stock = await lockStock(tx, tenantId, [...held.keys()]);
  for (const item of stock.values()) {
    const quantity = held.get(item.id) ?? 0;
    const onHandAfter = item.onHand === null ? null : item.onHand - quantity;
    await tx
      .update(products)
      .set({
        stockQuantity: onHandAfter,
        stockReserved: sql`${products.stockReserved} - ${quantity}`,
      })
      .where(and(eq(products.tenantId, tenantId), eq(products.id, item.id)));
    await recordMovement(tx, tenantId, by, {
      productId: item.id,
      kind: 'take_out',
      reason: reason ?? `${order.number} dispatched`,
      order,
      onHand: [item.onHand, onHandAfter],
      reserved: [item.reserved, item.reserved - quantity],
    });
  }
  await tx
    .delete(stockReservations)
    .where(and(eq(stockReservations.tenantId, tenantId), eq(stockReservations.orderId, orderId)));
  return true;
}

/**
 * The stock side of an enquiry's status change, inside its transaction (one call from the status
 * service and from the shopper's cancel): confirmed or processing reserve the lines, cancelled releases
 * them, the first dispatch status takes them out. Returns true when a count changed.
 */
export async function applyStockForStatus(
  tx: Db,
  tenantId: string,
  orderId: string,
  to: OrderStatus,
  by: StockActor,
): Promise<boolean> {
  const order = await orderRef(tx, tenantId, orderId);
  if (!order) return false;
  const reason = `${order.number} ${STATUS_LABELS[to] ?? to}`;
  if (HOLDING.includes(to)) {
    const wanted = await orderLines(tx, tenantId, orderId);
    return syncReservation(tx, tenantId, order, wanted, by, { reason, shortfall: 'confirm' });
  }
  if (to === 'cancelled') {
    return syncReservation(tx, tenantId, order, new Map(), by, { reason, shortfall: 'edit' });
  }
  if (DISPATCHED.includes(to)) return takeOutReserved(tx, tenantId, orderId, by, reason);
  return false;
}

/**
 * After staff edit an enquiry's lines: one that holds stock (confirmed, or on hold from confirmed)
 * re-reserves the difference; a pending one holds nothing yet. Returns true when a count changed.
 */
export async function reReserveAfterEdit(
  tx: Db,
  tenantId: string,
  orderId: string,
  by: StockActor,
): Promise<boolean> {
  const order = await orderRef(tx, tenantId, orderId);
  if (!order) return false;
  const status = (order.status === 'on_hold' ? order.beforeHold : order.status) as OrderStatus | null;
  if (!status || !HOLDING.includes(status)) return false;
  const wanted = await orderLines(tx, tenantId, orderId);
  return syncReservation(tx, tenantId, order, wanted, by, {
    reason: `${order.number} edited`,
    shortfall: 'edit',
  });
}
