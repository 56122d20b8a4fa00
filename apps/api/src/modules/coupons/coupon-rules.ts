import {
  calculateCouponDiscount,
  checkCouponApplicability,
  couponTiming,
  effectiveDiscountType,
} from '@pataka/domain/coupon';
import { checkCouponForCustomer } from '@pataka/domain/coupon-customer';
import { MESSAGES } from '@pataka/domain/messages';
import type { CouponRow } from './coupon.queries.ts';
import { toCouponRule } from './coupon.dto.ts';

export type CouponEvaluationContext = {
  /** Goods total in rupees the discount is computed on. */
  orderAmount: number;
  productIds: readonly string[];
  categoryIds: readonly string[];
  customerTier: string | null;
  isFirstTimeCustomer: boolean;
  timesUsedByCustomer: number;
  now: Date;
};

export type CouponEvaluation = { ok: true; discount: number } | { ok: false; message: string };

/** Every rule in one place, in the order the shopper can act on them; then the discount in rupees. */
export function evaluateCoupon(row: CouponRow | null, ctx: CouponEvaluationContext): CouponEvaluation {
  if (!row) return { ok: false, message: MESSAGES.couponInvalid };
  const rule = toCouponRule(row);
  const check = checkCouponApplicability(rule, {
    orderAmount: ctx.orderAmount,
    productIds: ctx.productIds,
    categoryIds: ctx.categoryIds,
    customerTier: ctx.customerTier,
    now: ctx.now,
  });
  // Who may use it is decided after the window (an expired coupon says so) but before the cart rules.
  if (couponTiming(rule, ctx.now) === 'active') {
    const customerCheck = checkCouponForCustomer(row, ctx);
    if (!customerCheck.ok) return customerCheck;
  }
  if (!check.ok) return check;
  const discount = calculateCouponDiscount({
    orderAmount: ctx.orderAmount,
    discountType: effectiveDiscountType(rule),
    discountValue: rule.discountValue,
    minimumOrderAmount: rule.minimumOrderAmount,
    maximumDiscount: rule.maximumDiscount,
  });
  return { ok: true, discount };
}
