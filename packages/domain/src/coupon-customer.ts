// Coupon rules that depend on who is using it (the schema's firstTimeOnly and perCustomerLimit),
// next to coupon.ts's rules that depend on the cart. The server checks them with its own data.
import type { CouponCheck } from './coupon.ts';

export const COUPON_CUSTOMER_MESSAGES = {
  firstOrderOnly: 'This coupon is only for your first enquiry',
  alreadyUsed: 'You have already used this coupon',
} as const;

export type CouponCustomerRule = { firstTimeOnly?: boolean | null; perCustomerLimit?: number | null };
export type CouponCustomerContext = {
  /** True when the customer has no earlier (non-cancelled) enquiry. */
  isFirstTimeCustomer: boolean;
  /** How many times this customer has already redeemed the coupon. */
  timesUsedByCustomer: number;
};

export function checkCouponForCustomer(coupon: CouponCustomerRule, ctx: CouponCustomerContext): CouponCheck {
  if (coupon.firstTimeOnly && !ctx.isFirstTimeCustomer) {
    return { ok: false, message: COUPON_CUSTOMER_MESSAGES.firstOrderOnly };
  }
  if (
    coupon.perCustomerLimit != null &&
    coupon.perCustomerLimit > 0 &&
    ctx.timesUsedByCustomer >= coupon.perCustomerLimit
  ) {
    return { ok: false, message: COUPON_CUSTOMER_MESSAGES.alreadyUsed };
  }
  return { ok: true };
}
