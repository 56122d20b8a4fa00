import { MESSAGES } from '@pataka/domain/messages';
import { toRupees } from '@pataka/domain/money';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { countCustomerRedemptions, findCouponByCode, type CouponRow } from '../coupons/coupon.queries.ts';
import { evaluateCoupon } from '../coupons/coupon-rules.ts';
import type { PricedLine } from './order-lines.ts';
import { hasEarlierEnquiry } from './order.queries.ts';

export type EnquiryCustomer = { id: string; name: string; phone: string; email: string | null; tier: string };

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
  const subtotalPaise = lines.reduce((sum, l) => sum + l.totalPaise, 0);
  const evaluation = evaluateCoupon(coupon, {
    orderAmount: toRupees(subtotalPaise),
    productIds: lines.map((l) => l.productId),
    categoryIds: lines.flatMap((l) => (l.categoryId ? [l.categoryId] : [])),
    customerTier: customer.tier,
    // The per-customer facts cost a query each: only asked for when the coupon has such a rule.
    isFirstTimeCustomer: coupon?.firstTimeOnly ? !(await hasEarlierEnquiry(tx, tenantId, customer.id)) : true,
    timesUsedByCustomer: coupon?.perCustomerLimit
      ? await countCustomerRedemptions(tx, tenantId, coupon.id, customer.id)
      : 0,
    now: new Date(),
  });
  if (!evaluation.ok) throw new AppError('invalid', evaluation.message);
  if (!coupon) throw new AppError('invalid', MESSAGES.couponInvalid);
  return { coupon, discount: evaluation.discount };
}
