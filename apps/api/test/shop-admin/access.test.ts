import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pataka/domain/messages';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller, type Req } from './shop-admin-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: string;
let shopper: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  staff = (await adminToken(t.db, 'demo')).token;
  shopper = (await customerWithToken(t.db, 'demo')).token;
});
afterAll(() => t.app.close());

const ID = 'some-id';
/** Every route of the shop-admin API, each with a body that would be valid. */
const ROUTES: Req[] = [
  { method: 'GET', url: '/admin/coupons' },
  { method: 'POST', url: '/coupons', payload: { code: 'X1', discountType: 'fixed', discountValue: 10 } },
  { method: 'PUT', url: `/coupons/${ID}`, payload: { isActive: true } },
  { method: 'DELETE', url: `/coupons/${ID}` },
  { method: 'GET', url: '/admin/flashnews' },
  { method: 'POST', url: '/flashnews', payload: { title: 'T', message: 'M' } },
  { method: 'PUT', url: `/flashnews/${ID}`, payload: { isActive: true } },
  { method: 'DELETE', url: `/flashnews/${ID}` },
  { method: 'GET', url: '/admin/company/pickup-locations' },
  {
    method: 'POST',
    url: '/company/pickup-locations',
    payload: {
      transportProviderId: ID,
      name: 'Point',
      address: 'Main Road',
      city: 'Madurai',
      state: 'Tamil Nadu',
    },
  },
  { method: 'PUT', url: `/company/pickup-locations/${ID}`, payload: { isActive: false } },
  { method: 'DELETE', url: `/company/pickup-locations/${ID}` },
  { method: 'GET', url: '/admin/company/transport-providers' },
  { method: 'POST', url: '/company/transport-providers', payload: { name: 'New Travels' } },
  { method: 'PUT', url: `/company/transport-providers/${ID}`, payload: { name: 'Renamed Travels' } },
  { method: 'DELETE', url: `/company/transport-providers/${ID}` },
  { method: 'GET', url: '/admin/company' },
  { method: 'PUT', url: '/admin/company', payload: { tagline: 'Since 1985' } },
  { method: 'GET', url: '/admin/newsletter' },
  { method: 'GET', url: '/admin/newsletter/export.csv' },
  { method: 'GET', url: '/admin/contact-messages' },
  { method: 'PATCH', url: `/admin/contact-messages/${ID}`, payload: { status: 'handled' } },
  { method: 'GET', url: '/admin/contact-messages/export.csv' },
  { method: 'GET', url: '/admin/setup-checklist' },
];

describe('who may use the shop-admin API', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: no token 401, a customer 403, demo staff under demo2 401',
    async (_name, req) => {
      const anonymous = await call(req);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.message).toBe(MESSAGES.authRequired);
      expect((await call(req, shopper)).statusCode).toBe(403);
      expect((await call(req, staff, 'demo2')).statusCode).toBe(401);
    },
  );

  it('is checked before the body: a customer with a bad body still gets 403, not 400', async () => {
    const res = await call({ method: 'POST', url: '/coupons', payload: { code: '' } }, shopper);
    expect(res.statusCode).toBe(403);
  });

  it('lets demo staff read every list of their own shop', async () => {
    for (const req of ROUTES.filter((r) => r.method === 'GET')) {
      expect((await call(req, staff)).statusCode, req.url).toBe(200);
    }
  });
});
