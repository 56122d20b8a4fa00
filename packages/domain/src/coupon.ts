// Coupon rules (§4, §5, §9; DESIGN.md "Coupons"). Amounts are rupees at the edges, paise inside.
import { defineMessages } from './i18n.ts';
import { formatINR, toPaise, toRupees } from './money.ts';
import { MESSAGES } from './messages.ts';

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** A date bound: a Date, an ISO timestamp, or a calendar day 'YYYY-MM-DD' (read in India time). */
export type CouponDate = Date | string;

export type CouponRule = {
  code: string;
  /** null when the stored coupon has no type: only then do the legacy heuristics apply. */
  discountType: DiscountType | null;
  discountValue: number;
  minimumOrderAmount?: number | null;
  maximumDiscount?: number | null;
  validFrom?: CouponDate | null;
  validTo?: CouponDate | null;
  isActive: boolean;
  usageLimit?: number | null;
  usageCount?: number | null;
  applicableProducts?: readonly string[] | null;
  applicableCategories?: readonly string[] | null;
  customerTiers?: readonly string[] | null;
};

/**
 * The type to compute with. An explicit type is authoritative (DESIGN.md); the spec's §5 heuristic
 * (code ending in digits with value ≤ 100 → percentage) applies only when the type is missing.
 */
export function effectiveDiscountType(
  coupon: Pick<CouponRule, 'code' | 'discountType' | 'discountValue'>,
): DiscountType {
  if (coupon.discountType) return coupon.discountType;
  return /\d$/.test(coupon.code.trim()) && coupon.discountValue <= 100 ? 'percentage' : 'fixed';
}

export type CouponDiscountInput = {
  orderAmount: number;
  discountType: DiscountType;
  discountValue: number;
  minimumOrderAmount?: number | null;
  maximumDiscount?: number | null;
};

/**
 * The discount in rupees, whole paise (§7 local calculator, §9): a percentage of the total capped by
 * maximumDiscount, a fixed amount capped at the total, 0 when the minimum is not met.
 * A maximumDiscount of 0 or less means "no cap" (a cap of nothing would make the coupon pointless).
 */
export function calculateCouponDiscount(input: CouponDiscountInput): number {
  const orderPaise = toPaise(input.orderAmount);
  if (orderPaise <= 0 || !(input.discountValue > 0)) return 0;
  if (!meetsMinimum(input.orderAmount, input.minimumOrderAmount)) return 0;

  let discountPaise =
    input.discountType === 'percentage'
      ? Math.round((orderPaise * Math.min(input.discountValue, 100)) / 100)
      : toPaise(input.discountValue);
  if (input.discountType === 'percentage' && input.maximumDiscount != null && input.maximumDiscount > 0) {
    discountPaise = Math.min(discountPaise, toPaise(input.maximumDiscount));
  }
  return toRupees(Math.min(discountPaise, orderPaise));
}

/** The minimum is met when absent or when the order amount reaches it (equal is enough, §5). */
export function meetsMinimum(orderAmount: number, minimumOrderAmount: number | null | undefined): boolean {
  if (minimumOrderAmount == null || minimumOrderAmount <= 0) return true;
  return toPaise(orderAmount) >= toPaise(minimumOrderAmount);
}

const IST_OFFSET = '+05:30';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day covers the whole day in India: validFrom from 00:00, validTo through 23:59:59.999. */
function toInstant(value: CouponDate, edge: 'start' | 'end'): number {
  if (value instanceof Date) return value.getTime();
  if (DATE_ONLY.test(value)) {
    const time = edge === 'start' ? 'T00:00:00.000' : 'T23:59:59.999';
    return Date.parse(`${value}${time}${IST_OFFSET}`);
  }
  return Date.parse(value);
}

export type CouponTiming = 'active' | 'inactive' | 'not_started' | 'expired';

/** Where a coupon stands at `now`; an unparsable date counts as not restricting. */
export function couponTiming(
  coupon: Pick<CouponRule, 'isActive' | 'validFrom' | 'validTo'>,
  now: Date,
): CouponTiming {
  if (!coupon.isActive) return 'inactive';
  const at = now.getTime();
  if (coupon.validFrom != null && at < toInstant(coupon.validFrom, 'start')) return 'not_started';
  if (coupon.validTo != null && at > toInstant(coupon.validTo, 'end')) return 'expired';
  return 'active';
}

