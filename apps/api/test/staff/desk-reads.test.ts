import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '../../src/db/schema/customers.ts';
import { orderNotes, orders, paymentProofs } from '../../src/db/schema/orders.ts';
import { startOfIndiaDay } from '../../src/modules/staff-orders/dashboard.queries.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { orderBody, seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';

const HOUR = 3600_000;
type Placed = { id: string; orderNumber: string; total: number; createdAt: Date };

let t: TestApp;
let shop: Catalogue;
let staff: { id: string; token: string };
let buyer: { id: string; token: string; phone: string };
let buyer2: { id: string; token: string; phone: string };
let o: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F', Placed>;

async function place(token: string, lines: Array<[string, number]>, hoursAgo: number, status = 'pending') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders/my-order',
    headers: as('demo', token),
    payload: orderBody(lines),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, orderNumber, total } = res.json().data;
  const createdAt = new Date(Date.now() - hoursAgo * HOUR);
  await t.db
    .update(orders)
    .set({ createdAt, status })
    .where(and(eq(orders.tenantId, 'demo'), eq(orders.id, id)));
  return { id, orderNumber, total, createdAt } as Placed;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
  staff = await adminToken(t.db, 'demo');
  buyer = await customerWithToken(t.db, 'demo', { name: 'Murugan Selvam' });
  buyer2 = await customerWithToken(t.db, 'demo', { name: 'Lakshmi 100% Iyer' });
  const { rocket, flowerPot } = shop;
  o = {
    A: await place(buyer.token, [[rocket.id, 3]], 0),
    B: await place(buyer.token, [[rocket.id, 4]], 3),
    C: await place(
      buyer.token,
      [
        [rocket.id, 5],
        [flowerPot.id, 1],
      ],
      30,
    ),
    D: await place(buyer.token, [[rocket.id, 3]], 30, 'confirmed'),
    E: await place(buyer.token, [[rocket.id, 10]], 0, 'cancelled'),
    F: await place(buyer2.token, [[flowerPot.id, 2]], 40 * 24),
  };
  await t.db.update(orders).set({ paymentStatus: 'submitted' }).where(eq(orders.id, o.A.id));
  await t.db.insert(paymentProofs).values({
    tenantId: 'demo',
    id: randomUUID(),
    orderId: o.A.id,
    customerId: buyer.id,
    url: '/x.png',
    fileName: 'gpay.png',
    fileType: 'image/png',
    status: 'submitted',
  });
});
afterAll(() => t.app.close());

const get = (url: string, token = staff.token, tenant = 'demo') =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: as(tenant, token) });
const numbers = (res: { json(): { data: { orderNumber: string }[] } }) =>
  res
    .json()
    .data.map((r) => r.orderNumber)
    .sort();
const sum = (...list: Placed[]) => Math.round(list.reduce((s, x) => s + x.total * 100, 0)) / 100;

describe('GET /orders inbox filters', () => {
  it('waiting=overdue lists pending enquiries waiting 2 h or more, urgent 24 h or more', async () => {
    expect(numbers(await get('/orders?waiting=overdue'))).toEqual(
      [o.B, o.C, o.F].map((x) => x.orderNumber).sort(),
    );
    expect(numbers(await get('/orders?waiting=urgent'))).toEqual([o.C, o.F].map((x) => x.orderNumber).sort());
    const page = await get('/orders?waiting=urgent&limit=1');
    expect(page.json()).toMatchObject({ total: 2, totalPages: 2 });
  });

  it('filters by payment status and by customer; refuses unknown values', async () => {
    expect(numbers(await get('/orders?paymentStatus=submitted'))).toEqual([o.A.orderNumber]);
    expect(numbers(await get(`/orders?customerId=${buyer2.id}`))).toEqual([o.F.orderNumber]);
    expect((await get(`/orders?customerId=${buyer.id}`)).json().total).toBe(5);
    expect((await get('/orders?paymentStatus=paid')).statusCode).toBe(400);
    expect((await get('/orders?waiting=late')).statusCode).toBe(400);
  });

  it("gives staff the shopper's name and phone on every row", async () => {
    const row = (await get(`/orders?customerId=${buyer.id}&limit=1`)).json().data[0];
    expect(row.contactName).toBe('Lakshmi Narayanan');
    expect(row.contactPhone).toBe('9876543210');
  });
});

describe('GET /admin/orders/counts', () => {
  it('counts per status and payment status, waiting enquiries and proofs to verify', async () => {
    const res = await get('/admin/orders/counts');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      byStatus: expect.objectContaining({ pending: 4, confirmed: 1, cancelled: 1, delivered: 0 }),
      byPaymentStatus: { pending: 5, submitted: 1, verified: 0, rejected: 0 },
      overdue: 3,
      urgent: 2,
      proofsToVerify: 1,
      total: 6,
    });
  });
});

