import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatINR } from '@pataka/domain/money';
import { computeOrderTotals } from '@pataka/domain/pricing';
import { products } from '../../src/db/schema/catalogue.ts';
import { couponRedemptions, coupons } from '../../src/db/schema/orders.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertCoupon, seedOrderCatalogue, TEST_SHIPPING, type Catalogue } from '../orders/order-fixtures.ts';
import { auditFor, call, placeEnquiry, recordEvents } from './desk-fixtures.ts';

let t: TestApp;
let shop: Catalogue;
let staff: { token: string };
let buyer: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
  staff = await adminToken(t.db, 'demo');
  buyer = await customerWithToken(t.db, 'demo', { name: 'Priya Raman' });
});
afterAll(() => t.app.close());

const editItems = (id: string, body: unknown, token = staff.token, tenant = 'demo') =>
  call(t, 'PUT', `/orders/${id}/items`, token, body, tenant);

/** Totals as the domain computes them for a Karnataka delivery (the fixtures' address). */
const expected = (lines: Array<[number, number]>, discount = 0) =>
  computeOrderTotals({
    items: lines.map(([price, quantity]) => ({ price, quantity })),
    discount,
    settings: {
      packingChargePercent: TEST_SHIPPING.packingChargePercent,
      minimumOrderAmount: TEST_SHIPPING.minimumOrderPaise / 100,
      stateMinimums: {},
      unservedStates: [],
      unservedPincodes: [],
    },
    state: 'Karnataka',
  });

const setInStock = (id: string, inStock: boolean) =>
  t.db
    .update(products)
    .set({ inStock })
    .where(and(eq(products.tenantId, 'demo'), eq(products.id, id)));

