import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, as, type TestApp } from '../helpers/test-app.ts';
import { customerWithToken } from '../helpers/auth.ts';
import { activeProducts, deactivateOne } from './catalogue-fixtures.ts';

let t: TestApp;
let ids: string[];
let demo2Product: string;
beforeAll(async () => {
  t = await createTestApp();
  ids = (await activeProducts(t.db, 'demo', 3)).map((p) => p.id);
  demo2Product = (await activeProducts(t.db, 'demo2', 1))[0]!.id;
});
afterAll(() => t.app.close());

const change = (token: string, body: Record<string, unknown>, tenant = 'demo') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/customers/me/wishlist',
    headers: as(tenant, token),
    payload: body,
  });

describe('PUT /customers/me/wishlist', () => {
  it('adds and removes favourites, answering the ids in the order added', async () => {
    const c = await customerWithToken(t.db, 'demo');
    expect((await change(c.token, { productId: ids[1], action: 'add' })).json().data).toEqual([ids[1]]);
    const res = await change(c.token, { productId: ids[0], action: 'add' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [ids[1], ids[0]] });
    expect((await change(c.token, { productId: ids[1], action: 'remove' })).json().data).toEqual([ids[0]]);
  });

  it('is idempotent both ways', async () => {
    const c = await customerWithToken(t.db, 'demo');
    await change(c.token, { productId: ids[2], action: 'add' });
    expect((await change(c.token, { productId: ids[2], action: 'add' })).json().data).toEqual([ids[2]]);
    await change(c.token, { productId: ids[2], action: 'remove' });
    const again = await change(c.token, { productId: ids[2], action: 'remove' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual([]);
  });

  it("answers 404 'Product not found' for an unknown or another shop's product", async () => {
    const c = await customerWithToken(t.db, 'demo');
    for (const productId of ['no-such-product', demo2Product]) {
      const res = await change(c.token, { productId, action: 'add' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Product not found');
    }
  });

  it('refuses to add an inactive product, lets an existing favourite of it be removed, and hides it', async () => {
    const c = await customerWithToken(t.db, 'demo');
    const [product] = (await activeProducts(t.db, 'demo', 10)).slice(-1);
    await change(c.token, { productId: product!.id, action: 'add' });
    await deactivateOne(t.db, 'demo', product!.id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customers/me',
      headers: as('demo', c.token),
    });
    expect(me.json().data.wishlist).toEqual([]);
    const add = await change(c.token, { productId: product!.id, action: 'add' });
    expect(add.statusCode).toBe(404);
    expect(add.json().error.message).toBe('Product not found');
    expect((await change(c.token, { productId: product!.id, action: 'remove' })).statusCode).toBe(200);
  });

  it.each([
    [{ action: 'add' }, 'productId is required'],
    [{ productId: 'x', action: 'toggle' }, "action must be 'add' or 'remove'"],
  ])('validates %j', async (body, message) => {
    const c = await customerWithToken(t.db, 'demo');
    const res = await change(c.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('needs a customer of this shop', async () => {
    const c = await customerWithToken(t.db, 'demo');
    expect((await change(c.token, { productId: ids[0], action: 'add' }, 'demo2')).statusCode).toBe(401);
    const anon = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/customers/me/wishlist',
      headers: as('demo'),
      payload: { productId: ids[0], action: 'add' },
    });
    expect(anon.statusCode).toBe(401);
  });
});
