import { describe, expect, it } from 'vitest';
import {
  calculateCouponDiscount,
  checkCouponApplicability,
  couponBadge,
  type CouponRule,
  displaySavings,
  effectiveDiscountType,
  isCouponUsable,
  looksLikePercentOfOrder,
} from './coupon.ts';

const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: 'DIWALI',
  discountType: 'percentage',
  discountValue: 10,
  isActive: true,
  ...over,
});
const now = new Date('2025-10-15T12:00:00Z');

describe('effectiveDiscountType', () => {
  it('trusts an explicit type, even on a code ending in digits', () => {
    expect(effectiveDiscountType(coupon({ code: 'SAVE50', discountType: 'fixed', discountValue: 50 }))).toBe(
      'fixed',
    );
    expect(
      effectiveDiscountType(coupon({ code: 'FLAT', discountType: 'percentage', discountValue: 500 })),
    ).toBe('percentage');
  });

  it('guesses only when the type is missing: digits at the end and value ≤ 100 → percentage', () => {
    expect(effectiveDiscountType(coupon({ code: 'SAVE20', discountType: null, discountValue: 20 }))).toBe(
      'percentage',
    );
    expect(effectiveDiscountType(coupon({ code: 'SAVE100', discountType: null, discountValue: 100 }))).toBe(
      'percentage',
    );
    expect(effectiveDiscountType(coupon({ code: 'SAVE101', discountType: null, discountValue: 101 }))).toBe(
      'fixed',
    );
    expect(effectiveDiscountType(coupon({ code: 'FLATOFF', discountType: null, discountValue: 50 }))).toBe(
      'fixed',
    );
  });
});

describe('calculateCouponDiscount', () => {
  it('takes a percentage of the total', () => {
    expect(
      calculateCouponDiscount({ orderAmount: 5000, discountType: 'percentage', discountValue: 10 }),
    ).toBe(500);
  });

  it('caps a percentage at maximumDiscount', () => {
    expect(
      calculateCouponDiscount({
        orderAmount: 10000,
        discountType: 'percentage',
        discountValue: 20,
        maximumDiscount: 1500,
      }),
    ).toBe(1500);
    expect(
      calculateCouponDiscount({
        orderAmount: 5000,
        discountType: 'percentage',
        discountValue: 20,
        maximumDiscount: 1500,
      }),
    ).toBe(1000);
  });

  it('treats a maximumDiscount of 0 as no cap', () => {
    expect(
      calculateCouponDiscount({
        orderAmount: 1000,
        discountType: 'percentage',
        discountValue: 10,
        maximumDiscount: 0,
      }),
    ).toBe(100);
  });

  it('caps a fixed amount at the total', () => {
    expect(calculateCouponDiscount({ orderAmount: 300, discountType: 'fixed', discountValue: 500 })).toBe(
      300,
    );
    expect(calculateCouponDiscount({ orderAmount: 3000, discountType: 'fixed', discountValue: 500 })).toBe(
      500,
    );
  });

  it('does not apply maximumDiscount to a fixed amount', () => {
    expect(
      calculateCouponDiscount({
        orderAmount: 3000,
        discountType: 'fixed',
        discountValue: 500,
        maximumDiscount: 100,
      }),
    ).toBe(500);
  });

  it('is 0 below the minimum and applies at exactly the minimum', () => {
    const rule = { discountType: 'percentage' as const, discountValue: 10, minimumOrderAmount: 2000 };
    expect(calculateCouponDiscount({ ...rule, orderAmount: 1999.99 })).toBe(0);
    expect(calculateCouponDiscount({ ...rule, orderAmount: 2000 })).toBe(200);
  });

  it('rounds to the paisa without float drift', () => {
    expect(
      calculateCouponDiscount({ orderAmount: 333.33, discountType: 'percentage', discountValue: 15 }),
    ).toBe(50);
    expect(
      calculateCouponDiscount({ orderAmount: 0.1 + 0.2, discountType: 'percentage', discountValue: 50 }),
    ).toBe(0.15);
    expect(
      calculateCouponDiscount({ orderAmount: 1999.99, discountType: 'percentage', discountValue: 12.5 }),
    ).toBe(250);
  });

  it('never exceeds the total or goes negative', () => {
    expect(
      calculateCouponDiscount({ orderAmount: 1000, discountType: 'percentage', discountValue: 150 }),
    ).toBe(1000);
    expect(calculateCouponDiscount({ orderAmount: 1000, discountType: 'fixed', discountValue: -50 })).toBe(0);
    expect(calculateCouponDiscount({ orderAmount: 0, discountType: 'fixed', discountValue: 50 })).toBe(0);
  });
});

describe('isCouponUsable', () => {
  it('needs the coupon active', () => {
    expect(isCouponUsable(coupon(), now)).toBe(true);
    expect(isCouponUsable(coupon({ isActive: false }), now)).toBe(false);
  });

  it('needs now inside validFrom/validTo, both ends included', () => {
    expect(isCouponUsable(coupon({ validFrom: '2025-10-15T12:00:00Z' }), now)).toBe(true);
    expect(isCouponUsable(coupon({ validFrom: '2025-10-15T12:00:01Z' }), now)).toBe(false);
    expect(isCouponUsable(coupon({ validTo: new Date('2025-10-15T12:00:00Z') }), now)).toBe(true);
    expect(isCouponUsable(coupon({ validTo: '2025-10-15T11:59:59Z' }), now)).toBe(false);
  });

  it('reads a calendar-day validTo as the whole day in India', () => {
    const rule = coupon({ validTo: '2025-10-31' });
    expect(isCouponUsable(rule, new Date('2025-10-31T18:29:59Z'))).toBe(true); // 23:59:59 IST
    expect(isCouponUsable(rule, new Date('2025-10-31T18:30:00Z'))).toBe(false); // 00:00 IST next day
    expect(isCouponUsable(coupon({ validFrom: '2025-10-16' }), new Date('2025-10-15T18:30:00Z'))).toBe(true);
  });
});

