import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema/customers.ts';
import { paymentProofs } from '../../src/db/schema/orders.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { deliveryAddress, orderBody, seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';

let t: TestApp;
let shop: Catalogue;
let staff: { token: string; email: string };
let buyer: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
  staff = await adminToken(t.db, 'demo');
  buyer = await customerWithToken(t.db, 'demo', { name: 'Murugan Selvam' });
});
afterAll(() => t.app.close());

async function placeOrder(qty = 3, extra: Record<string, unknown> = {}, token = buyer.token) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders/my-order',
    headers: as('demo', token),
    payload: orderBody([[shop.rocket.id, qty]], extra),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; orderNumber: string; total: number };
}

const setStatus = (id: string, body: Record<string, unknown>, token = staff.token, tenant = 'demo') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/orders/${id}/status`,
    headers: as(tenant, token),
    payload: body,
  });
const staffGet = (url: string, token = staff.token) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: as('demo', token) });

async function totalSpent(customerId: string) {
  const [row] = await t.db
    .select({ paise: customers.totalSpentPaise })
    .from(customers)
    .where(and(eq(customers.tenantId, 'demo'), eq(customers.id, customerId)));
  return (row?.paise ?? 0) / 100;
}

describe('staff access', () => {
  it('refuses customers (403) and anonymous callers (401)', async () => {
    const order = await placeOrder();
    expect((await staffGet('/orders', buyer.token)).statusCode).toBe(403);
    expect((await staffGet('/orders/statistics', buyer.token)).statusCode).toBe(403);
    expect((await setStatus(order.id, { status: 'confirmed' }, buyer.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: as('demo') });
    expect(anonymous.statusCode).toBe(401);
  });

  it("keeps another shop's staff out (404)", async () => {
    const order = await placeOrder();
    const other = await adminToken(t.db, 'demo2');
    const res = await setStatus(order.id, { status: 'confirmed' }, other.token, 'demo2');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Order not found');
  });
});

describe('PATCH /orders/{id}/status', () => {
  it('moves an enquiry along and records who did it', async () => {
    const order = await placeOrder();
    const res = await setStatus(order.id, {
      status: 'confirmed',
      notes: 'Stock checked, called the customer',
      attachments: ['/api/v1/uploads/abc/file'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('confirmed');
    expect(res.json().data.statusHistory.at(-1)).toEqual({
      status: 'confirmed',
      timestamp: expect.any(String),
      notes: 'Stock checked, called the customer',
      attachments: ['/api/v1/uploads/abc/file'],
      updatedBy: 'Demo Admin',
      updatedByEmail: staff.email,
    });
    const processing = await setStatus(order.id, { status: 'processing' });
    expect(processing.json().data.statusHistory.at(-1).notes).toBe('Order is being prepared');
    const shipped = await setStatus(order.id, {
      status: 'shipped',
      trackingNumber: 'KPN123456',
      carrier: 'KPN Parcel Service',
      estimatedDelivery: '2025-11-01',
    });
    expect(shipped.json().data).toMatchObject({
      status: 'shipped',
      trackingNumber: 'KPN123456',
      carrier: 'KPN Parcel Service',
      estimatedDelivery: '2025-11-01T00:00:00.000Z',
    });
  });

  it('refuses a transition the design does not allow (409)', async () => {
    const order = await placeOrder();
    const res = await setStatus(order.id, { status: 'delivered' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This status change is not allowed: Pending → Delivered');
    expect((await setStatus(order.id, { status: 'pending' })).statusCode).toBe(409);
  });

  it('refuses an unknown status (400)', async () => {
    const order = await placeOrder();
    expect((await setStatus(order.id, { status: 'lost' })).statusCode).toBe(400);
  });

  it('returns an on-hold enquiry only to the status it left', async () => {
    const order = await placeOrder();
    await setStatus(order.id, { status: 'confirmed' });
    expect((await setStatus(order.id, { status: 'on_hold', notes: 'Waiting for stock' })).statusCode).toBe(
      200,
    );
    const skip = await setStatus(order.id, { status: 'processing' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe('This status change is not allowed: On Hold → Processing');
    const back = await setStatus(order.id, { status: 'confirmed' });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.status).toBe('confirmed');
  });

  it('refunds only after a verified payment, and keeps totalSpent right', async () => {
    const customer = await customerWithToken(t.db, 'demo');
    const order = await placeOrder(5, {}, customer.token);
    for (const status of ['confirmed', 'processing', 'ready_for_delivery', 'out_for_delivery', 'delivered']) {
      expect((await setStatus(order.id, { status })).statusCode).toBe(200);
    }
    expect(await totalSpent(customer.id)).toBe(order.total);
    expect((await setStatus(order.id, { status: 'completed' })).statusCode).toBe(200);
    expect(await totalSpent(customer.id)).toBe(order.total); // counted once

    const refused = await setStatus(order.id, { status: 'refunded' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'An enquiry can be refunded only after a payment proof was verified',
    );

    await t.db.insert(paymentProofs).values({
      tenantId: 'demo',
      id: `verified-${order.id}`,
      orderId: order.id,
      customerId: customer.id,
      url: '/api/v1/uploads/x/file',
      fileName: 'x.png',
      fileType: 'image/png',
      status: 'verified',
    });
    expect((await setStatus(order.id, { status: 'refunded' })).statusCode).toBe(200);
    expect(await totalSpent(customer.id)).toBe(0);
  });
});

describe('GET /orders (staff list)', () => {
  it('lists every enquiry of the shop in a paged envelope', async () => {
    const other = await customerWithToken(t.db, 'demo');
    const mine = await placeOrder(3, {}, other.token);
    const res = await staffGet('/orders?limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, page: 1, limit: 2 });
    expect(res.json().total).toBeGreaterThanOrEqual(2);
    expect(res.json().data[0].id).toBe(mine.id); // newest first
  });

  it('filters by status and searches number, customer name and contact phone', async () => {
    const searcher = await customerWithToken(t.db, 'demo', { name: 'Kaveri Unique' });
    const order = await placeOrder(
      3,
      { shippingAddress: { ...deliveryAddress, phone: '7012345678' } },
      searcher.token,
    );
    const byNumber = await staffGet(`/orders?search=${order.orderNumber}`);
    expect(byNumber.json().data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    const byName = await staffGet('/orders?search=kaveri%20uniq');
    expect(byName.json().data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    const byPhone = await staffGet('/orders?search=7012345678');
    expect(byPhone.json().data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    const pending = await staffGet('/orders?status=pending&limit=100');
    expect(pending.json().data.every((o: { status: string }) => o.status === 'pending')).toBe(true);
    const wildcard = await staffGet('/orders?search=%25');
    expect(wildcard.json().total).toBe(0); // '%' is searched for, not a wildcard
  });

  it('filters by date and refuses a malformed one', async () => {
    const future = await staffGet('/orders?fromDate=2999-01-01');
    expect(future.json()).toMatchObject({ data: [], total: 0 });
    const bad = await staffGet('/orders?fromDate=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Dates must look like 2025-10-20 or an ISO timestamp');
  });
});

describe('GET /orders/statistics', () => {
  it('counts enquiries and sums revenue without cancelled or refunded ones', async () => {
    const before = (await staffGet('/orders/statistics')).json().data;
    const kept = await placeOrder(5); // ₹2,000 + 3 % = ₹2,060
    const alsoKept = await placeOrder(3); // ₹1,200 + 3 % = ₹1,236
    const dropped = await placeOrder(4);
    await setStatus(dropped.id, { status: 'cancelled' });
    const after = (await staffGet('/orders/statistics')).json().data;
    expect(after.totalOrders - before.totalOrders).toBe(3);
    expect(after.totalRevenue - before.totalRevenue).toBeCloseTo(kept.total + alsoKept.total, 2);
    expect(after.ordersByStatus.cancelled - (before.ordersByStatus.cancelled ?? 0)).toBe(1);
    expect(after.ordersByStatus.pending - (before.ordersByStatus.pending ?? 0)).toBe(2);
  });

  it('answers zeros for an empty window', async () => {
    const res = await staffGet('/orders/statistics?fromDate=2001-01-01&toDate=2001-12-31');
    expect(res.json().data).toEqual({
      totalOrders: 0,
      totalRevenue: 0,
      averageOrderValue: 0,
      ordersByStatus: {},
    });
  });
});
