import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema/customers.ts';
import { customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertCoupon, orderBody, seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';

let t: TestApp;
let shop: Catalogue;
const day = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
  await insertCoupon(t.db, 'demo', {
    code: 'SAVE10',
    description: '10 % off, at most ₹300',
    discountType: 'percentage',
    discountValue: 10,
    minimumOrderPaise: 300_000,
    maximumDiscountPaise: 30_000,
  });
  await insertCoupon(t.db, 'demo', { code: 'FLAT200', discountType: 'fixed', discountValue: 200 });
  await insertCoupon(t.db, 'demo', {
    code: 'HIDDEN',
    discountType: 'fixed',
    discountValue: 50,
    isPublic: false,
  });
  await insertCoupon(t.db, 'demo', { code: 'SOON', validFrom: new Date(Date.now() + day) });
  await insertCoupon(t.db, 'demo', { code: 'GONE', validTo: new Date(Date.now() - day) });
  await insertCoupon(t.db, 'demo', { code: 'OFF', isActive: false });
  await insertCoupon(t.db, 'demo', { code: 'USEDUP', usageLimit: 2, usageCount: 2 });
  await insertCoupon(t.db, 'demo', { code: 'GOLD15', discountValue: 15, customerTiers: ['gold'] });
  await insertCoupon(t.db, 'demo', {
    code: 'ROCKETS',
    discountValue: 5,
    applicableProducts: [shop.rocket.id],
  });
  await insertCoupon(t.db, 'demo', {
    code: 'CATONLY',
    discountValue: 5,
    applicableCategories: [shop.categoryId],
  });
  await insertCoupon(t.db, 'demo', { code: 'LEGACY20', discountType: null, discountValue: 20 });
  await insertCoupon(t.db, 'demo', { code: 'WELCOME', discountValue: 5, firstTimeOnly: true });
  await insertCoupon(t.db, 'demo2', { code: 'OTHERSHOP', discountValue: 50 });
});
afterAll(() => t.app.close());

