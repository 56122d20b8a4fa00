import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '../../src/db/schema/tenants.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { orderBody, seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';

let t: TestApp;
let shop: Catalogue;
let staff: { token: string };
let buyer: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
  staff = await adminToken(t.db, 'demo');
  buyer = await customerWithToken(t.db, 'demo', { name: 'Murugan Selvam' });
  await t.db
    .update(companySettings)
    .set({ taxId: '33ABCDE1234F1Z5', licenseNumber: 'LIC/SVK/2025/0042', phone: '9443012345' })
    .where(eq(companySettings.tenantId, 'demo'));
});
afterAll(() => t.app.close());

async function placeOrder(extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders/my-order',
    headers: as('demo', buyer.token),
    payload: orderBody(
      [
        [shop.rocket.id, 12],
        [shop.flowerPot.id, 3],
      ],
      extra,
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; orderNumber: string };
}

const slip = (id: string, size: string, token?: string, tenant = 'demo') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/orders/${id}/slip.pdf?size=${size}`,
    headers: as(tenant, token),
  });

describe('GET /orders/{id}/slip.pdf', () => {
  it('prints an A4 and an 80 mm slip for staff', async () => {
    const order = await placeOrder();
    for (const size of ['a4', '80mm']) {
      const res = await slip(order.id, size, staff.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="${order.orderNumber}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // For a look at the layout: pdftoppm -png -r 60 /tmp/pataka-slip-a4.pdf /tmp/slip-a4
      if (process.env.SLIP_OUT) fs.writeFileSync(`${process.env.SLIP_OUT}-${size}.pdf`, res.rawPayload);
    }
  });

  it('defaults to A4 (595 × 842 pt) and fits the thermal slip to 226 pt wide', async () => {
    const order = await placeOrder();
    const a4 = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${order.id}/slip.pdf`,
        headers: as('demo', staff.token),
      })
    ).rawPayload.toString('latin1');
    expect(a4).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const roll = (await slip(order.id, '80mm', staff.token)).rawPayload.toString('latin1');
    const box = /\/MediaBox \[0 0 226 (\d+)\]/.exec(roll);
    expect(box).not.toBeNull();
    expect(Number(box![1])).toBeGreaterThan(250);
    expect(Number(box![1])).toBeLessThan(1200);
  });

  it('refuses a bad size (400), an unknown enquiry (404), customers (403), anonymous (401), another shop (401)', async () => {
    const order = await placeOrder();
    expect((await slip(order.id, 'a3', staff.token)).statusCode).toBe(400);
    expect((await slip('no-such-order', 'a4', staff.token)).statusCode).toBe(404);
    expect((await slip(order.id, 'a4', buyer.token)).statusCode).toBe(403);
    expect((await slip(order.id, 'a4')).statusCode).toBe(401);
    expect((await slip(order.id, 'a4', staff.token, 'demo2')).statusCode).toBe(401);
  });
});
