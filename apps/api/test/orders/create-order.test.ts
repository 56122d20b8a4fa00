import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema/customers.ts';
import { couponRedemptions, idempotencyKeys, orderItems } from '../../src/db/schema/orders.ts';
import { createEnquiry } from '../../src/modules/orders/order-create.service.ts';
import { CreateOrderBodySchema } from '../../src/modules/orders/order-input.schemas.ts';
import { customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  deliveryAddress,
  insertCoupon,
  orderBody,
  seedOrderCatalogue,
  type Catalogue,
} from './order-fixtures.ts';

let t: TestApp;
let shop: Catalogue;
let other: Catalogue;
let token: string;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
  other = await seedOrderCatalogue(t.db, 'demo2');
  ({ token, id: customerId } = await customerWithToken(t.db, 'demo', { name: 'Lakshmi' }));
});
afterAll(() => t.app.close());

const place = (body: unknown, headers: Record<string, string> = {}, bearer = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/orders/my-order',
    headers: { ...as('demo', bearer), ...headers },
    payload: body as object,
  });

describe('POST /orders/my-order', () => {
  it('prices the enquiry from the catalogue, ignoring the prices the client sent', async () => {
    const res = await place(
      orderBody([
        [shop.rocket.id, 3],
        [shop.flowerPot.id, 1],
      ]),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^ENQ-\d{6}$/),
      customerId,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'upi',
      subtotal: 2200.5,
      discount: 0,
      packing: 66.02, // 3 % of ₹2,200.50 = ₹66.015, to the paisa
      shipping: 0,
      tax: 0,
      total: 2266.52,
      contactName: 'Lakshmi Narayanan',
      contactPhone: '9876543210',
      customerNotes: 'Please call before delivery',
      source: 'web',
      paymentProofs: [],
      paymentScreenshot: null,
    });
    expect(order.items).toEqual([
      {
        productId: shop.rocket.id,
        productName: shop.rocket.name,
        productImage: '/media/rocket.svg',
        sku: shop.rocket.sku,
        price: 400,
        quantity: 3,
        subtotal: 1200,
        total: 1200,
      },
      expect.objectContaining({ productId: shop.flowerPot.id, price: 1000.5, quantity: 1, subtotal: 1000.5 }),
    ]);
    expect(order.statusHistory).toEqual([
      expect.objectContaining({
        status: 'pending',
        notes: 'Order placed successfully',
        updatedBy: 'Lakshmi',
      }),
    ]);
    const [row] = await t.db
      .select({ totalOrders: customers.totalOrders, totalSpentPaise: customers.totalSpentPaise })
      .from(customers)
      .where(and(eq(customers.tenantId, 'demo'), eq(customers.id, customerId)));
    expect(row).toEqual({ totalOrders: 1, totalSpentPaise: 0 });
  });

  it('numbers enquiries one after another per shop', async () => {
    const a = (await place(orderBody([[shop.rocket.id, 3]]))).json().data.orderNumber as string;
    const b = (await place(orderBody([[shop.rocket.id, 3]]))).json().data.orderNumber as string;
    expect(Number(b.slice(4))).toBe(Number(a.slice(4)) + 1);
  });

  it('merges two lines of the same product into one', async () => {
    const res = await place(
      orderBody([
        [shop.rocket.id, 2],
        [shop.rocket.id, 1],
      ]),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ quantity: 3, subtotal: 1200 });
    const lines = await t.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(lines).toHaveLength(1);
  });

  it.each([
    [100, 'You can order at most 99 of each product'],
    [0, 'Quantity must be a whole number of at least 1'],
    [2.5, 'Quantity must be a whole number of at least 1'],
  ])('refuses a quantity of %s', async (quantity, message) => {
    const res = await place(orderBody([[shop.rocket.id, quantity]]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses duplicate lines that together exceed 99', async () => {
    const res = await place(
      orderBody([
        [shop.rocket.id, 60],
        [shop.rocket.id, 40],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('You can order at most 99 of each product (Client says)');
  });

  it('refuses a sold-out product, naming it', async () => {
    const res = await place(
      orderBody([
        [shop.rocket.id, 3],
        [shop.soldOut.id, 1],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(`${shop.soldOut.name} is sold out`);
  });

  it('refuses an inactive product, another shop’s product and an unknown one', async () => {
    const inactive = await place(
      orderBody([
        [shop.rocket.id, 3],
        [shop.inactive.id, 1],
      ]),
    );
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error.message).toBe(`Product not found: ${shop.inactive.name}`);
    const foreign = await place(
      orderBody([
        [shop.rocket.id, 3],
        [other.rocket.id, 1],
      ]),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe('Product not found: Client says');
    const unknown = await place({ ...orderBody([]), items: [{ productId: 'nope', quantity: 3 }] });
    expect(unknown.json().error.message).toBe('Product not found: nope');
  });

  it('refuses an empty enquiry', async () => {
    const res = await place(orderBody([]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Add at least one product to your enquiry');
  });

  it('asks for a token, and refuses a token of another shop', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/my-order',
      headers: as('demo'),
      payload: orderBody([[shop.rocket.id, 3]]),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Authentication required');
    const crossTenant = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/my-order',
      headers: as('demo2', token),
      payload: orderBody([[other.rocket.id, 3]]),
    });
    expect(crossTenant.statusCode).toBe(401);
  });

  it("answers 'User not authenticated' when the token's customer no longer exists", async () => {
    const body = CreateOrderBodySchema.parse(orderBody([[shop.rocket.id, 3]]));
    await expect(createEnquiry(t.db, 'demo', 'deleted-customer', body, undefined)).rejects.toMatchObject({
      kind: 'unauthenticated',
      message: 'User not authenticated',
    });
  });

  it('needs a delivery address or a pickup location', async () => {
    const res = await place(
      orderBody([[shop.rocket.id, 3]], { shippingAddress: null, billingAddress: null }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Add a delivery address or choose a pickup location');
  });

  it('validates the contact name and phone with the shared rules', async () => {
    const badPhone = await place(
      orderBody([[shop.rocket.id, 3]], { shippingAddress: { ...deliveryAddress, phone: '12345' } }),
    );
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.message).toBe('Phone number must be 10 digits');
    const badName = await place(
      orderBody([[shop.rocket.id, 3]], { shippingAddress: { ...deliveryAddress, name: 'R2D2' } }),
    );
    expect(badName.json().error.message).toBe(
      'Name can contain only letters, spaces, hyphens and apostrophes',
    );
  });

  it('stores a pickup location looked up on the server, with its state’s minimum', async () => {
    // ₹800 is below the ₹1,000 shop minimum but above Tamil Nadu's ₹500, where the pickup point is.
    const res = await place(
      orderBody([[shop.rocket.id, 2]], {
        shippingAddress: null,
        pickupLocation: { id: shop.pickupId, name: 'Whatever the client says' },
        pickupInstructions: 'Collect after 6 pm',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      pickupLocation: {
        id: shop.pickupId,
        name: 'KPN Koyambedu',
        city: 'Chennai',
        state: 'Tamil Nadu',
        transportProviderName: shop.providerName,
      },
      pickupInstructions: 'Collect after 6 pm',
      contactName: 'Lakshmi Narayanan',
      shippingAddress: null,
      total: 824,
    });
  });

  it('clears the shopper’s saved backend cart once the enquiry is placed', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/abandoned-cart/my-cart',
      headers: as('demo', token),
      payload: { items: [{ productId: shop.rocket.id, quantity: 2 }], metadata: { source: 'web' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (
        await place(
          orderBody([
            [shop.rocket.id, 3],
            [shop.flowerPot.id, 1],
          ]),
        )
      ).statusCode,
    ).toBe(201);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/abandoned-cart/my-cart',
      headers: as('demo', token),
    });
    expect(after.statusCode).toBe(404);
  });

  it('records who collects a pickup when someone else comes for it', async () => {
    const res = await place(
      orderBody([[shop.rocket.id, 2]], {
        shippingAddress: null,
        pickupLocation: shop.pickupId,
        contactName: 'Murugan K',
        contactPhone: '9876501234',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ contactName: 'Murugan K', contactPhone: '9876501234' });
    const bad = await place(
      orderBody([[shop.rocket.id, 2]], {
        shippingAddress: null,
        pickupLocation: shop.pickupId,
        contactPhone: '12345',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Phone number must be 10 digits');
  });

  it('refuses an unknown pickup location or one of another shop', async () => {
    for (const id of ['no-such-point', other.pickupId]) {
      const res = await place(
        orderBody([[shop.rocket.id, 3]], { shippingAddress: null, pickupLocation: id }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Pickup location not found');
    }
  });

  it('refuses an enquiry below the minimum and says how much is missing', async () => {
    const res = await place(orderBody([[shop.rocket.id, 1]]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Minimum order amount of ₹1,000 required (add ₹600 more)');
  });

  it('refuses a state or pincode the shop does not serve', async () => {
    const state = await place(
      orderBody([[shop.rocket.id, 3]], { shippingAddress: { ...deliveryAddress, state: 'kerala' } }),
    );
    expect(state.statusCode).toBe(400);
    expect(state.json().error.message).toBe('Sorry, we do not deliver to this state');
    const pin = await place(
      orderBody([[shop.rocket.id, 3]], { shippingAddress: { ...deliveryAddress, zipCode: '999999' } }),
    );
    expect(pin.json().error.message).toBe('Sorry, we do not deliver to this pincode');
  });

  it('judges the state the pincode is really in, not only the state typed', async () => {
    // 682001 is Kochi, Kerala (not served), whatever the address says.
    const res = await place(
      orderBody([[shop.rocket.id, 3]], {
        shippingAddress: { ...deliveryAddress, city: 'Kochi', state: 'Tamil Nadu', zipCode: '682001' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Sorry, we do not deliver to this state');
  });

  it('applies a coupon matched case-insensitively and records its use', async () => {
    const couponId = await insertCoupon(t.db, 'demo', {
      code: 'DIWALI10',
      discountType: 'percentage',
      discountValue: 10,
    });
    const res = await place(orderBody([[shop.rocket.id, 5]], { couponCode: 'diwali10' }));
    expect(res.statusCode).toBe(201);
    // ₹2,000 − 10 % = ₹1,800; packing 3 % of ₹1,800 = ₹54.
    expect(res.json().data).toMatchObject({
      couponCode: 'DIWALI10',
      subtotal: 2000,
      discount: 200,
      packing: 54,
      total: 1854,
    });
    const uses = await t.db
      .select({ discountPaise: couponRedemptions.discountPaise })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, couponId));
    expect(uses).toEqual([{ discountPaise: 20000 }]);
  });

  it('refuses a coupon with its own message, and an unknown code', async () => {
    await insertCoupon(t.db, 'demo', {
      code: 'BIG5000',
      discountType: 'fixed',
      discountValue: 500,
      minimumOrderPaise: 500_000,
    });
    const min = await place(orderBody([[shop.rocket.id, 5]], { couponCode: 'BIG5000' }));
    expect(min.statusCode).toBe(400);
    expect(min.json().error.message).toBe('Minimum order amount of ₹5,000 required');
    const unknown = await place(orderBody([[shop.rocket.id, 5]], { couponCode: 'NOPE' }));
    expect(unknown.json().error.message).toBe('Invalid coupon code');
    const expired = await insertCoupon(t.db, 'demo', {
      code: 'OLD',
      validTo: new Date(Date.now() - 86_400_000),
    });
    expect(expired).toBeTruthy();
    const old = await place(orderBody([[shop.rocket.id, 5]], { couponCode: 'old' }));
    expect(old.json().error.message).toBe('This coupon has expired');
  });
});

describe('Idempotency-Key', () => {
  it('replays the same order for the same key and body', async () => {
    const body = orderBody([[shop.rocket.id, 4]]);
    const first = await place(body, { 'idempotency-key': 'key-replay-1' });
    const again = await place(body, { 'idempotency-key': 'key-replay-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().data.orderNumber).toBe(first.json().data.orderNumber);
  });

  it('refuses the same key with a different body (422)', async () => {
    await place(orderBody([[shop.rocket.id, 4]]), { 'idempotency-key': 'key-changed' });
    const res = await place(orderBody([[shop.rocket.id, 5]]), { 'idempotency-key': 'key-changed' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('This request key was already used for a different enquiry');
  });

  it('lets a key be reused after a refused request (nothing was stored)', async () => {
    const refused = await place(orderBody([[shop.rocket.id, 1]]), { 'idempotency-key': 'key-after-refusal' });
    expect(refused.statusCode).toBe(400);
    const ok = await place(orderBody([[shop.rocket.id, 3]]), { 'idempotency-key': 'key-after-refusal' });
    expect(ok.statusCode).toBe(201);
  });

  it('creates one order when the same request races itself', async () => {
    const body = orderBody([[shop.rocket.id, 6]]);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => place(body, { 'idempotency-key': 'key-race' })),
    );
    const ids = new Set(replies.map((r) => r.json().data.id));
    expect(ids.size).toBe(1);
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const keys = await t.db
      .select({ orderId: idempotencyKeys.orderId })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'key-race'));
    expect(keys).toHaveLength(1);
  });

  it('refuses a key longer than 100 characters', async () => {
    const res = await place(orderBody([[shop.rocket.id, 3]]), { 'idempotency-key': 'k'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Idempotency-Key must be 1 to 100 visible characters');
  });
});
