import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { customers } from '../../src/db/schema/customers.ts';
import { createTestApp, as, type TestApp } from '../helpers/test-app.ts';
import { adminToken, customerWithToken, nextPhone } from '../helpers/auth.ts';
import { activeProducts } from './catalogue-fixtures.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await adminToken(t.db, 'demo')).token;
});
afterAll(() => t.app.close());

const inject = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const address = {
  label: 'Home',
  street: '14, Gandhi Road, Near Bus Stand',
  city: 'Madurai',
  state: 'Tamil Nadu',
  zipCode: '625001',
  country: 'India',
};

describe('GET /customers/me', () => {
  it('answers every Customer field, money in rupees, addresses default first, favourite ids', async () => {
    const c = await customerWithToken(t.db, 'demo', { name: 'Full Profile' });
    await t.db
      .update(customers)
      .set({ email: 'full@example.in', totalSpentPaise: 1234550, totalOrders: 3 })
      .where(and(eq(customers.tenantId, 'demo'), eq(customers.id, c.id)));
    const h = as('demo', c.token);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers/me/shipping-addresses',
      headers: h,
      payload: address,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers/me/shipping-addresses',
      headers: h,
      payload: { ...address, label: 'Work', street: '22, Anna Salai, Teynampet', isDefault: true },
    });
    const [product] = await activeProducts(t.db, 'demo', 1);
    await inject('PUT', '/customers/me/wishlist', h, { productId: product!.id, action: 'add' });

    const res = await inject('GET', '/customers/me', h);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(
      [
        'createdAt',
        'email',
        'id',
        'name',
        'phone',
        'shippingAddresses',
        'tier',
        'totalOrders',
        'totalSpent',
        'wishlist',
      ].sort(),
    );
    expect(data).toMatchObject({
      id: c.id,
      name: 'Full Profile',
      phone: c.phone,
      email: 'full@example.in',
      tier: 'regular',
      totalSpent: 12345.5,
      totalOrders: 3,
      wishlist: [product!.id],
    });
    expect(new Date(data.createdAt).toISOString()).toBe(data.createdAt);
    expect(
      data.shippingAddresses.map((a: { label: string; isDefault: boolean }) => [a.label, a.isDefault]),
    ).toEqual([
      ['Work', true],
      ['Home', false],
    ]);
  });
});

describe('PUT /customers/me', () => {
  it('updates name and email', async () => {
    const c = await customerWithToken(t.db, 'demo');
    const res = await inject('PUT', '/customers/me', as('demo', c.token), {
      name: "D'Souza Ann",
      email: 'ann@example.in',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: "D'Souza Ann", email: 'ann@example.in' });
  });

  it('keeps the saved email when the form leaves it blank', async () => {
    const c = await customerWithToken(t.db, 'demo');
    await inject('PUT', '/customers/me', as('demo', c.token), {
      name: 'First Name',
      email: 'keep@example.in',
    });
    const res = await inject('PUT', '/customers/me', as('demo', c.token), { name: 'Second Name', email: '' });
    expect(res.json().data).toMatchObject({ name: 'Second Name', email: 'keep@example.in' });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'x'.repeat(50) }, 'Name must be less than 50 characters'],
    [{ name: 'Valid Name', email: 'bad@' }, 'Please enter a valid email address'],
    [{ name: 'Valid Name', email: `${'a'.repeat(250)}@x.in` }, 'Email address is too long'],
  ])('refuses %j', async (body, message) => {
    const c = await customerWithToken(t.db, 'demo');
    const res = await inject('PUT', '/customers/me', as('demo', c.token), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('needs a customer', async () => {
    const res = await inject('PUT', '/customers/me', as('demo'), { name: 'Anon Ymous' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Authentication required');
  });
});

describe('PUT /customers/{id}', () => {
  it('lets a customer update themself', async () => {
    const c = await customerWithToken(t.db, 'demo');
    const res = await inject('PUT', `/customers/${c.id}`, as('demo', c.token), { name: 'Self Edit' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Self Edit');
  });

  it("answers 404 for another customer's id and changes nothing", async () => {
    const me = await customerWithToken(t.db, 'demo');
    const other = await customerWithToken(t.db, 'demo', { name: 'Not Yours' });
    const res = await inject('PUT', `/customers/${other.id}`, as('demo', me.token), { name: 'Hijacked' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Customer not found');
    const [row] = await t.db
      .select({ name: customers.name })
      .from(customers)
      .where(eq(customers.id, other.id));
    expect(row!.name).toBe('Not Yours');
  });

  it('lets staff update any customer of their shop, not of another', async () => {
    const c = await customerWithToken(t.db, 'demo');
    const res = await inject('PUT', `/customers/${c.id}`, as('demo', staff), { name: 'Staff Fixed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Staff Fixed');
    const staff2 = (await adminToken(t.db, 'demo2')).token;
    expect(
      (await inject('PUT', `/customers/${c.id}`, as('demo2', staff2), { name: 'Other Shop' })).statusCode,
    ).toBe(404);
    expect(
      (await inject('PUT', `/customers/${c.id}`, as('demo2', staff), { name: 'Other Shop' })).statusCode,
    ).toBe(401);
  });

  it('answers 404 to staff for an unknown id', async () => {
    const res = await inject('PUT', '/customers/no-such-customer', as('demo', staff), {
      name: 'Nobody Here',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /customers/{id}', () => {
  it('serves the customer themself and staff; another customer gets 404', async () => {
    const c = await customerWithToken(t.db, 'demo');
    const other = await customerWithToken(t.db, 'demo');
    expect((await inject('GET', `/customers/${c.id}`, as('demo', c.token))).statusCode).toBe(200);
    expect((await inject('GET', `/customers/${c.id}`, as('demo', staff))).json().data.id).toBe(c.id);
    expect((await inject('GET', `/customers/${c.id}`, as('demo', other.token))).statusCode).toBe(404);
  });
});

describe('GET /customers/phone/{phone}', () => {
  it('finds a customer for staff', async () => {
    const c = await customerWithToken(t.db, 'demo', { name: 'Phone Lookup' });
    const res = await inject('GET', `/customers/phone/${c.phone}`, as('demo', staff));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: c.id,
      name: 'Phone Lookup',
      shippingAddresses: [],
      wishlist: [],
    });
  });

  it('answers 404 when no customer has the phone', async () => {
    const res = await inject('GET', `/customers/phone/${nextPhone()}`, as('demo', staff));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Customer not found');
  });

  it('validates the phone', async () => {
    const res = await inject('GET', '/customers/phone/12345', as('demo', staff));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Phone number must be 10 digits');
  });

  it('is staff only: a customer gets 403, nobody 401', async () => {
    const c = await customerWithToken(t.db, 'demo');
    expect((await inject('GET', `/customers/phone/${c.phone}`, as('demo', c.token))).statusCode).toBe(403);
    expect((await inject('GET', `/customers/phone/${c.phone}`, as('demo'))).statusCode).toBe(401);
  });

  it("does not find another shop's customer", async () => {
    const c = await customerWithToken(t.db, 'demo');
    const staff2 = (await adminToken(t.db, 'demo2')).token;
    expect((await inject('GET', `/customers/phone/${c.phone}`, as('demo2', staff2))).statusCode).toBe(404);
  });
});
