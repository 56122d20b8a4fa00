import { INVOICE_MESSAGES } from '@pataka/domain/invoice/rules';
import { invoicedNumber } from '../invoices/invoice.service.ts';
import { and, asc, eq } from 'drizzle-orm';
import { MESSAGES } from '@pataka/domain/messages';
import { toPaise, toRupees } from '@pataka/domain/money';
import type { OrderStatus } from '@pataka/domain/order-status';
import type { OrderTotals } from '@pataka/domain/pricing';
import { DESK_MESSAGES } from '@pataka/domain/staff-messages';
import { customers } from '../../db/schema/customers.ts';
import { couponRedemptions, orderItems, orders, paymentProofs } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findCouponById, releaseCouponUse } from '../coupons/coupon.queries.ts';
import { enquiryTotals } from '../orders/enquiry-totals.ts';
import { evaluateEnquiryCoupon } from '../orders/order-coupon.ts';
import { appendHistory } from '../orders/order-history.ts';
import { mergeLines, priceLines, type PricedLine, type RequestedLine } from '../orders/order-lines.ts';
import { orderItemRows } from '../orders/order-write.ts';
import { loadShopOrderSettings } from '../orders/shop-settings.queries.ts';
import { withAmountFlag } from '../payment-proofs/proof-flags.ts';
import { reReserveAfterEdit } from '../stock/stock-reservation.ts';
import type { StaffMember } from './staff-member.ts';

/** Before the goods are packed, the call may still change them. */
const EDITABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'on_hold'];

export type EnquiryEdit = { items: RequestedLine[]; note: string | null };
export type EnquiryEditResult = {
  orderNumber: string;
  oldTotal: number;
  newTotal: number;
  /** The coupon code removed because it no longer applies, or null. */
  couponDropped: string | null;
  /** A confirmed enquiry's reservation moved with its lines (decision 143). */
  stockChanged: boolean;
};

type Snapshot = {
  lines: Array<Pick<PricedLine, 'productId' | 'quantity' | 'unitPricePaise'>>;
  totals: object;
};

/**
 * Staff change an enquiry's lines after the call (decision 040). Everything is recomputed on the server
 * with the functions enquiry creation uses — server prices, the coupon's rules, packing and the minimum
 * order — in one transaction with the order row locked.
 *
 * Prices: every line is priced again from the catalogue as it is now, because the call is where the
 * shop confirms "the final amount" and the console shows today's prices; lines already on the enquiry
 * keep the name, SKU and image the shopper saw (the snapshot), new lines take the product's current ones.
 * A sold-out product may stay at its quantity or less, but cannot be added or increased.
 * The coupon is judged at the time the enquiry was placed (a Diwali coupon that expired since the call
 * still holds), with this enquiry's own use not counted against it; when it no longer applies (say the
 * minimum is no longer met) it is removed and its use given back, and the history says so.
 */