describe('checkCouponApplicability', () => {
  const ctx = { orderAmount: 5000, now };

  it('accepts a plain active coupon', () => {
    expect(checkCouponApplicability(coupon(), ctx)).toEqual({ ok: true });
  });

  it('refuses below the minimum with the §5 text, accepts at exactly the minimum', () => {
    expect(checkCouponApplicability(coupon({ minimumOrderAmount: 5000.01 }), ctx)).toEqual({
      ok: false,
      message: 'Minimum order amount of ₹5,000.01 required',
    });
    expect(checkCouponApplicability(coupon({ minimumOrderAmount: 10000 }), ctx)).toEqual({
      ok: false,
      message: 'Minimum order amount of ₹10,000 required',
    });
    expect(checkCouponApplicability(coupon({ minimumOrderAmount: 5000 }), ctx)).toEqual({ ok: true });
  });

  it('refuses inactive, not-yet-valid and expired coupons', () => {
    expect(checkCouponApplicability(coupon({ isActive: false }), ctx)).toEqual({
      ok: false,
      message: 'This coupon is no longer active',
    });
    expect(checkCouponApplicability(coupon({ validFrom: '2025-11-01T00:00:00Z' }), ctx)).toEqual({
      ok: false,
      message: 'This coupon is not valid yet',
    });
    expect(checkCouponApplicability(coupon({ validTo: '2025-10-01T00:00:00Z' }), ctx)).toEqual({
      ok: false,
      message: 'This coupon has expired',
    });
  });

  it('refuses once the usage limit is reached', () => {
    expect(checkCouponApplicability(coupon({ usageLimit: 100, usageCount: 99 }), ctx)).toEqual({ ok: true });
    expect(checkCouponApplicability(coupon({ usageLimit: 100, usageCount: 100 }), ctx)).toEqual({
      ok: false,
      message: 'This coupon has reached its usage limit',
    });
  });

  it('needs one cart product or category from a restricted list', () => {
    const byProduct = coupon({ applicableProducts: ['p1', 'p2'] });
    expect(checkCouponApplicability(byProduct, { ...ctx, productIds: ['p9', 'p2'] })).toEqual({ ok: true });
    expect(checkCouponApplicability(byProduct, { ...ctx, productIds: ['p9'] })).toEqual({
      ok: false,
      message: 'This coupon is not valid for the products in your cart',
    });
    expect(checkCouponApplicability(byProduct, ctx)).toMatchObject({ ok: false });

    const byCategory = coupon({ applicableCategories: ['rockets'] });
    expect(checkCouponApplicability(byCategory, { ...ctx, categoryIds: ['rockets'] })).toEqual({ ok: true });
    expect(checkCouponApplicability(byCategory, { ...ctx, categoryIds: ['sparklers'] })).toEqual({
      ok: false,
      message: 'This coupon is not valid for the categories in your cart',
    });
  });

  it('treats empty restriction lists as no restriction', () => {
    const rule = coupon({ applicableProducts: [], applicableCategories: [], customerTiers: [] });
    expect(checkCouponApplicability(rule, ctx)).toEqual({ ok: true });
  });

  it('checks the customer tier, case-insensitively', () => {
    const rule = coupon({ customerTiers: ['Gold', 'platinum'] });
    expect(checkCouponApplicability(rule, { ...ctx, customerTier: 'gold' })).toEqual({ ok: true });
    expect(checkCouponApplicability(rule, { ...ctx, customerTier: 'regular' })).toEqual({
      ok: false,
      message: 'This coupon is not available for your account',
    });
    expect(checkCouponApplicability(rule, ctx)).toMatchObject({ ok: false });
  });
});

describe('looksLikePercentOfOrder', () => {
  it.each([10, 20, 25, 30, 50])('recognises exactly %i %% of the order', (percent) => {
    expect(looksLikePercentOfOrder((1000 * percent) / 100, 1000)).toBe(true);
  });

  it('compares in paise, so 10 % of ₹999 is ₹99.90', () => {
    expect(looksLikePercentOfOrder(99.9, 999)).toBe(true);
    expect(looksLikePercentOfOrder(99.91, 999)).toBe(false);
  });

  it('ignores other ratios and empty amounts', () => {
    expect(looksLikePercentOfOrder(150, 1000)).toBe(false);
    expect(looksLikePercentOfOrder(400, 1000)).toBe(false);
    expect(looksLikePercentOfOrder(0, 1000)).toBe(false);
    expect(looksLikePercentOfOrder(100, 0)).toBe(false);
  });
});

describe('couponBadge', () => {
  it("shows 'N% OFF' for percentages and a rupee amount for fixed ones", () => {
    expect(couponBadge(coupon({ discountValue: 15 }))).toBe('15% OFF');
    expect(couponBadge(coupon({ discountType: 'fixed', discountValue: 1000 }))).toBe('₹1,000 OFF');
    expect(couponBadge(coupon({ code: 'SAVE20', discountType: null, discountValue: 20 }))).toBe('20% OFF');
    expect(couponBadge(coupon({ code: 'SAVE20', discountType: 'fixed', discountValue: 20 }))).toBe('₹20 OFF');
  });
});

describe('displaySavings', () => {
  it('floors to whole rupees', () => {
    expect(displaySavings(149.99)).toBe(149);
    expect(displaySavings(150)).toBe(150);
    expect(displaySavings(0.1 + 0.2)).toBe(0);
    expect(displaySavings(1.1 * 3)).toBe(3);
  });
});
