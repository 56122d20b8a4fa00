import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopEvent } from '@pataka/domain/shop-events';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';
import { placeEnquiry } from './desk-fixtures.ts';
import { auditEntries } from './staff-test-helpers.ts';

let t: TestApp;
let shop: Catalogue;
let staff: { id: string; token: string };
let buyer: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
  staff = await adminToken(t.db, 'demo');
  buyer = await customerWithToken(t.db, 'demo', { name: 'Murugan Selvam' });
});
afterAll(() => t.app.close());

const placeOrder = () => placeEnquiry(t, buyer.token, [[shop.rocket.id, 3]]);

const addNote = (id: string, body: unknown, token = staff.token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${id}/notes`,
    headers: as('demo', token),
    payload: { body },
  });
const notes = (id: string, token = staff.token, tenant = 'demo') =>
  t.app.inject({ method: 'GET', url: `/api/v1/orders/${id}/notes`, headers: as(tenant, token) });

describe('internal notes', () => {
  it('adds notes with their author, lists them newest first, audits and tells open consoles', async () => {
    const order = await placeOrder();
    const events: ShopEvent[] = [];
    const stop = t.app.shopEvents.subscribe('demo', (e) => events.push(e));
    const first = await addNote(order.id, 'Called at 3 pm, will pay tonight');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      orderId: order.id,
      body: 'Called at 3 pm, will pay tonight',
      authorId: staff.id,
      authorName: 'Demo Admin',
    });
    await addNote(order.id, '  Wants <b>delivery</b> on Sunday\nGate code 42  ');
    stop();

    const list = await notes(order.id);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((n: { body: string }) => n.body)).toEqual([
      'Wants bdelivery/b on Sunday\nGate code 42',
      'Called at 3 pm, will pay tonight',
    ]);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      type: 'order.updated',
      orderId: order.id,
      orderNumber: order.orderNumber,
      message: `Note on ${order.orderNumber} by Demo Admin`,
    });
    const audits = (await auditEntries(t.db, 'demo', 'order.note')).filter((a) => a.entityId === order.id);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ entityType: 'order', actorId: staff.id });
  });

  it('keeps up to 2000 characters and refuses empty or longer notes (400)', async () => {
    const order = await placeOrder();
    const long = 'a'.repeat(1990) + ' ok';
    expect((await addNote(order.id, long)).json().data.body).toHaveLength(1993);
    expect((await addNote(order.id, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await addNote(order.id, '   ')).statusCode).toBe(400);
    expect((await addNote(order.id, '<>')).statusCode).toBe(400);
  });

  it('never shows a note to the shopper', async () => {
    const order = await placeOrder();
    await addNote(order.id, 'SECRET: customer haggles, hold price');
    for (const url of [`/api/v1/orders/${order.id}`, '/api/v1/orders/my-orders']) {
      const res = await t.app.inject({ method: 'GET', url, headers: as('demo', buyer.token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).not.toContain('SECRET');
    }
    expect((await notes(order.id, buyer.token)).statusCode).toBe(403);
    expect((await addNote(order.id, 'mine', buyer.token)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown enquiry and 401 under another shop', async () => {
    expect((await notes('no-such-order')).statusCode).toBe(404);
    expect((await addNote('no-such-order', 'hello')).statusCode).toBe(404);
    const order = await placeOrder();
    expect((await notes(order.id, staff.token, 'demo2')).statusCode).toBe(401);
    const other = await adminToken(t.db, 'demo2');
    expect((await notes(order.id, other.token, 'demo2')).statusCode).toBe(404);
  });
});
