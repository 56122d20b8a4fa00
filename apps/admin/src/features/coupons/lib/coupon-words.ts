// A coupon's terms in the words staff would say to a shopper at the counter.
import { formatINR } from '@pataka/domain/money';
import type { AdminCoupon } from '../api/coupons.ts';

type Terms = Pick<AdminCoupon, 'discountType' | 'discountValue' | 'maximumDiscount'>;

/** "10% off, up to ₹500" / "₹200 off". */
export function couponValueWords(c: Terms): string {
  if (c.discountType === 'percentage') {
    const pct = `${Number(c.discountValue.toFixed(2))}% off`;
    return c.maximumDiscount ? `${pct}, up to ${formatINR(c.maximumDiscount)}` : pct;
  }
  return `${formatINR(c.discountValue)} off`;
}

/** "On orders from ₹2,000" or "Any order". */
export function minimumWords(minimum: number | null | undefined): string {
  return minimum ? `On orders from ${formatINR(minimum)}` : 'Any order';
}

/** "12 of 100 used" / "12 used". */
export function usageWords(c: Pick<AdminCoupon, 'usageCount' | 'usageLimit'>): string {
  const used = c.usageCount ?? 0;
  return c.usageLimit ? `${used} of ${c.usageLimit} used` : `${used} used`;
}