describe('GET /admin/dashboard', () => {
  it('sums today and the week in India time, waiting work, value by status and top products', async () => {
    const res = await get('/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    const today = startOfIndiaDay(new Date());
    const received = [o.A, o.B, o.C, o.D, o.E].filter((x) => x.createdAt >= today);
    expect(d.today).toEqual({ count: received.length, value: sum(...received.filter((x) => x !== o.E)) });
    expect(d.week).toEqual({ count: 5, value: sum(o.A, o.B, o.C, o.D) });
    expect(d).toMatchObject({ pending: 4, overdue: 3, urgent: 2, proofsToVerify: 1 });
    expect(d.valueByStatus).toEqual([
      { status: 'pending', count: 4, value: sum(o.A, o.B, o.C, o.F) },
      { status: 'confirmed', count: 1, value: sum(o.D) },
      { status: 'cancelled', count: 1, value: sum(o.E) },
    ]);
    expect(d.topProducts).toEqual([
      { productId: shop.rocket.id, productName: shop.rocket.name, quantity: 15, value: 6000 },
      { productId: shop.flowerPot.id, productName: shop.flowerPot.name, quantity: 1, value: 1000.5 },
    ]);
  });

  it('starts the day at midnight India time', () => {
    expect(startOfIndiaDay(new Date('2025-10-20T18:29:59Z')).toISOString()).toBe('2025-10-19T18:30:00.000Z');
    expect(startOfIndiaDay(new Date('2025-10-20T18:30:00Z')).toISOString()).toBe('2025-10-20T18:30:00.000Z');
    expect(startOfIndiaDay(new Date('2025-10-21T02:00:00Z')).toISOString()).toBe('2025-10-20T18:30:00.000Z');
  });
});

describe('GET /customers (staff)', () => {
  it('pages customers newest first with their enquiry totals', async () => {
    const res = await get('/customers?limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data[0]).toMatchObject({ id: buyer2.id, name: 'Lakshmi 100% Iyer', orderValue: sum(o.F) });
    expect(body.data[1]).toMatchObject({
      id: buyer.id,
      phone: buyer.phone,
      tier: 'regular',
      orderValue: sum(o.A, o.B, o.C, o.D),
    });
    expect(body.data[1].lastOrderAt).toBe(
      [o.A, o.E]
        .map((x) => x.createdAt.toISOString())
        .sort()
        .at(-1),
    );
    expect(body.data[1]).toEqual(
      expect.objectContaining({ totalOrders: expect.any(Number), totalSpent: expect.any(Number) }),
    );
  });

  it('searches by name or phone, treating % and _ as plain characters', async () => {
    const ids = async (search: string) =>
      (await get(`/customers?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((c: { id: string }) => c.id);
    expect(await ids('murugan')).toEqual([buyer.id]);
    expect(await ids(buyer2.phone.slice(-6))).toEqual([buyer2.id]);
    expect(await ids('100%')).toEqual([buyer2.id]);
    expect(await ids('%')).toEqual([buyer2.id]);
    expect(await ids('_urugan')).toEqual([]);
  });

  it("keeps the customer's own routes working", async () => {
    expect((await get(`/customers/${buyer.id}`)).json().data.name).toBe('Murugan Selvam');
    expect((await get(`/customers/${buyer.id}`, buyer.token)).statusCode).toBe(200);
    expect((await get(`/customers/phone/${buyer.phone}`)).statusCode).toBe(200);
  });
});

describe('access to the new staff routes', () => {
  const routes = () => [
    { method: 'GET', url: '/admin/me' },
    { method: 'GET', url: '/admin/staff' },
    { method: 'POST', url: '/admin/staff', payload: { email: 'a@b.in', name: 'Asha B', role: 'staff' } },
    { method: 'PATCH', url: `/admin/staff/${staff.id}`, payload: { name: 'Someone Else' } },
    { method: 'GET', url: '/admin/audit' },
    { method: 'GET', url: '/admin/orders/counts' },
    { method: 'GET', url: '/admin/dashboard' },
    { method: 'GET', url: `/orders?waiting=overdue` },
    { method: 'GET', url: `/orders/${o.A.id}/notes` },
    { method: 'POST', url: `/orders/${o.A.id}/notes`, payload: { body: 'Called, no answer' } },
    { method: 'GET', url: `/orders/${o.A.id}/slip.pdf` },
    { method: 'GET', url: '/customers' },
  ];

  it("answers 401 to this shop's staff under another shop, 403 to a customer, 401 to nobody", async () => {
    for (const r of routes()) {
      const req = (headers: Record<string, string>) =>
        t.app.inject({ method: r.method as 'GET', url: `/api/v1${r.url}`, headers, payload: r.payload });
      expect((await req(as('demo2', staff.token))).statusCode, `${r.method} ${r.url} demo2`).toBe(401);
      expect((await req(as('demo', buyer.token))).statusCode, `${r.method} ${r.url} customer`).toBe(403);
      expect((await req(as('demo'))).statusCode, `${r.method} ${r.url} anonymous`).toBe(401);
    }
    // Nothing was written by the refused calls.
    expect(await t.db.select().from(orderNotes).where(eq(orderNotes.orderId, o.A.id))).toHaveLength(0);
    expect(await t.db.select().from(adminUsers).where(eq(adminUsers.email, 'a@b.in'))).toHaveLength(0);
  });
});
