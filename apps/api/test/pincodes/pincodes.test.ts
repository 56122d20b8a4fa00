import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pataka/domain/messages';
import { companySettings } from '../../src/db/schema/tenants.ts';
import { adminToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { TEST_SHIPPING } from '../orders/order-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // demo: Kerala and 999999 not served (the order tests' shop); demo2 keeps its seeded rules.
  await t.db
    .update(companySettings)
    .set({ shippingSettings: TEST_SHIPPING })
    .where(eq(companySettings.tenantId, 'demo'));
  t.app.publicCache.invalidate('demo');
});
afterAll(() => t.app.close());

const lookup = (pincode: string, tenant = 'demo') =>
  t.app.inject({ method: 'GET', url: `/api/v1/pincodes/${pincode}`, headers: as(tenant) });

describe('GET /pincodes/:pincode', () => {
  it('fills in a Tamil Nadu pincode: Sivakasi, Virudhunagar district', async () => {
    const res = await lookup('626123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        pincode: '626123',
        district: 'Virudhunagar',
        state: 'Tamil Nadu',
        city: 'Sivakasi',
        delivers: true,
        reason: null,
      },
    });
  });

  it('names Chennai for 600001, with the state as the address form spells it', async () => {
    const { data } = (await lookup('600001')).json();
    expect(data).toMatchObject({ district: 'Chennai', state: 'Tamil Nadu', city: 'Chennai', delivers: true });
  });

  it('refuses a pincode in a state the shop does not serve, with the order creation words', async () => {
    const { data } = (await lookup('682001')).json();
    expect(data).toMatchObject({ district: 'Ernakulam', state: 'Kerala', city: 'Kochi' });
    expect(data).toMatchObject({ delivers: false, reason: MESSAGES.stateNotServed });
  });

  it("refuses a pincode on the shop's blocked list", async () => {
    await t.db
      .update(companySettings)
      .set({ shippingSettings: { ...TEST_SHIPPING, unservedPincodes: ['999999', '626123'] } })
      .where(eq(companySettings.tenantId, 'demo'));
    t.app.publicCache.invalidate('demo');
    const { data } = (await lookup('626123')).json();
    expect(data).toMatchObject({ state: 'Tamil Nadu', delivers: false, reason: MESSAGES.pincodeNotServed });
    await t.db
      .update(companySettings)
      .set({ shippingSettings: TEST_SHIPPING })
      .where(eq(companySettings.tenantId, 'demo'));
    t.app.publicCache.invalidate('demo');
    expect((await lookup('626123')).json().data.delivers).toBe(true);
  });

  it("answers for the asking shop only: another shop's rules do not leak", async () => {
    // demo2 does not exclude Kerala: the same pincode is deliverable there.
    expect((await lookup('682001', 'demo')).json().data.delivers).toBe(false);
    const other = (await lookup('682001', 'demo2')).json().data;
    expect(other).toMatchObject({ state: 'Kerala', delivers: true, reason: null });
  });

  it('follows a staff edit of the service area at once, and is never cached by browsers', async () => {
    const staff = await adminToken(t.db, 'demo2');
    expect((await lookup('682001', 'demo2')).json().data.delivers).toBe(true); // now cached
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/company',
      headers: as('demo2', staff.token),
      payload: { shippingSettings: { unservedStates: ['Kerala'] } },
    });
    expect(put.statusCode).toBe(200);
    const res = await lookup('682001', 'demo2');
    expect(res.json().data).toMatchObject({ delivers: false, reason: MESSAGES.stateNotServed });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('X-Tenant-ID');
  });

  it('answers 404 "Pincode not found" for a pincode India Post does not list', async () => {
    const res = await lookup('999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Pincode not found' },
    });
  });

  it('refuses what is not a pincode with the address form messages', async () => {
    const short = await lookup('62612');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain(MESSAGES.zipLength);
    const zero = await lookup('012345');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.message).toContain(MESSAGES.zipStart);
  });

  it('needs a tenant like every public read', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pincodes/626123' });
    expect(res.statusCode).toBe(400);
  });
});