/** Usable only if active and inside the validFrom/validTo window (§4). */
export function isCouponUsable(
  coupon: Pick<CouponRule, 'isActive' | 'validFrom' | 'validTo'>,
  now: Date,
): boolean {
  return couponTiming(coupon, now) === 'active';
}

export type CouponContext = {
  orderAmount: number;
  productIds?: readonly string[];
  categoryIds?: readonly string[];
  customerTier?: string | null;
  now: Date;
};

export type CouponCheck = { ok: true } | { ok: false; message: string };

/** Read on each call, not at import: the texts follow the page's language (decision 130). */
function timingMessage(timing: Exclude<CouponTiming, 'active'>): string {
  if (timing === 'inactive') return MESSAGES.couponInactive;
  if (timing === 'not_started') return MESSAGES.couponNotYetValid;
  return MESSAGES.couponExpired;
}

const restricts = (list: readonly string[] | null | undefined): list is readonly string[] =>
  !!list && list.length > 0;
const overlaps = (allowed: readonly string[], given: readonly string[] | undefined) =>
  !!given && given.some((id) => allowed.includes(id));

/**
 * Whether the coupon may be used for this order, and if not, the message to show. Product and category
 * lists are satisfied by any one matching item in the cart; the minimum is checked last because it is
 * the one the shopper can fix by adding to the cart.
 */
export function checkCouponApplicability(coupon: CouponRule, ctx: CouponContext): CouponCheck {
  const timing = couponTiming(coupon, ctx.now);
  if (timing !== 'active') return { ok: false, message: timingMessage(timing) };
  if (coupon.usageLimit != null && coupon.usageLimit > 0 && (coupon.usageCount ?? 0) >= coupon.usageLimit) {
    return { ok: false, message: MESSAGES.couponUsageLimitReached };
  }
  if (restricts(coupon.customerTiers)) {
    const tier = ctx.customerTier?.trim().toLowerCase();
    if (!tier || !coupon.customerTiers.some((t) => t.trim().toLowerCase() === tier)) {
      return { ok: false, message: MESSAGES.couponNotForTier };
    }
  }
  if (restricts(coupon.applicableProducts) && !overlaps(coupon.applicableProducts, ctx.productIds)) {
    return { ok: false, message: MESSAGES.couponNotForProducts };
  }
  if (restricts(coupon.applicableCategories) && !overlaps(coupon.applicableCategories, ctx.categoryIds)) {
    return { ok: false, message: MESSAGES.couponNotForCategories };
  }
  if (!meetsMinimum(ctx.orderAmount, coupon.minimumOrderAmount)) {
    return { ok: false, message: MESSAGES.couponMinimum(coupon.minimumOrderAmount ?? 0) };
  }
  return { ok: true };
}

/** The percentages the §9 legacy heuristic recognises. */
export const LEGACY_PERCENT_STEPS = [10, 20, 25, 30, 50] as const;

/**
 * §9: a reported discount equal to exactly 10, 20, 25, 30 or 50 % of the order "is a percentage".
 * Use it only for a coupon whose type is missing; an explicit type is never reinterpreted (DESIGN.md).
 * Compared in whole paise, so 10 % of ₹999 is ₹99.90 exactly.
 */
export function looksLikePercentOfOrder(amount: number, orderAmount: number): boolean {
  const orderPaise = toPaise(orderAmount);
  const amountPaise = toPaise(amount);
  if (orderPaise <= 0 || amountPaise <= 0) return false;
  return LEGACY_PERCENT_STEPS.some((percent) => amountPaise * 100 === orderPaise * percent);
}

/** Coupon texts the storefront shows (a catalogue, decision 130). */
export const COUPON_TEXT = defineMessages('coupon', {
  percentOff: (percent: number) => `${percent}% OFF`,
  /** The amount already written in rupees ('₹1,000'). */
  amountOff: (amount: string) => `${amount} OFF`,
});

/** The coupon list badge: 'N% OFF' or '₹N OFF' (§4). */
export function couponBadge(coupon: Pick<CouponRule, 'code' | 'discountType' | 'discountValue'>): string {
  return effectiveDiscountType(coupon) === 'percentage'
    ? COUPON_TEXT.percentOff(coupon.discountValue)
    : COUPON_TEXT.amountOff(formatINR(coupon.discountValue));
}

/** Savings are shown as the floor of the discount amount (§4), in whole rupees. */
export function displaySavings(discount: number): number {
  return Math.floor(toPaise(discount) / 100);
}
