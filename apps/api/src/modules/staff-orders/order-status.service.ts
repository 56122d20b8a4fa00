import { creditCancelledEnquiry } from '../invoices/invoice.service.ts';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@pataka/domain/messages';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import {
  canTransition,
  isOrderStatus,
  STATUS_DESCRIPTIONS,
  STATUS_LABELS,
  type OrderStatus,
} from '@pataka/domain/order-status';
import { customers } from '../../db/schema/customers.ts';
import { orders, paymentProofs } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { releaseCouponUse } from '../coupons/coupon.queries.ts';
import { appendHistory } from '../orders/order-history.ts';
import { applyStockForStatus } from '../stock/stock-reservation.ts';
import { queueShopperMessageForStatus } from '../shopper-messages/queue-shopper-message.ts';
import type { StaffMember } from './staff-member.ts';

export type StatusChange = {
  status: OrderStatus;
  notes?: string | null | undefined;
  attachments?: string[] | undefined;
  trackingNumber?: string | null | undefined;
  carrier?: string | null | undefined;
  estimatedDelivery?: Date | null | undefined;
};

/** Delivered or completed: the money counts towards the customer's totalSpent (once). */
const FULFILLED: readonly OrderStatus[] = ['delivered', 'completed'];

export async function hasVerifiedProof(tx: Db, tenantId: string, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentProofs.id })
    .from(paymentProofs)
    .where(
      and(
        eq(paymentProofs.tenantId, tenantId),
        eq(paymentProofs.orderId, orderId),
        eq(paymentProofs.status, 'verified'),
      ),
    )
    .limit(1);
  return !!row;
}

function refusal(from: OrderStatus, to: OrderStatus, paymentVerified: boolean): AppError {
  const refundWithoutPayment =
    to === 'refunded' && !paymentVerified && canTransition(from, to, { paymentVerified: true });
  return new AppError(
    'conflict',
    refundWithoutPayment
      ? ORDER_MESSAGES.refundNeedsVerifiedPayment
      : ORDER_MESSAGES.transitionNotAllowed(from, to),
  );
}

export type StatusChangeResult = {
  orderNumber: string;
  from: OrderStatus;
  to: OrderStatus;
  couponReleased: boolean;
  /** Stock was reserved, released or taken out (decision 143): the storefront's availability may differ. */
  stockChanged: boolean;
};

/** A staff status change in its own transaction (PATCH /orders/{id}/status). */
export async function changeOrderStatus(
  db: Db,
  tenantId: string,
  orderId: string,
  staff: StaffMember,
  change: StatusChange,
): Promise<StatusChangeResult> {
  return db.transaction((tx) => applyStatusChange(tx, tenantId, orderId, staff, change));
}

/**
 * A staff status change (DESIGN.md transitions) inside the caller's transaction, so another write (a
 * payment verified with "confirm the enquiry") commits with it. The order row is locked for the check
 * and the write; on_hold remembers the status it left, cancelling gives the coupon use back, the
 * customer's totalSpent follows delivered/completed (and a later refund), and the audit log records it.
 */
export async function applyStatusChange(
  tx: Db,
  tenantId: string,
  orderId: string,
  staff: StaffMember,
  change: StatusChange,
): Promise<StatusChangeResult> {
  const [order] = await tx
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      statusBeforeHold: orders.statusBeforeHold,
      customerId: orders.customerId,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .for('update');
  if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
  const from = order.status as OrderStatus;
  const to = change.status;
  const paymentVerified = to === 'refunded' ? await hasVerifiedProof(tx, tenantId, orderId) : false;
  const beforeHold =
    order.statusBeforeHold && isOrderStatus(order.statusBeforeHold) ? order.statusBeforeHold : null;
  if (!isOrderStatus(from) || !canTransition(from, to, { statusBeforeHold: beforeHold, paymentVerified })) {
    throw refusal(from, to, paymentVerified);
  }

  const now = new Date();
  await tx
    .update(orders)
    .set({
      status: to,
      statusBeforeHold: to === 'on_hold' ? from : null,
      updatedAt: now,
      ...(change.notes ? { notes: change.notes } : {}),
      ...(change.trackingNumber !== undefined ? { trackingNumber: change.trackingNumber } : {}),
      ...(change.carrier !== undefined ? { carrier: change.carrier } : {}),
      ...(change.estimatedDelivery !== undefined ? { estimatedDelivery: change.estimatedDelivery } : {}),
    })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  const stockChanged = await applyStockForStatus(tx, tenantId, orderId, to, staff);
  await appendHistory(tx, tenantId, orderId, {
    status: to,
    notes: change.notes || STATUS_DESCRIPTIONS[to] || null,
    by: staff,
    at: now,
    attachments: change.attachments ?? [],
  });

  const spentDelta =
    FULFILLED.includes(to) && !FULFILLED.includes(from)
      ? order.totalPaise
      : to === 'refunded' && FULFILLED.includes(from)
        ? -order.totalPaise
        : 0;
  if (spentDelta !== 0) {
    await tx
      .update(customers)
      .set({
        totalSpentPaise: sql`greatest(${customers.totalSpentPaise} + ${spentDelta}, 0)`,
        updatedAt: now,
      })
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, order.customerId)));
  }
  const couponReleased = to === 'cancelled' ? await releaseCouponUse(tx, tenantId, orderId) : false;
  // An issued invoice is never cancelled: a credit note takes back what it billed (decision 149).
  if (to === 'cancelled') await creditCancelledEnquiry(tx, tenantId, orderId, staff);
  // Confirmed, shipped (with the carrier and tracking number as transport and LR), ready for pickup,
  // cancelled: the shopper is told, by a job after the commit.
  await queueShopperMessageForStatus(tx, tenantId, orderId, to);
  await recordAudit(tx, tenantId, staff, {
    action: 'order.status',
    entityType: 'order',
    entityId: orderId,
    summary: `${order.orderNumber}: ${STATUS_LABELS[from]} → ${STATUS_LABELS[to]}`,
    before: { status: from },
    after: { status: to, notes: change.notes ?? null, couponReleased },
  });
  return { orderNumber: order.orderNumber, from, to, couponReleased, stockChanged };
}
