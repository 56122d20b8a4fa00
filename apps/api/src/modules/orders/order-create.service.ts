import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@pataka/domain/messages';
import { toPaise, toRupees } from '@pataka/domain/money';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import { STATUS_DESCRIPTIONS } from '@pataka/domain/order-status';
import { checkServiceArea, computeOrderTotals } from '@pataka/domain/pricing';
import { customers } from '../../db/schema/customers.ts';
import { couponRedemptions, orderItems, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { countCustomerRedemptions, findCouponByCode, takeCouponUse } from '../coupons/coupon.queries.ts';
import { evaluateCoupon } from '../coupons/coupon-rules.ts';
import { claimIdempotencyKey, recordIdempotentOrder, requestHash } from './idempotency.ts';
import type { CreateOrderBody } from './order-input.schemas.ts';
import { mergeLines, priceLines, type PricedLine } from './order-lines.ts';
import { nextOrderNumber } from './order-number.ts';
import { hasEarlierEnquiry } from './order.queries.ts';
import { findPickupSnapshot, loadShopOrderSettings } from './shop-settings.queries.ts';

export type CreateEnquiryResult = {
  orderId: string;
  replayed: boolean;
  /** The coupon has no uses left now: the cached public coupon list must drop it. */
  couponExhausted: boolean;
};

type Customer = { id: string; name: string; phone: string; email: string | null; tier: string };

async function findCustomer(tx: Db, tenantId: string, customerId: string): Promise<Customer> {
  const [customer] = await tx
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
      tier: customers.tier,
    })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  // The session outlived its customer (deleted between the token check and now).
  if (!customer) throw new AppError('unauthenticated', MESSAGES.userNotAuthenticated);
  return customer;
}

/** The coupon's discount in rupees for these lines, or a 400 with the rule's own message. */
async function couponDiscount(
  tx: Db,
  tenantId: string,
  customer: Customer,
  code: string,
  lines: PricedLine[],
  subtotalPaise: number,
) {
  const coupon = await findCouponByCode(tx, tenantId, code);
  const evaluation = evaluateCoupon(coupon, {
    orderAmount: toRupees(subtotalPaise),
    productIds: lines.map((l) => l.productId),
    categoryIds: lines.flatMap((l) => (l.categoryId ? [l.categoryId] : [])),
    customerTier: customer.tier,
    isFirstTimeCustomer: coupon?.firstTimeOnly ? !(await hasEarlierEnquiry(tx, tenantId, customer.id)) : true,
    timesUsedByCustomer: coupon?.perCustomerLimit
      ? await countCustomerRedemptions(tx, tenantId, coupon.id, customer.id)
      : 0,
    now: new Date(),
  });
  if (!evaluation.ok || !coupon)
    throw new AppError('invalid', evaluation.ok ? MESSAGES.couponInvalid : evaluation.message);
  return { coupon, discount: evaluation.discount };
}

/**
 * Creates an enquiry in ONE transaction: products, prices, coupon use, totals, number, lines, history and
 * the idempotency record commit together or not at all. Nothing slow (network, files) happens inside.
 */