const validate = (code: string, body: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/coupons/validate/${code}`,
    headers: as('demo', token),
    payload: body,
  });

describe('GET /coupons/public/active', () => {
  it('lists active public coupons inside their window with uses left, with the type stated', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/coupons/public/active',
      headers: as('demo'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=30');
    const codes = res.json().data.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['SAVE10', 'FLAT200', 'GOLD15', 'LEGACY20']));
    for (const hidden of ['HIDDEN', 'SOON', 'GONE', 'OFF', 'USEDUP', 'OTHERSHOP'])
      expect(codes).not.toContain(hidden);
    const save10 = res.json().data.find((c: { code: string }) => c.code === 'SAVE10');
    expect(save10).toMatchObject({
      discountType: 'percentage',
      minimumOrderAmount: 3000,
      maximumDiscount: 300,
    });
    const legacy = res.json().data.find((c: { code: string }) => c.code === 'LEGACY20');
    expect(legacy.discountType).toBe('percentage'); // code ends in digits, value ≤ 100, no stored type
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/v1/coupons/public/active',
      headers: as('demo'),
    });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/coupons/public/active',
      headers: { ...as('demo'), 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('POST /coupons/validate/{code}', () => {
  it('validates a code in any case and computes the capped discount', async () => {
    const res = await validate('save10', { customerId: 'guest', orderTotal: 5000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      isValid: true,
      message: 'Coupon applied successfully',
      discountAmount: 300, // 10 % of ₹5,000 is ₹500, capped at ₹300
      coupon: { code: 'SAVE10', discountType: 'percentage' },
    });
  });

  it('states the minimum order amount', async () => {
    const res = await validate('SAVE10', { customerId: 'guest', orderTotal: 2999.99 });
    expect(res.json().data).toMatchObject({
      isValid: false,
      message: 'Minimum order amount of ₹3,000 required',
      discountAmount: 0,
    });
  });

  it.each([
    ['NOPE', 'Invalid coupon code'],
    ['OTHERSHOP', 'Invalid coupon code'],
    ['GONE', 'This coupon has expired'],
    ['SOON', 'This coupon is not valid yet'],
    ['OFF', 'This coupon is no longer active'],
    ['USEDUP', 'This coupon has reached its usage limit'],
    ['GOLD15', 'This coupon is not available for your account'],
    ['ROCKETS', 'This coupon is not valid for the products in your cart'],
    ['CATONLY', 'This coupon is not valid for the categories in your cart'],
  ])('refuses %s with “%s”', async (code, message) => {
    const res = await validate(code, {
      customerId: 'guest',
      orderTotal: 5000,
      productIds: ['other-product'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ isValid: false, message, discountAmount: 0 });
  });

  it('accepts product, category and tier restrictions when they match', async () => {
    expect(
      (await validate('ROCKETS', { orderTotal: 1000, productIds: [shop.rocket.id] })).json().data.isValid,
    ).toBe(true);
    // The category is found from the product on the server.
    expect(
      (await validate('CATONLY', { orderTotal: 1000, productIds: [shop.flowerPot.id] })).json().data.isValid,
    ).toBe(true);
    expect(
      (await validate('GOLD15', { orderTotal: 1000, customerTier: 'Gold' })).json().data.discountAmount,
    ).toBe(150);
  });

  it("uses a signed-in customer's own tier, not the one in the body", async () => {
    const { token } = await customerWithToken(t.db, 'demo');
    const res = await validate('GOLD15', { orderTotal: 1000, customerTier: 'gold' }, token);
    expect(res.json().data.isValid).toBe(false);
    const gold = await customerWithToken(t.db, 'demo');
    await t.db.update(customers).set({ tier: 'gold' }).where(eq(customers.id, gold.id));
    expect((await validate('GOLD15', { orderTotal: 1000 }, gold.token)).json().data.isValid).toBe(true);
  });

  it('keeps a first-enquiry coupon from a customer who already ordered', async () => {
    const buyer = await customerWithToken(t.db, 'demo');
    expect((await validate('WELCOME', { orderTotal: 2000 }, buyer.token)).json().data.isValid).toBe(true);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/my-order',
      headers: as('demo', buyer.token),
      payload: orderBody([[shop.rocket.id, 3]]),
    });
    expect(placed.statusCode).toBe(201);
    expect((await validate('WELCOME', { orderTotal: 2000 }, buyer.token)).json().data).toMatchObject({
      isValid: false,
      message: 'This coupon is only for your first enquiry',
    });
  });

  it('refuses a malformed body with 400', async () => {
    const res = await validate('SAVE10', { orderTotal: 'a lot' });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /coupons/apply', () => {
  const apply = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/coupons/apply', headers: as('demo'), payload: body });

  it('applies a fixed coupon to the given total', async () => {
    const res = await apply({ code: 'flat200', orderTotal: 1500 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      originalAmount: 1500,
      discountAmount: 200,
      finalAmount: 1300,
      couponCode: 'FLAT200',
      message: 'Coupon applied successfully',
    });
  });

  it('computes the total from server prices when items are sent, ignoring orderTotal', async () => {
    const res = await apply({
      code: 'SAVE10',
      orderTotal: 1_000_000,
      items: [{ productId: shop.rocket.id, quantity: 10 }],
    });
    expect(res.json().data).toMatchObject({ originalAmount: 4000, discountAmount: 300, finalAmount: 3700 });
  });

  it('refuses with the rule’s message', async () => {
    const res = await apply({ code: 'SAVE10', items: [{ productId: shop.rocket.id, quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Minimum order amount of ₹3,000 required');
    const unknown = await apply({ code: 'NOPE', orderTotal: 100 });
    expect(unknown.json().error.message).toBe('Invalid coupon code');
  });

  it('needs an amount or items', async () => {
    const res = await apply({ code: 'FLAT200' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('orderTotal or items is required');
  });
});
