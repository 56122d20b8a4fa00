import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { orderItems, orderStatusHistory, orders, paymentProofs } from '../../db/schema/orders.ts';
import { statementCredits } from '../../db/schema/payments.ts';
import type { Db } from '../../db/types.ts';
import { listDispatchRows } from '../dispatch/dispatch.queries.ts';
import { invoiceRefsFor } from '../invoices/invoice.queries.ts';
import { toOrderDto, type OrderDto, type OrderRow } from './order.dto.ts';
import { loadPaymentTiming } from './shop-settings.queries.ts';

export const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  customerId: orders.customerId,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  subtotalPaise: orders.subtotalPaise,
  taxPaise: orders.taxPaise,
  shippingPaise: orders.shippingPaise,
  packingPaise: orders.packingPaise,
  discountPaise: orders.discountPaise,
  totalPaise: orders.totalPaise,
  couponCode: orders.couponCode,
  contactName: orders.contactName,
  contactPhone: orders.contactPhone,
  shippingAddress: orders.shippingAddress,
  billingAddress: orders.billingAddress,
  pickupLocation: orders.pickupLocation,
  pickupInstructions: orders.pickupInstructions,
  customerNotes: orders.customerNotes,
  notes: orders.notes,
  source: orders.source,
  trackingNumber: orders.trackingNumber,
  carrier: orders.carrier,
  estimatedDelivery: orders.estimatedDelivery,
  paymentRequestedAt: orders.paymentRequestedAt,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

/** Who is asking: a customer sees only their own enquiries, staff every enquiry of the tenant. */
export type OrderViewer = { customerId: string } | { staff: true };

const viewerFilter = (viewer: OrderViewer): SQL | undefined =>
  'customerId' in viewer ? eq(orders.customerId, viewer.customerId) : undefined;

export async function findOrderRow(
  db: Db,
  tenantId: string,
  where: { id: string } | { orderNumber: string },
  viewer: OrderViewer,
): Promise<OrderRow | null> {
  const key = 'id' in where ? eq(orders.id, where.id) : eq(orders.orderNumber, where.orderNumber);
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), key, viewerFilter(viewer)));
  return row ?? null;
}

export function listCustomerOrderRows(
  db: Db,
  tenantId: string,
  customerId: string,
  page: { limit: number; offset: number } | null,
): Promise<OrderRow[]> {
  const query = db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countCustomerOrders(db: Db, tenantId: string, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.customerId, customerId)));
  return row?.n ?? 0;
}

export function listHistoryRows(db: Db, tenantId: string, orderIds: string[]) {
  return db
    .select({
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      notes: orderStatusHistory.notes,
      attachments: orderStatusHistory.attachments,
      updatedBy: orderStatusHistory.updatedBy,
      updatedByEmail: orderStatusHistory.updatedByEmail,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.tenantId, tenantId), inArray(orderStatusHistory.orderId, orderIds)))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/**
 * Items, history, proofs and dispatches for a page of orders in four queries, whatever the page size. Staff also
 * get what the bank statement says of each proof (a shopper never sees it).
 */
export async function withOrderDetails(
  db: Db,
  tenantId: string,
  rows: OrderRow[],
  viewer: OrderViewer,
): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      productName: orderItems.productName,
      productImage: orderItems.productImage,
      sku: orderItems.sku,
      unitPricePaise: orderItems.unitPricePaise,
      quantity: orderItems.quantity,
      totalPaise: orderItems.totalPaise,
    })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), inArray(orderItems.orderId, ids)))
    .orderBy(asc(orderItems.position));
  const history = await listHistoryRows(db, tenantId, ids);
  const proofs = await db
    .select({
      id: paymentProofs.id,
      orderId: paymentProofs.orderId,
      url: paymentProofs.url,
      fileName: paymentProofs.fileName,
      fileType: paymentProofs.fileType,
      extractedData: paymentProofs.extractedData,
      flags: paymentProofs.flags,
      status: paymentProofs.status,
      reviewNote: paymentProofs.reviewNote,
      createdAt: paymentProofs.createdAt,
      bankMatch: paymentProofs.bankMatch,
      bankCredit: {
        id: statementCredits.id,
        date: statementCredits.date,
        amountPaise: statementCredits.amountPaise,
        narration: statementCredits.narration,
        utr: statementCredits.utr,
      },
    })
    .from(paymentProofs)
    .leftJoin(
      statementCredits,
      and(
        eq(statementCredits.tenantId, paymentProofs.tenantId),
        eq(statementCredits.id, paymentProofs.bankCreditId),
      ),
    )
    .where(and(eq(paymentProofs.tenantId, tenantId), inArray(paymentProofs.orderId, ids)))
    .orderBy(asc(paymentProofs.createdAt), asc(paymentProofs.id));

  const group = <T extends { orderId: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const entry of list) {
      const bucket = map.get(entry.orderId);
      if (bucket) bucket.push(entry);
      else map.set(entry.orderId, [entry]);
    }
    return map;
  };
  const dispatchRows = await listDispatchRows(db, tenantId, ids);
  const [itemsBy, historyBy, proofsBy] = [group(items), group(history), group(proofs)];
  const dispatchesBy = group(dispatchRows);
  const invoicesBy = await invoiceRefsFor(db, tenantId, ids);
  const shop = { paymentTiming: await loadPaymentTiming(db, tenantId) };
  return rows.map((row) =>
    toOrderDto(
      row,
      {
        items: itemsBy.get(row.id) ?? [],
        history: historyBy.get(row.id) ?? [],
        proofs: proofsBy.get(row.id) ?? [],
        dispatches: dispatchesBy.get(row.id) ?? [],
        invoice: invoicesBy.get(row.id) ?? null,
      },
      shop,
      'staff' in viewer,
    ),
  );
}

export async function loadOrder(
  db: Db,
  tenantId: string,
  where: { id: string } | { orderNumber: string },
  viewer: OrderViewer,
): Promise<OrderDto | null> {
  const row = await findOrderRow(db, tenantId, where, viewer);
  if (!row) return null;
  const [order] = await withOrderDetails(db, tenantId, [row], viewer);
  return order ?? null;
}

/**
 * Whether the customer already placed an enquiry that was not cancelled (first-enquiry coupons); an
 * enquiry being edited does not count against itself (`exceptOrderId`).
 */
export async function hasEarlierEnquiry(
  db: Db,
  tenantId: string,
  customerId: string,
  exceptOrderId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.customerId, customerId),
        ne(orders.status, 'cancelled'),
        exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}
