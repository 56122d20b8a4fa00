import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProofs } from '../../src/db/schema/orders.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { orderBody, seedOrderCatalogue, type Catalogue } from './order-fixtures.ts';

let t: TestApp;
let shop: Catalogue;
let owner: { id: string; token: string };
let stranger: { id: string; token: string };
let first: { id: string; orderNumber: string };
let second: { id: string; orderNumber: string };

const get = (url: string, token?: string, tenant = 'demo') =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: as(tenant, token) });
const cancel = (id: string, token: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/cancel`, headers: as('demo', token), payload });

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
  owner = await customerWithToken(t.db, 'demo');
  stranger = await customerWithToken(t.db, 'demo');
  const place = async (qty: number) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders/my-order',
        headers: as('demo', owner.token),
        payload: orderBody([[shop.rocket.id, qty]]),
      })
    ).json().data;
  first = await place(3);
  second = await place(4);
});
afterAll(() => t.app.close());

describe("reading one's enquiries", () => {
  it('lists every enquiry of the customer, newest first', async () => {
    const res = await get('/orders/my-orders', owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, total: 2, page: 1 });
    expect(res.json().data.map((o: { id: string }) => o.id)).toEqual([second.id, first.id]);
    expect(res.json().data[0].items).toHaveLength(1);
  });

  it('pages when asked', async () => {
    const res = await get('/orders/my-orders?page=2&limit=1', owner.token);
    expect(res.json()).toMatchObject({ total: 2, page: 2, limit: 1, totalPages: 2 });
    expect(res.json().data.map((o: { id: string }) => o.id)).toEqual([first.id]);
  });

  it('shows another customer none of them', async () => {
    const res = await get('/orders/my-orders', stranger.token);
    expect(res.json()).toMatchObject({ data: [], total: 0 });
  });

  it('reads one by id, by number and its history', async () => {
    expect((await get(`/orders/${first.id}`, owner.token)).json().data.orderNumber).toBe(first.orderNumber);
    expect((await get(`/orders/number/${first.orderNumber.toLowerCase()}`, owner.token)).json().data.id).toBe(
      first.id,
    );
    const history = await get(`/orders/${first.id}/status-history`, owner.token);
    expect(history.json().data).toEqual([
      expect.objectContaining({ status: 'pending', notes: 'Order placed successfully', attachments: [] }),
    ]);
  });

  it("answers 404 'Order not found' to another customer everywhere", async () => {
    for (const url of [
      `/orders/${first.id}`,
      `/orders/number/${first.orderNumber}`,
      `/orders/${first.id}/status-history`,
    ]) {
      const res = await get(url, stranger.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Order not found');
    }
    const res = await cancel(first.id, stranger.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Order not found');
  });

  it('asks for a token', async () => {
    const res = await get(`/orders/${first.id}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Authentication required');
    expect((await get('/orders/my-orders')).statusCode).toBe(401);
  });

  it('lets staff of the shop read any enquiry, and not staff of another shop', async () => {
    const staff = await adminToken(t.db, 'demo');
    expect((await get(`/orders/${first.id}`, staff.token)).json().data.id).toBe(first.id);
    const otherStaff = await adminToken(t.db, 'demo2');
    expect((await get(`/orders/${first.id}`, otherStaff.token, 'demo2')).statusCode).toBe(404);
  });

  it('keeps routes like /orders/my-orders apart from /orders/{id}', async () => {
    expect((await get('/orders/my-orders', owner.token)).json().data).toBeInstanceOf(Array);
    expect((await get('/orders/check-transaction-id/123456789012', owner.token)).json().data).toEqual({
      exists: false,
    });
  });
});

describe('GET /orders/check-transaction-id/{id}', () => {
  it('finds a UTR used on any enquiry of the shop', async () => {
    await t.db.insert(paymentProofs).values({
      tenantId: 'demo',
      id: 'proof-utr-1',
      orderId: first.id,
      customerId: owner.id,
      url: '/api/v1/uploads/x/file',
      fileName: 'x.png',
      fileType: 'image/png',
      utr: '409876543210',
    });
    expect((await get('/orders/check-transaction-id/409876543210', stranger.token)).json().data).toEqual({
      exists: true,
    });
    const otherShop = await customerWithToken(t.db, 'demo2');
    expect(
      (await get('/orders/check-transaction-id/409876543210', otherShop.token, 'demo2')).json().data,
    ).toEqual({
      exists: false,
    });
  });

  it('refuses a malformed id', async () => {
    const res = await get('/orders/check-transaction-id/12%2034', owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Transaction ID must be 6 to 40 letters or digits');
  });
});

describe('POST /orders/{id}/cancel', () => {
  it('cancels a pending enquiry and records it in the history', async () => {
    const res = await cancel(second.id, owner.token, { reason: 'Ordered twice' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect(res.json().data.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      notes: 'Cancelled by customer: Ordered twice',
    });
  });

  it('refuses to cancel twice, saying why', async () => {
    const res = await cancel(second.id, owner.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Failed to cancel order: this enquiry is Cancelled and can no longer be cancelled',
    );
  });

  it('refuses once the shop is preparing the enquiry', async () => {
    const staff = await adminToken(t.db, 'demo');
    for (const status of ['confirmed', 'processing']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/orders/${first.id}/status`,
        headers: as('demo', staff.token),
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await cancel(first.id, owner.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Failed to cancel order: this enquiry is Processing and can no longer be cancelled',
    );
  });
});
