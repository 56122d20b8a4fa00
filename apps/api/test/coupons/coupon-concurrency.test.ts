import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../src/db/schema/orders.ts';
import { customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertCoupon, orderBody, seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';

let t: TestApp;
let shop: Catalogue;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
});
afterAll(() => t.app.close());

describe('coupon usage limit under concurrent enquiries', () => {
  it('redeems a coupon limited to 10 uses exactly 10 times out of 30 simultaneous enquiries', async () => {
    const couponId = await insertCoupon(t.db, 'demo', {
      code: 'RUSH10',
      discountType: 'fixed',
      discountValue: 100,
      usageLimit: 10,
    });
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => customerWithToken(t.db, 'demo')));
    const replies = await Promise.all(
      shoppers.map((s) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/orders/my-order',
          headers: as('demo', s.token),
          payload: orderBody([[shop.rocket.id, 5]], { couponCode: 'RUSH10' }),
        }),
      ),
    );
    const created = replies.filter((r) => r.statusCode === 201);
    const refused = replies.filter((r) => r.statusCode === 400);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(20);
    for (const r of refused) expect(r.json().error.message).toBe('This coupon has reached its usage limit');
    for (const r of created) expect(r.json().data).toMatchObject({ couponCode: 'RUSH10', discount: 100 });

    const [redemptions] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.tenantId, 'demo'), eq(couponRedemptions.couponId, couponId)));
    const [coupon] = await t.db
      .select({ usageCount: coupons.usageCount })
      .from(coupons)
      .where(eq(coupons.id, couponId));
    expect(redemptions?.n).toBe(10);
    expect(coupon?.usageCount).toBe(10);
    // Order numbers stay unique under the same load.
    expect(new Set(created.map((r) => r.json().data.orderNumber)).size).toBe(10);
  });

  it('gives a use back when an enquiry with the coupon is cancelled', async () => {
    const couponId = await insertCoupon(t.db, 'demo', {
      code: 'ONCE',
      discountType: 'fixed',
      discountValue: 50,
      usageLimit: 1,
    });
    const a = await customerWithToken(t.db, 'demo');
    const b = await customerWithToken(t.db, 'demo');
    const place = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/orders/my-order',
        headers: as('demo', token),
        payload: orderBody([[shop.rocket.id, 5]], { couponCode: 'ONCE' }),
      });
    const first = await place(a.token);
    expect(first.statusCode).toBe(201);
    expect((await place(b.token)).statusCode).toBe(400);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${first.json().data.id}/cancel`,
      headers: as('demo', a.token),
      payload: { reason: 'Changed my mind' },
    });
    expect(cancel.statusCode).toBe(200);
    const [coupon] = await t.db
      .select({ usageCount: coupons.usageCount })
      .from(coupons)
      .where(eq(coupons.id, couponId));
    expect(coupon?.usageCount).toBe(0);
    expect((await place(b.token)).statusCode).toBe(201);
  });
});
