import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { orderBody, seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';
import { pdfText, renderPage } from './pdf-text.ts';

let t: TestApp;
let shop: Catalogue;
let owner: { token: string };
let stranger: { token: string };
let order: { id: string; orderNumber: string };

const estimate = (id: string, token?: string, tenant = 'demo') =>
  t.app.inject({ method: 'GET', url: `/api/v1/orders/${id}/estimate.pdf`, headers: as(tenant, token) });

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
  owner = await customerWithToken(t.db, 'demo', { name: 'Lakshmi Narayanan' });
  stranger = await customerWithToken(t.db, 'demo');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders/my-order',
    headers: as('demo', owner.token),
    payload: orderBody([
      [shop.rocket.id, 3],
      [shop.flowerPot.id, 2],
    ]),
  });
  expect(res.statusCode).toBe(201);
  order = res.json().data;
});
afterAll(() => t.app.close());

describe('GET /orders/:id/estimate.pdf', () => {
  it("gives the customer their enquiry's lines and totals under the shop's header", async () => {
    const res = await estimate(order.id, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${order.orderNumber}-estimate.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('ESTIMATE');
    expect(text).toContain(`Enquiry ${order.orderNumber}`);
    expect(text).toContain('Unique Crackers');
    // ₹400 × 3 and ₹1,000.50 × 2: subtotal ₹3,201, packing 3 % = ₹96.03, total ₹3,297.03.
    expect(text).toMatch(new RegExp(`${shop.rocket.name}.*\\s3\\s+₹400\\s+₹1,200`));
    expect(text).toMatch(new RegExp(`${shop.flowerPot.name}.*\\s2\\s+₹1,000.50\\s+₹2,001`));
    expect(text).toMatch(/Subtotal\s+₹3,201/);
    expect(text).toMatch(/Packing\s+₹96.03/);
    expect(text).toMatch(/Total\s+₹3,297.03/);
    expect(text).toContain('not a tax invoice');
    console.log('estimate page 1:', renderPage(res.rawPayload, 1, 'estimate-p1'));
  });

  it("refuses another customer's enquiry with 404, and asks for a sign-in without a token", async () => {
    const res = await estimate(order.id, stranger.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Order not found');
    expect((await estimate(order.id)).statusCode).toBe(401);
    // A token of demo is not valid under demo2.
    expect((await estimate(order.id, owner.token, 'demo2')).statusCode).toBe(401);
  });

  it("lets the shop's staff download it too", async () => {
    const staff = await adminToken(t.db, 'demo');
    const res = await estimate(order.id, staff.token);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain(order.orderNumber);
  });
});
