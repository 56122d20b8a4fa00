import { describe, expect, it } from 'vitest';
import { checkCouponForCustomer } from './coupon-customer.ts';

describe('checkCouponForCustomer', () => {
  it('allows an unrestricted coupon to anyone', () => {
    expect(checkCouponForCustomer({}, { isFirstTimeCustomer: false, timesUsedByCustomer: 5 })).toEqual({
      ok: true,
    });
  });

  it('keeps a first-enquiry coupon for customers without an earlier enquiry', () => {
    const coupon = { firstTimeOnly: true };
    expect(checkCouponForCustomer(coupon, { isFirstTimeCustomer: true, timesUsedByCustomer: 0 })).toEqual({
      ok: true,
    });
    expect(checkCouponForCustomer(coupon, { isFirstTimeCustomer: false, timesUsedByCustomer: 0 })).toEqual({
      ok: false,
      message: 'This coupon is only for your first enquiry',
    });
  });

  it('stops a customer at the per-customer limit, not before', () => {
    const coupon = { perCustomerLimit: 2 };
    expect(checkCouponForCustomer(coupon, { isFirstTimeCustomer: false, timesUsedByCustomer: 1 }).ok).toBe(
      true,
    );
    expect(checkCouponForCustomer(coupon, { isFirstTimeCustomer: false, timesUsedByCustomer: 2 })).toEqual({
      ok: false,
      message: 'You have already used this coupon',
    });
  });

  it('treats a per-customer limit of 0 as no limit', () => {
    expect(
      checkCouponForCustomer({ perCustomerLimit: 0 }, { isFirstTimeCustomer: false, timesUsedByCustomer: 9 })
        .ok,
    ).toBe(true);
  });
});
