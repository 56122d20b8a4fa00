import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/render.tsx';
import { errorReply, makeCoupon, okReply } from '../../../testing/shop-fixtures.ts';
import type { CouponCartContext } from '../api/validate-coupon.ts';
import { appliedCouponStore, setAppliedCoupon } from './applied-coupon-store.ts';
import { applyCoupon } from './use-apply-coupon.ts';

const cart: CouponCartContext = {
  customerId: 'guest',
  orderTotal: 2500,
  productIds: ['p1', 'p2'],
  categoryIds: ['c1'],
  productQuantities: { p1: 2, p2: 1 },
};

function serve(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi(routes);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

beforeEach(() => setAppliedCoupon(null));
afterEach(() => vi.unstubAllGlobals());

describe('applyCoupon', () => {
  it('sends the cart to POST /coupons/validate/{code} and keeps the accepted coupon in sessionStorage', async () => {
    const coupon = makeCoupon({ code: 'DIWALI10', discountValue: 10 });
    const api = serve({
      'POST /coupons/validate/diwali10': okReply({
        isValid: true,
        message: 'ok',
        discountAmount: 250,
        coupon,
      }),
    });
    const result = await applyCoupon(' diwali10 ', cart);

    expect(result.ok).toBe(true);
    expect(api.calls[0]?.url).toBe('/api/v1/coupons/validate/diwali10');
    expect(JSON.parse(String(api.calls[0]?.init?.body))).toEqual(cart);
    expect(appliedCouponStore.get()).toMatchObject({ code: 'DIWALI10', discountAmount: 250 });
    expect(JSON.parse(sessionStorage.getItem('applied_coupon')!)).toMatchObject({
      code: 'DIWALI10',
      discountAmount: 250,
    });
  });

  it("returns the server's reason when it refuses, and applies nothing", async () => {
    serve({
      'POST /coupons/validate/MEGA15': okReply({
        isValid: false,
        message: 'Minimum order amount of ₹5,000 required',
        discountAmount: 0,
        coupon: null,
      }),
    });
    expect(await applyCoupon('MEGA15', cart)).toEqual({
      ok: false,
      message: 'Minimum order amount of ₹5,000 required',
    });
    expect(sessionStorage.getItem('applied_coupon')).toBeNull();
  });

  it("falls back to 'Invalid coupon code' for a blank code, and shows an error's own text", async () => {
    expect(await applyCoupon('  ', cart)).toEqual({ ok: false, message: 'Invalid coupon code' });
    serve({ 'POST /coupons/validate/X': errorReply(400, 'orderTotal must be a number') });
    expect(await applyCoupon('X', cart)).toEqual({ ok: false, message: 'orderTotal must be a number' });
  });
});