export async function editEnquiryLines(
  db: Db,
  tenantId: string,
  orderId: string,
  staff: StaffMember,
  edit: EnquiryEdit,
): Promise<EnquiryEditResult> {
  const requested = mergeLines(edit.items);
  return db.transaction(async (tx) => {
    const where = and(eq(orders.tenantId, tenantId), eq(orders.id, orderId));
    const [order] = await tx
      .select({
        orderNumber: orders.orderNumber,
        status: orders.status,
        customerId: orders.customerId,
        couponId: orders.couponId,
        couponCode: orders.couponCode,
        subtotalPaise: orders.subtotalPaise,
        discountPaise: orders.discountPaise,
        packingPaise: orders.packingPaise,
        totalPaise: orders.totalPaise,
        shippingAddress: orders.shippingAddress,
        pickupLocation: orders.pickupLocation,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(where)
      .for('update');
    if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
    const status = order.status as OrderStatus;
    if (!EDITABLE.includes(status)) throw new AppError('conflict', DESK_MESSAGES.editNotAllowed(status));
    // What an issued invoice billed is frozen: a correction is a credit note (decision 149).
    const invoiced = await invoicedNumber(tx, tenantId, orderId);
    if (invoiced) throw new AppError('conflict', INVOICE_MESSAGES.editAfterInvoice(invoiced));

    const existing = await tx
      .select({
        productId: orderItems.productId,
        productName: orderItems.productName,
        productImage: orderItems.productImage,
        sku: orderItems.sku,
        unitPricePaise: orderItems.unitPricePaise,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
      .orderBy(asc(orderItems.position));
    const held = new Map<string, number>();
    for (const line of existing) held.set(line.productId, (held.get(line.productId) ?? 0) + line.quantity);
    const snapshot = new Map(existing.map((l) => [l.productId, l]));
    const lines = (await priceLines(tx, tenantId, requested, held)).map((line) => {
      const kept = snapshot.get(line.productId);
      return kept
        ? {
            ...line,
            productName: kept.productName,
            productImage: kept.productImage,
            sku: kept.sku ?? line.sku,
          }
        : line;
    });

    const settings = await loadShopOrderSettings(tx, tenantId);
    let discount = 0;
    let dropped: { code: string; reason: string } | null = null;
    if (order.couponId) {
      const coupon = await findCouponById(tx, tenantId, order.couponId);
      const [customer] = await tx
        .select({
          id: customers.id,
          name: customers.name,
          phone: customers.phone,
          email: customers.email,
          tier: customers.tier,
        })
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), eq(customers.id, order.customerId)));
      const evaluation = customer
        ? await evaluateEnquiryCoupon(tx, tenantId, customer, coupon, lines, {
            now: order.createdAt,
            exceptOrderId: orderId,
          })
        : ({ ok: false, message: MESSAGES.couponInvalid } as const);
      if (evaluation.ok) discount = evaluation.discount;
      else dropped = { code: order.couponCode ?? coupon?.code ?? '', reason: evaluation.message };
    }
    const state = order.pickupLocation?.state ?? order.shippingAddress?.state ?? null;
    const totals = enquiryTotals(lines, discount, settings.shipping, state);
    const totalPaise = toPaise(totals.total);

    if (dropped) await releaseCouponUse(tx, tenantId, orderId);
    else if (order.couponId) {
      await tx
        .update(couponRedemptions)
        .set({ discountPaise: toPaise(totals.discount) })
        .where(and(eq(couponRedemptions.tenantId, tenantId), eq(couponRedemptions.orderId, orderId)));
    }
    await tx
      .delete(orderItems)
      .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)));
    await tx.insert(orderItems).values(orderItemRows(tenantId, orderId, lines));
    const stockChanged = await reReserveAfterEdit(tx, tenantId, orderId, staff);
    const now = new Date();
    await tx
      .update(orders)
      .set({
        subtotalPaise: toPaise(totals.subtotal),
        discountPaise: toPaise(totals.discount),
        packingPaise: toPaise(totals.packing),
        totalPaise,
        ...(dropped ? { couponCode: null, couponId: null } : {}),
        updatedAt: now,
      })
      .where(where);
    await reflagProofAmounts(tx, tenantId, orderId, totalPaise);

    const oldTotal = toRupees(order.totalPaise);
    const notes = [
      DESK_MESSAGES.enquiryUpdated(oldTotal, totals.total),
      dropped && DESK_MESSAGES.couponDropped(dropped.code, dropped.reason),
      edit.note,
    ]
      .filter(Boolean)
      .join('. ');
    await appendHistory(tx, tenantId, orderId, { status, notes, by: staff, at: now });
    const before: Snapshot = {
      lines: existing.map(({ productId, quantity, unitPricePaise }) => ({
        productId,
        quantity,
        unitPricePaise,
      })),
      totals: {
        subtotal: toRupees(order.subtotalPaise),
        discount: toRupees(order.discountPaise),
        packing: toRupees(order.packingPaise),
        total: oldTotal,
        couponCode: order.couponCode,
      },
    };
    const after: Snapshot = {
      lines: lines.map(({ productId, quantity, unitPricePaise }) => ({
        productId,
        quantity,
        unitPricePaise,
      })),
      totals: { ...pickTotals(totals), couponCode: dropped ? null : order.couponCode },
    };
    await recordAudit(tx, tenantId, staff, {
      action: 'order.items',
      entityType: 'order',
      entityId: orderId,
      summary: `${order.orderNumber}: ${notes}`,
      before,
      after,
    });
    return {
      orderNumber: order.orderNumber,
      oldTotal,
      newTotal: totals.total,
      couponDropped: dropped?.code ?? null,
      stockChanged,
    };
  });
}

const pickTotals = (t: OrderTotals) => ({
  subtotal: t.subtotal,
  discount: t.discount,
  packing: t.packing,
  total: t.total,
});

/** The enquiry total changed: each proof's amount_mismatch flag is compared with the new total. */
async function reflagProofAmounts(tx: Db, tenantId: string, orderId: string, totalPaise: number) {
  const proofs = await tx
    .select({ id: paymentProofs.id, flags: paymentProofs.flags, amountPaise: paymentProofs.amountPaise })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.tenantId, tenantId), eq(paymentProofs.orderId, orderId)));
  for (const proof of proofs) {
    const flags = withAmountFlag(proof.flags, proof.amountPaise, totalPaise);
    if (flags.join() === proof.flags.join()) continue;
    await tx
      .update(paymentProofs)
      .set({ flags })
      .where(and(eq(paymentProofs.tenantId, tenantId), eq(paymentProofs.id, proof.id)));
  }
}
