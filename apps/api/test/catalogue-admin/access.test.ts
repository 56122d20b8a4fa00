// Every staff catalogue route: a customer token gets 403, a staff token of another shop 401, none 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditLog } from '../../src/db/schema/staff.ts';

let t: TestApp;
let demoStaff: string;
let customer: string;
let auditRowsBefore: number;

beforeAll(async () => {
  t = await createTestApp();
  demoStaff = (await adminToken(t.db, 'demo')).token;
  customer = (await customerWithToken(t.db, 'demo')).token;
  auditRowsBefore = (await t.db.select().from(auditLog)).length;
});
afterAll(() => t.app.close());

const ROUTES: [string, string, unknown?][] = [
  ['GET', '/admin/products'],
  ['GET', '/admin/products/x'],
  ['POST', '/products', { name: 'Nope Product', sku: 'NOPE-1', price: 10 }],
  ['PUT', '/products/x', { name: 'Nope Product', sku: 'NOPE-1', price: 10 }],
  ['PATCH', '/products/x', { inStock: false }],
  ['DELETE', '/products/x'],
  ['POST', '/admin/products/bulk', { ids: ['x'], action: 'archive' }],
  ['GET', '/admin/categories'],
  ['POST', '/categories', { name: 'Nope Cat' }],
  ['PUT', '/categories/x', { name: 'Nope Cat' }],
  ['PATCH', '/categories/x', { isActive: false }],
  ['DELETE', '/categories/x'],
  ['PUT', '/admin/categories/order', { ids: ['x'] }],
  ['GET', '/admin/brands'],
  ['POST', '/brands', { name: 'Nope Brand' }],
  ['PUT', '/brands/x', { name: 'Nope Brand' }],
  ['PATCH', '/brands/x', { isActive: false }],
  ['DELETE', '/brands/x'],
  ['POST', '/uploads/product-image'],
];

describe('staff catalogue access', () => {
  it.each(ROUTES)(
    '%s %s: 401 without a token or with another shop’s staff, 403 for a customer',
    async (method, url, body) => {
      const send = (headers: Record<string, string>) =>
        t.app.inject({
          method: method as 'GET',
          url: `/api/v1${url}`,
          headers,
          ...(body === undefined ? {} : { payload: body as object }),
        });
      const anonymous = await send(as('demo'));
      expect(anonymous.statusCode).toBe(401);
      const otherShop = await send(as('demo2', demoStaff));
      expect(otherShop.statusCode).toBe(401);
      const shopper = await send(as('demo', customer));
      expect(shopper.statusCode).toBe(403);
    },
  );

  it('wrote nothing to the audit log on refused requests', async () => {
    expect(await t.db.select().from(auditLog)).toHaveLength(auditRowsBefore);
  });
});

describe('API documentation', () => {
  it('documents the staff catalogue routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/v1/admin/products', '/api/v1/products/{id}', '/api/v1/uploads/product-image'])
      expect(paths).toContain(p);
  });
});
