// A shop's lifecycle (issue 29, decision 151): paused shops say "back soon" and take no enquiries but
// their staff still sign in; suspended and closed shops refuse the storefront and staff tokens; every
// change is in the shop's audit log with who and why.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_LIFECYCLE_MESSAGES } from '@pataka/domain/shop-lifecycle';
import { auditLog } from '../../src/db/schema/staff.ts';
import { tenants } from '../../src/db/schema/tenants.ts';
import { changeShopStatusFor } from '../../src/modules/shops/shop-context.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { adminUsers } from '../../src/db/schema/customers.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { orderBody, seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';

const PASSWORD = 'kaveri-owner-pass';
let t: TestApp;
let shop: Catalogue;
const operator = { kind: 'operator' as const, id: 'op-1', name: 'Ravi (agency)' };

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo2');
  // demo2's seeded owner has a random password: give it a known one.
  await t.db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(adminUsers.tenantId, 'demo2'));
});
afterAll(() => t.app.close());

const setStatus = (status: 'active' | 'paused' | 'suspended' | 'closed', reason = 'test reason') =>
  changeShopStatusFor(t.app, { tenantId: 'demo2', status, reason, actor: operator });

const page = (path = '/?shop=demo2') =>
  t.app.inject({ method: 'GET', url: path, headers: { host: 'localhost:3000', accept: 'text/html' } });

const ownerEmail = async () => (await adminToken(t.db, 'demo2')).email;

describe('paused', () => {
  it('pages say "back soon" with the shop name (and in Tamil); enquiries are refused with the plain message', async () => {
    const { token } = await customerWithToken(t.db, 'demo2');
    await setStatus('paused', 'Season over, back for Diwali');
    const res = await page();
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(SHOP_LIFECYCLE_MESSAGES.backSoonTitle);
    expect(res.body).toContain('விரைவில் திரும்புவோம்');
    const [row] = await t.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, 'demo2'));
    expect(res.body).toContain(row!.name.replace(/&/g, '&amp;'));

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/my-order',
      headers: as('demo2', token),
      payload: orderBody([[shop.rocket.id, 1]]),
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().error.message).toBe(SHOP_LIFECYCLE_MESSAGES.pausedNoEnquiries);
    // Even a broken cart gets the same answer: the refusal comes before the body.
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/my-order',
      headers: as('demo2', token),
      payload: { nonsense: true },
    });
    expect(broken.json().error.message).toBe(SHOP_LIFECYCLE_MESSAGES.pausedNoEnquiries);
    // The other shop is untouched.
    expect((await page('/?shop=demo')).statusCode).not.toBe(503);
  });

  it("the shop's staff still sign in and use the console API", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      headers: as('demo2'),
      payload: { email: await ownerEmail(), password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { token } = await adminToken(t.db, 'demo2');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: as('demo2', token) });
    expect(me.statusCode).toBe(200);
  });
});

describe('suspended', () => {
  it("refuses the storefront with a plain page and the shop's staff token with 403", async () => {
    const { token } = await adminToken(t.db, 'demo2');
    await setStatus('suspended', 'Unpaid since October');
    const res = await page();
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(SHOP_LIFECYCLE_MESSAGES.suspended);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: as('demo2', token) });
    expect(me.statusCode).toBe(403);
    expect(me.json().error.message).toBe(SHOP_LIFECYCLE_MESSAGES.staffSuspended);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      headers: as('demo2'),
      payload: { email: await ownerEmail(), password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/v1/products', headers: as('demo2') });
    expect(catalogue.statusCode).toBe(403);
  });

  it('resuming serves the shop again, and every change is audited with who and why', async () => {
    await setStatus('active', 'Paid up');
    expect((await page()).statusCode).not.toBe(403);
    const { token } = await adminToken(t.db, 'demo2');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: as('demo2', token) });
    expect(me.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 'demo2'), eq(auditLog.action, 'shop.status')));
    const summaries = rows.map((r) => r.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'Shop active → paused: Season over, back for Diwali',
        'Shop paused → suspended: Unpaid since October',
        'Shop suspended → active: Paid up',
      ]),
    );
    expect(
      rows.every((r) => r.actorName === 'Platform operator: Ravi (agency)' && r.actorId === 'operator:op-1'),
    ).toBe(true);
    // The owner reads it in their own audit log.
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit',
      headers: as('demo2', token),
    });
    expect(JSON.stringify(audit.json())).toContain('Unpaid since October');
  });

  it('refuses a change without a reason, and a change to the same state', async () => {
    await expect(setStatus('paused', ' ')).rejects.toThrow(SHOP_LIFECYCLE_MESSAGES.reasonRequired);
    await expect(setStatus('active')).rejects.toThrow(SHOP_LIFECYCLE_MESSAGES.statusUnchanged);
  });
});

describe('hosts', () => {
  it("a host that is no shop's and not the platform's gets a plain 404 page, not the default shop", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'nobody.example.in' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(SHOP_LIFECYCLE_MESSAGES.noShopAtHost);
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products',
      headers: { host: 'nobody.example.in', 'x-tenant-id': 'demo' },
    });
    expect(api.statusCode).toBe(404);
    // Probes call by IP or any name: health answers everywhere.
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { host: '10.0.0.7:3000' },
    });
    expect(health.statusCode).toBe(200);
  });
});
