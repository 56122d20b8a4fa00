import { MESSAGES } from '@pataka/domain/messages';
import { toRupees } from '@pataka/domain/money';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { countCustomerRedemptions, findCouponByCode, type CouponRow } from '../coupons/coupon.queries.ts';
import { evaluateCoupon, type CouponEvaluation } from '../coupons/coupon-rules.ts';
import type { PricedLine } from './order-lines.ts';
import { hasEarlierEnquiry } from './order.queries.ts';

export type EnquiryCustomer = { id: string; name: string; phone: string; email: string | null; tier: string };

/**
 * Every rule of the coupon against these server-priced lines and this customer. `exceptOrderId` is the
 * enquiry being edited: its own use and its own existence do not count against it (first-enquiry and
 * per-customer rules); `now` is when the window is judged.
 */
export async function evaluateEnquiryCoupon(
  tx: Db,
  tenantId: string,
  customer: EnquiryCustomer,
  coupon: CouponRow | null,
  lines: readonly PricedLine[],
  opts: { now: Date; exceptOrderId?: string },
): Promise<CouponEvaluation> {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.totalPaise, 0);
  return evaluateCoupon(coupon, {
    orderAmount: toRupees(subtotalPaise),
    productIds: lines.map((l) => l.productId),
    categoryIds: lines.flatMap((l) => (l.categoryId ? [l.categoryId] : [])),
    customerTier: customer.tier,
    // The per-customer facts cost a query each: only asked for when the coupon has such a rule.
    isFirstTimeCustomer: coupon?.firstTimeOnly
      ? !(await hasEarlierEnquiry(tx, tenantId, customer.id, opts.exceptOrderId))
      : true,
    timesUsedByCustomer: coupon?.perCustomerLimit
      ? await countCustomerRedemptions(tx, tenantId, coupon.id, customer.id, opts.exceptOrderId)
      : 0,
    now: opts.now,
  });
}

/**
 * The coupon's discount in rupees for these server-priced lines, checked again with every rule (the
 * cart's earlier check proves nothing), or a 400 with the rule's own message. Uses are taken later.
 */
export async function couponForEnquiry(
  tx: Db,
  tenantId: string,
  customer: EnquiryCustomer,
  code: string,
  lines: PricedLine[],
): Promise<{ coupon: CouponRow; discount: number }> {
  const coupon = await findCouponByCode(tx, tenantId, code);
  const evaluation = await evaluateEnquiryCoupon(tx, tenantId, customer, coupon, lines, { now: new Date() });
  if (!evaluation.ok) throw new AppError('invalid', evaluation.message);
  if (!coupon) throw new AppError('invalid', MESSAGES.couponInvalid);
  return { coupon, discount: evaluation.discount };
}
