import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, as, type TestApp } from '../helpers/test-app.ts';
import { customerWithToken } from '../helpers/auth.ts';
import { activeProducts, deactivateOne } from './catalogue-fixtures.ts';

let t: TestApp;
let products: Awaited<ReturnType<typeof activeProducts>>;
let demo2Product: string;
beforeAll(async () => {
  t = await createTestApp();
  products = await activeProducts(t.db, 'demo', 4);
  demo2Product = (await activeProducts(t.db, 'demo2', 1))[0]!.id;
});
afterAll(() => t.app.close());

const url = '/api/v1/abandoned-cart/my-cart';
const put = (token: string, payload: unknown, tenant = 'demo') =>
  t.app.inject({ method: 'PUT', url, headers: as(tenant, token), payload: payload as object });
const get = (token: string, tenant = 'demo') =>
  t.app.inject({ method: 'GET', url, headers: as(tenant, token) });

describe('/abandoned-cart/my-cart', () => {
  it('answers 404 when the customer has no cart', async () => {
    const c = await customerWithToken(t.db, 'demo');
    const res = await get(c.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Cart not found');
    expect((await t.app.inject({ method: 'DELETE', url, headers: as('demo', c.token) })).statusCode).toBe(
      404,
    );
  });

  it('saves a cart with names, SKUs, images and prices from the server, and a recomputed total', async () => {
    const c = await customerWithToken(t.db, 'demo');
    const [a, b] = products;
    const res = await put(c.token, {
      items: [
        {
          productId: a!.id,
          quantity: 2,
          productName: 'Free stuff',
          price: 0.01,
          productSku: 'HACK',
          productImage: 'x',
        },
        { productId: b!.id, quantity: 1 },
      ],
      metadata: { source: 'web', sneaky: 'dropped' },
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json().data;
    expect(cart).toEqual({
      customerId: c.id,
      items: [
        {
          productId: a!.id,
          productName: a!.name,
          quantity: 2,
          price: a!.pricePaise / 100,
          productSku: a!.sku,
          productImage: a!.image,
        },
        {
          productId: b!.id,
          productName: b!.name,
          quantity: 1,
          price: b!.pricePaise / 100,
          productSku: b!.sku,
          productImage: b!.image,
        },
      ],
      totalAmount: (a!.pricePaise * 2 + b!.pricePaise) / 100,
      lastUpdated: expect.any(String),
      metadata: { source: 'web' },
    });
    expect(Date.now() - Date.parse(cart.lastUpdated)).toBeLessThan(60_000);
    expect((await get(c.token)).json().data).toEqual(cart);
  });

  it('replaces the whole cart on every PUT', async () => {
    const c = await customerWithToken(t.db, 'demo');
    await put(c.token, { items: [{ productId: products[0]!.id, quantity: 3 }] });
    const res = await put(c.token, { items: [{ productId: products[2]!.id, quantity: 1 }] });
    expect(res.json().data.items.map((i: { productId: string }) => i.productId)).toEqual([products[2]!.id]);
    expect(res.json().data.metadata).toEqual({});
  });

  it('merges the same product given twice and caps it at 99', async () => {
    const c = await customerWithToken(t.db, 'demo');
    const id = products[3]!.id;
    const res = await put(c.token, {
      items: [
        { productId: id, quantity: 60 },
        { productId: id, quantity: 50 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toEqual([expect.objectContaining({ productId: id, quantity: 99 })]);
    expect(res.json().data.totalAmount).toBe((products[3]!.pricePaise * 99) / 100);
  });

  it.each([
    [0, 'Quantity must be a whole number of at least 1'],
    [1.5, 'Quantity must be a whole number of at least 1'],
    [100, 'You can order at most 99 of each product'],
    ['2', 'Quantity must be a whole number of at least 1'],
  ])('refuses quantity %j', async (quantity, message) => {
    const c = await customerWithToken(t.db, 'demo');
    const res = await put(c.token, { items: [{ productId: products[0]!.id, quantity }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it("refuses unknown, other-shop and inactive products with 'Product not found' and keeps the old cart", async () => {
    const c = await customerWithToken(t.db, 'demo');
    await put(c.token, { items: [{ productId: products[0]!.id, quantity: 1 }] });
    const inactive = (await activeProducts(t.db, 'demo', 12))[11]!.id;
    await deactivateOne(t.db, 'demo', inactive);
    for (const productId of ['no-such-product', demo2Product, inactive]) {
      const res = await put(c.token, {
        items: [
          { productId: products[1]!.id, quantity: 1 },
          { productId, quantity: 1 },
        ],
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Product not found');
    }
    expect((await get(c.token)).json().data.items).toHaveLength(1);
  });

  it('deletes the cart', async () => {
    const c = await customerWithToken(t.db, 'demo');
    await put(c.token, { items: [{ productId: products[0]!.id, quantity: 1 }] });
    const res = await t.app.inject({ method: 'DELETE', url, headers: as('demo', c.token) });
    expect(res.statusCode).toBe(200);
    expect((await get(c.token)).statusCode).toBe(404);
  });

  it('keeps carts per customer and per shop', async () => {
    const a = await customerWithToken(t.db, 'demo');
    const b = await customerWithToken(t.db, 'demo');
    await put(a.token, { items: [{ productId: products[0]!.id, quantity: 1 }] });
    expect((await get(b.token)).statusCode).toBe(404);
    expect((await get(a.token, 'demo2')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: as('demo') })).statusCode).toBe(401);
  });
});
