import { foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { createdAt, id, tenantId } from './columns.ts';
import { orders } from './orders.ts';

/**
 * What each confirmed enquiry holds of each counted product (decision 143): confirming writes it,
 * cancelling or editing changes it, dispatch takes it out of on-hand and deletes it. The products
 * row's stock_reserved is the sum of these for that product.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    tenantId: tenantId(),
    orderId: text('order_id').notNull(),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orderId, t.productId] }),
    index('stock_reservations_product_idx').on(t.tenantId, t.productId),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The stock ledger: one row per change of a product's on-hand or reserved count, never updated.
 * Summing (on_hand_after − on_hand_before) over a product's rows gives its on-hand count.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    tenantId: tenantId(),
    id: id(),
    productId: text('product_id').notNull(),
    /** reserve, release, take_out, adjust, import, count (counting started or stopped). */
    kind: text('kind').notNull(),
    reason: text('reason'),
    orderId: text('order_id'),
    orderNumber: text('order_number'),
    onHandBefore: integer('on_hand_before'),
    onHandAfter: integer('on_hand_after'),
    reservedBefore: integer('reserved_before').notNull(),
    reservedAfter: integer('reserved_after').notNull(),
    byName: text('by_name'),
    byEmail: text('by_email'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('stock_movements_product_idx').on(t.tenantId, t.productId, t.createdAt),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
  ],
);