describe('PUT /orders/{id}/items', () => {
  it('recomputes every total on the server from catalogue prices, whatever the client says', async () => {
    const order = await placeEnquiry(t, buyer.token, [[shop.rocket.id, 3]]);
    const { events, stop } = recordEvents(t);
    const res = await editItems(order.id, {
      items: [
        { productId: shop.rocket.id, quantity: 2, price: 1, total: 1 },
        { productId: shop.flowerPot.id, quantity: 1, price: 1 },
      ],
      subtotal: 2,
      total: 2,
      note: 'Customer wants a flower pot instead of one rocket',
    });
    stop();
    expect(res.statusCode, res.body).toBe(200);
    const want = expected([
      [400, 2],
      [1000.5, 1],
    ]);
    const data = res.json().data;
    expect(data).toMatchObject({
      subtotal: want.subtotal,
      packing: want.packing,
      discount: 0,
      total: want.total,
      status: 'pending',
    });
    expect(
      data.items.map((i: { productId: string; quantity: number; price: number }) => [
        i.productId,
        i.quantity,
        i.price,
      ]),
    ).toEqual([
      [shop.rocket.id, 2, 400],
      [shop.flowerPot.id, 1, 1000.5],
    ]);
    const last = data.statusHistory.at(-1);
    expect(last.status).toBe('pending');
    expect(last.notes).toBe(
      `Enquiry updated after call: ${formatINR(order.total)} → ${formatINR(want.total)}. Customer wants a flower pot instead of one rocket`,
    );
    expect(last.updatedBy).toBe('Demo Admin');

    // The shopper sees the new lines and total on their enquiry.
    const mine = await call(t, 'GET', `/orders/${order.id}`, buyer.token);
    expect(mine.json().data.total).toBe(want.total);
    expect(mine.json().data.items).toHaveLength(2);

    const audit = await auditFor(t, order.id);
    expect(audit.map((a) => a.action)).toEqual(['order.items']);
    expect(audit[0]!.before).toMatchObject({ totals: { total: order.total } });
    expect(audit[0]!.after).toMatchObject({ totals: { total: want.total } });
    expect(events).toEqual([
      expect.objectContaining({ type: 'order.updated', orderId: order.id, orderNumber: order.orderNumber }),
    ]);
  });

  it('keeps the snapshot name of a line already on the enquiry', async () => {
    const order = await placeEnquiry(t, buyer.token, [[shop.rocket.id, 3]]);
    await t.db
      .update(products)
      .set({ name: 'Renamed rocket' })
      .where(and(eq(products.tenantId, 'demo'), eq(products.id, shop.rocket.id)));
    try {
      const res = await editItems(order.id, { items: [{ productId: shop.rocket.id, quantity: 4 }] });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.items[0].productName).toBe(shop.rocket.name);
    } finally {
      await t.db
        .update(products)
        .set({ name: shop.rocket.name })
        .where(and(eq(products.tenantId, 'demo'), eq(products.id, shop.rocket.id)));
    }
  });

  it('refuses to add a sold-out product or raise its quantity, but lets it stay', async () => {
    const order = await placeEnquiry(t, buyer.token, [[shop.rocket.id, 3]]);
    const added = await editItems(order.id, {
      items: [
        { productId: shop.rocket.id, quantity: 3 },
        { productId: shop.soldOut.id, quantity: 1 },
      ],
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().error.message).toBe(`${shop.soldOut.name} is sold out`);

    await setInStock(shop.soldOut.id, true);
    const holding = await placeEnquiry(t, buyer.token, [
      [shop.rocket.id, 3],
      [shop.soldOut.id, 2],
    ]);
    await setInStock(shop.soldOut.id, false);
    const kept = await editItems(holding.id, {
      items: [
        { productId: shop.rocket.id, quantity: 4 },
        { productId: shop.soldOut.id, quantity: 1 },
      ],
    });
    expect(kept.statusCode).toBe(200);
    const raised = await editItems(holding.id, {
      items: [
        { productId: shop.rocket.id, quantity: 4 },
        { productId: shop.soldOut.id, quantity: 2 },
      ],
    });
    expect(raised.statusCode).toBe(400);
    expect(raised.json().error.message).toBe(`${shop.soldOut.name} is sold out`);
  });

  it('refuses an inactive product, an empty enquiry and more than 99 of a product', async () => {
    const order = await placeEnquiry(t, buyer.token, [[shop.rocket.id, 3]]);
    const inactive = await editItems(order.id, { items: [{ productId: shop.inactive.id, quantity: 1 }] });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error.message).toBe(`Product not found: ${shop.inactive.name}`);
    expect((await editItems(order.id, { items: [] })).statusCode).toBe(400);
    expect(
      (await editItems(order.id, { items: [{ productId: shop.rocket.id, quantity: 100 }] })).statusCode,
    ).toBe(400);
  });

  it("refuses a total under the shop's minimum order", async () => {
    const order = await placeEnquiry(t, buyer.token, [[shop.rocket.id, 3]]);
    const res = await editItems(order.id, { items: [{ productId: shop.rocket.id, quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Minimum order amount of ₹1,000 required/);
  });

  it('refuses edits once the enquiry is being prepared (409)', async () => {
    const order = await placeEnquiry(t, buyer.token, [[shop.rocket.id, 3]]);
    for (const status of ['confirmed', 'processing']) {
      expect((await call(t, 'PATCH', `/orders/${order.id}/status`, staff.token, { status })).statusCode).toBe(
        200,
      );
    }
    const res = await editItems(order.id, { items: [{ productId: shop.rocket.id, quantity: 5 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This enquiry is Processing and can no longer be edited');
  });

  it('allows edits while confirmed or on hold', async () => {
    const order = await placeEnquiry(t, buyer.token, [[shop.rocket.id, 3]]);
    await call(t, 'PATCH', `/orders/${order.id}/status`, staff.token, { status: 'confirmed' });
    expect(
      (await editItems(order.id, { items: [{ productId: shop.rocket.id, quantity: 4 }] })).statusCode,
    ).toBe(200);
    await call(t, 'PATCH', `/orders/${order.id}/status`, staff.token, { status: 'on_hold' });
    const res = await editItems(order.id, { items: [{ productId: shop.rocket.id, quantity: 5 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('on_hold');
  });
});

describe('the coupon after an edit', () => {
  it('recomputes the discount on the new lines and keeps a first-enquiry coupon', async () => {
    const shopper = await customerWithToken(t.db, 'demo', { name: 'First Timer' });
    await insertCoupon(t.db, 'demo', {
      code: 'EDITFIRST',
      discountValue: 10,
      firstTimeOnly: true,
      perCustomerLimit: 1,
    });
    const order = await placeEnquiry(t, shopper.token, [[shop.rocket.id, 3]], { couponCode: 'EDITFIRST' });
    expect(order.couponCode).toBe('EDITFIRST');
    const res = await editItems(order.id, { items: [{ productId: shop.rocket.id, quantity: 5 }] });
    expect(res.statusCode).toBe(200);
    const want = expected([[400, 5]], 200);
    expect(res.json().data).toMatchObject({ couponCode: 'EDITFIRST', discount: 200, total: want.total });
    const [redemption] = await t.db
      .select({ discountPaise: couponRedemptions.discountPaise })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.tenantId, 'demo'), eq(couponRedemptions.orderId, order.id)));
    expect(redemption?.discountPaise).toBe(20_000);
  });

  it('drops a coupon whose minimum is no longer met, gives its use back and says so', async () => {
    const couponId = await insertCoupon(t.db, 'demo', {
      code: 'EDITMIN2000',
      discountType: 'fixed',
      discountValue: 100,
      minimumOrderPaise: 200_000,
    });
    const order = await placeEnquiry(t, buyer.token, [[shop.rocket.id, 6]], { couponCode: 'EDITMIN2000' });
    expect(order.couponCode).toBe('EDITMIN2000');
    const usage = async () =>
      (await t.db.select({ n: coupons.usageCount }).from(coupons).where(eq(coupons.id, couponId)))[0]?.n;
    expect(await usage()).toBe(1);

    const res = await editItems(order.id, { items: [{ productId: shop.rocket.id, quantity: 4 }] });
    expect(res.statusCode, res.body).toBe(200);
    const want = expected([[400, 4]]);
    const data = res.json().data;
    expect(data).toMatchObject({ couponCode: null, discount: 0, total: want.total });
    expect(data.statusHistory.at(-1).notes).toMatch(
      new RegExp(
        `^Enquiry updated after call: .* → ${formatINR(want.total)}\\. Coupon EDITMIN2000 removed: `,
      ),
    );
    expect(await usage()).toBe(0);
  });
});

describe('who may edit', () => {
  it('refuses customers (403) and staff of another shop (401)', async () => {
    const order = await placeEnquiry(t, buyer.token, [[shop.rocket.id, 3]]);
    const body = { items: [{ productId: shop.rocket.id, quantity: 4 }] };
    expect((await editItems(order.id, body, buyer.token)).statusCode).toBe(403);
    expect((await editItems(order.id, body, staff.token, 'demo2')).statusCode).toBe(401);
    expect(await auditFor(t, order.id)).toEqual([]);
  });
});
