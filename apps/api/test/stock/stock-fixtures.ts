import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { products } from '../../src/db/schema/catalogue.ts';
import { orders } from '../../src/db/schema/orders.ts';
import { stockMovements, stockReservations } from '../../src/db/schema/stock.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { Catalogue } from '../orders/order-fixtures.ts';
import { call } from '../staff/desk-fixtures.ts';

/** A counted product in the fixtures' category, its stock set by hand through the console's route. */
export async function countedProduct(t: TestApp, shop: Catalogue, staffToken: string, onHand: number) {
  const tag = randomUUID().slice(0, 8);
  const id = `p-gift-${tag}`;
  await t.db.insert(products).values({
    tenantId: 'demo',
    id,
    name: `Gift box ${tag}`,
    slug: `gift-box-${tag}`,
    sku: `SKU-GIFT-${tag}`,
    pricePaise: 120_000,
    categoryId: shop.categoryId,
  });
  const res = await call(t, 'POST', `/admin/products/${id}/stock`, staffToken, {
    mode: 'set',
    onHand,
    reason: 'Opening stock',
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { id, slug: `gift-box-${tag}`, name: `Gift box ${tag}` };
}

export async function stockOf(t: TestApp, productId: string) {
  const [row] = await t.db
    .select({ onHand: products.stockQuantity, reserved: products.stockReserved })
    .from(products)
    .where(and(eq(products.tenantId, 'demo'), eq(products.id, productId)));
  return row!;
}

/** The ledger's sums: what on hand and reserved must be if every move was recorded. */
export async function ledgerSums(t: TestApp, productId: string) {
  const [row] = await t.db
    .select({
      onHand: sql<number>`coalesce(sum(coalesce(${stockMovements.onHandAfter}, 0) - coalesce(${stockMovements.onHandBefore}, 0)), 0)::int`,
      reserved: sql<number>`coalesce(sum(${stockMovements.reservedAfter} - ${stockMovements.reservedBefore}), 0)::int`,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.tenantId, 'demo'), eq(stockMovements.productId, productId)));
  const [held] = await t.db
    .select({ n: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int` })
    .from(stockReservations)
    .where(and(eq(stockReservations.tenantId, 'demo'), eq(stockReservations.productId, productId)));
  return { ...row!, heldByEnquiries: held!.n };
}

export async function movements(t: TestApp, productId: string) {
  return t.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.tenantId, 'demo'), eq(stockMovements.productId, productId)))
    .orderBy(asc(stockMovements.createdAt));
}

export async function statusOf(t: TestApp, orderId: string) {
  const [row] = await t.db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.tenantId, 'demo'), eq(orders.id, orderId)));
  return row!.status;
}

export const setStatus = (t: TestApp, token: string, orderId: string, status: string) =>
  call(t, 'PATCH', `/orders/${orderId}/status`, token, { status });
