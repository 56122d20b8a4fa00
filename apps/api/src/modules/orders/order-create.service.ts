import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@pataka/domain/messages';
import { toPaise } from '@pataka/domain/money';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import { pincodeServiceability } from '@pataka/domain/pincode';
import { checkServiceArea } from '@pataka/domain/pricing';
import { abandonedCarts, customers } from '../../db/schema/customers.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { takeCouponUse } from '../coupons/coupon.queries.ts';
import { pincodeDirectory } from '../pincodes/pincode-directory.ts';
import { enquiryTotals } from './enquiry-totals.ts';
import { claimIdempotencyKey, requestHash } from './idempotency.ts';
import type { OrderDto } from './order.dto.ts';
import { couponForEnquiry, type EnquiryCustomer } from './order-coupon.ts';
import type { CreateOrderBody } from './order-input.schemas.ts';
import { assertStockAvailable } from '../stock/stock-availability.ts';
import { mergeLines, priceLines } from './order-lines.ts';
import { nextOrderNumber } from './order-number.ts';
import { writeEnquiry } from './order-write.ts';
import { findPickupSnapshot, loadShopOrderSettings } from './shop-settings.queries.ts';

export type CreateEnquiryResult =
  { replayed: false; order: OrderDto; couponExhausted: boolean } | { replayed: true; orderId: string };

/**
 * Counts the enquiry on the customer (totalOrders; totalSpent grows only when an enquiry is delivered or
 * completed) and returns who they are. No row: the session outlived its customer.
 */
async function countEnquiryOnCustomer(
  tx: Db,
  tenantId: string,
  customerId: string,
): Promise<EnquiryCustomer> {
  const [customer] = await tx
    .update(customers)
    .set({ totalOrders: sql`${customers.totalOrders} + 1`, updatedAt: new Date() })
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)))
    .returning({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
      tier: customers.tier,
    });
  if (!customer) throw new AppError('unauthenticated', MESSAGES.userNotAuthenticated);
  return customer;
}

/**
 * Creates an enquiry in ONE transaction: products, prices, coupon use, totals, number, lines, history and
 * the idempotency record commit together or not at all. Nothing slow (network, files) happens inside.
 * Row locks are always taken in the same order (customer, coupon, counter), so concurrent enquiries wait
 * briefly but never deadlock.
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
  const orderId = randomUUID();

  return db.transaction(async (tx): Promise<CreateEnquiryResult> => {
    if (idempotencyKey) {
      const claim = await claimIdempotencyKey(
        tx,
        { tenantId, customerId, key: idempotencyKey },
        requestHash(body),
        orderId,
      );
      if (claim.kind === 'replay') return { replayed: true, orderId: claim.orderId };
    }
    const customer = await countEnquiryOnCustomer(tx, tenantId, customerId);
    const priced = await priceLines(tx, tenantId, lines);
    await assertStockAvailable(tx, tenantId, priced);
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
      // The state typed may not be where the pincode is: judge the place India Post files it under too,
      // as the address form did (a Kerala pincode under "Tamil Nadu" is still Kerala to the courier).
      const place = pincodeDirectory().find(address.zipCode);
      const real = place ? pincodeServiceability(settings.shipping, place) : null;
      if (real && !real.delivers) throw new AppError('invalid', real.reason);
    }

    const applied = body.couponCode
      ? await couponForEnquiry(tx, tenantId, customer, body.couponCode, priced)
      : null;
    const totals = enquiryTotals(
      priced,
      applied?.discount ?? 0,
      settings.shipping,
      pickup?.state ?? address?.state ?? null,
    );

    const use = applied ? await takeCouponUse(tx, tenantId, applied.coupon.id) : null;
    if (applied && !use) throw new AppError('invalid', MESSAGES.couponUsageLimitReached);
    const orderNumber = await nextOrderNumber(tx, tenantId);
    const order = await writeEnquiry(
      tx,
      tenantId,
      orderId,
      {
        orderNumber,
        customerId,
        paymentMethod: body.paymentMethod,
        subtotalPaise: toPaise(totals.subtotal),
        packingPaise: toPaise(totals.packing),
        discountPaise: toPaise(totals.discount),
        totalPaise: toPaise(totals.total),
        couponCode: applied?.coupon.code ?? null,
        couponId: applied?.coupon.id ?? null,
        contactName: body.contactName ?? address?.name ?? body.billingAddress?.name ?? customer.name,
        contactPhone: body.contactPhone ?? address?.phone ?? body.billingAddress?.phone ?? customer.phone,
        shippingAddress: address,
        billingAddress: body.billingAddress ?? null,
        pickupLocation: pickup,
        pickupInstructions: body.pickupInstructions ?? null,
        customerNotes: body.customerNotes ?? null,
        source: body.source,
      },
      priced,
      customer,
      applied ? { couponId: applied.coupon.id } : null,
      { paymentTiming: settings.paymentTiming },
    );
    // The cart became this enquiry: it is no longer an abandoned cart for the shop to chase.
    await tx
      .delete(abandonedCarts)
      .where(and(eq(abandonedCarts.tenantId, tenantId), eq(abandonedCarts.customerId, customerId)));
    const couponExhausted = !!use && use.usageLimit != null && use.usageCount >= use.usageLimit;
    return { replayed: false, order, couponExhausted };
  });
}
