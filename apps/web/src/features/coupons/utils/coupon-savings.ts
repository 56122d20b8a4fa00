// Display maths for the coupon widgets (domain coupon.ts). Only for showing: the server's validation
// decides what a coupon is really worth.
import type { Coupon } from '@pataka/domain/api-types';
import { calculateCouponDiscount, effectiveDiscountType, meetsMinimum } from '@pataka/domain/coupon';

/** What `coupon` would take off `orderTotal`, in rupees; 0 when its minimum is not met. */
export function couponSaving(coupon: Coupon, orderTotal: number): number {
  return calculateCouponDiscount({
    orderAmount: orderTotal,
    discountType: effectiveDiscountType(coupon),
    discountValue: coupon.discountValue,
    minimumOrderAmount: coupon.minimumOrderAmount,
    maximumDiscount: coupon.maximumDiscount,
  });
}

export const isCouponApplicable = (coupon: Coupon, orderTotal: number) =>
  meetsMinimum(orderTotal, coupon.minimumOrderAmount);

/**
 * The nudge's "potential savings as a percentage": the best coupon's saving as a whole percent of the
 * order, rounded down so the promise is never bigger than the truth.
 */
export function bestSavingsPercent(coupons: readonly Coupon[], orderTotal: number): number {
  if (orderTotal <= 0) return 0;
  const best = Math.max(0, ...coupons.map((c) => couponSaving(c, orderTotal)));
  return Math.floor((best / orderTotal) * 100);
}