export async function createEnquiry(
  db: Db,
  tenantId: string,
  customerId: string,
  body: CreateOrderBody,
  idempotencyKey: string | undefined,
): Promise<CreateEnquiryResult> {
  if (!body.shippingAddress && !body.pickupLocation)
    throw new AppError('invalid', ORDER_MESSAGES.deliveryRequired);
  const lines = mergeLines(body.items);
  const keyScope = idempotencyKey ? { tenantId, customerId, key: idempotencyKey } : null;

  return db.transaction(async (tx) => {
    if (keyScope) {
      const claim = await claimIdempotencyKey(tx, keyScope, requestHash(body));
      if (claim.kind === 'replay') return { orderId: claim.orderId, replayed: true, couponExhausted: false };
    }
    const customer = await findCustomer(tx, tenantId, customerId);
    const priced = await priceLines(tx, tenantId, lines);
    const settings = await loadShopOrderSettings(tx, tenantId);

    const pickup = body.pickupLocation ? await findPickupSnapshot(tx, tenantId, body.pickupLocation) : null;
    if (body.pickupLocation && !pickup) throw new AppError('invalid', ORDER_MESSAGES.pickupLocationNotFound);
    const address = body.shippingAddress ?? null;
    if (!pickup && address) {
      const area = checkServiceArea(settings.shipping, address);
      if (!area.served) {
        throw new AppError(
          'invalid',
          area.reason === 'state' ? MESSAGES.stateNotServed : MESSAGES.pincodeNotServed,
        );
      }
    }

    const subtotalPaise = priced.reduce((sum, l) => sum + l.totalPaise, 0);
    const applied = body.couponCode
      ? await couponDiscount(tx, tenantId, customer, body.couponCode, priced, subtotalPaise)
      : null;
    const totals = computeOrderTotals({
      items: priced.map((l) => ({ price: toRupees(l.unitPricePaise), quantity: l.quantity })),
      discount: applied?.discount ?? 0,
      settings: settings.shipping,
      state: pickup?.state ?? address?.state ?? null,
    });
    if (!totals.meetsMinimum) {
      throw new AppError('invalid', ORDER_MESSAGES.minimumNotMet(totals.minimumOrder, totals.shortBy));
    }

    // Row locks are taken last and always in the same order (coupon, counter, customer): short waits, no deadlocks.
    const use = applied ? await takeCouponUse(tx, tenantId, applied.coupon.id) : null;
    if (applied && !use) throw new AppError('invalid', MESSAGES.couponUsageLimitReached);
    const orderNumber = await nextOrderNumber(tx, tenantId);
    const orderId = randomUUID();
    const contact = {
      name: address?.name ?? body.billingAddress?.name ?? customer.name,
      phone: address?.phone ?? body.billingAddress?.phone ?? customer.phone,
    };

    await tx.insert(orders).values({
      tenantId,
      id: orderId,
      orderNumber,
      customerId,
      paymentMethod: body.paymentMethod,
      subtotalPaise: toPaise(totals.subtotal),
      packingPaise: toPaise(totals.packing),
      discountPaise: toPaise(totals.discount),
      totalPaise: toPaise(totals.total),
      couponCode: applied?.coupon.code ?? null,
      couponId: applied?.coupon.id ?? null,
      contactName: contact.name,
      contactPhone: contact.phone,
      shippingAddress: address,
      billingAddress: body.billingAddress ?? null,
      pickupLocation: pickup,
      pickupInstructions: body.pickupInstructions ?? null,
      customerNotes: body.customerNotes ?? null,
      source: body.source,
    });
    await tx.insert(orderItems).values(
      priced.map((l, position) => ({
        tenantId,
        id: randomUUID(),
        orderId,
        productId: l.productId,
        productName: l.productName,
        productImage: l.productImage,
        sku: l.sku,
        unitPricePaise: l.unitPricePaise,
        quantity: l.quantity,
        totalPaise: l.totalPaise,
        position,
      })),
    );
    await tx.insert(orderStatusHistory).values({
      tenantId,
      id: randomUUID(),
      orderId,
      status: 'pending',
      notes: STATUS_DESCRIPTIONS.pending,
      updatedBy: customer.name,
      updatedByEmail: customer.email,
    });
    if (applied) {
      await tx.insert(couponRedemptions).values({
        tenantId,
        id: randomUUID(),
        couponId: applied.coupon.id,
        orderId,
        customerId,
        discountPaise: toPaise(totals.discount),
      });
    }
    // totalOrders counts enquiries placed; totalSpent grows only when one is delivered or completed.
    await tx
      .update(customers)
      .set({ totalOrders: sql`${customers.totalOrders} + 1`, updatedAt: new Date() })
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
    if (keyScope) await recordIdempotentOrder(tx, keyScope, orderId);

    const couponExhausted = !!use && use.usageLimit != null && use.usageCount >= use.usageLimit;
    return { orderId, replayed: false, couponExhausted };
  });
}
