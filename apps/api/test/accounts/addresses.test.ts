import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addresses } from '../../src/db/schema/customers.ts';
import { createTestApp, as, type TestApp } from '../helpers/test-app.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

type Book = {
  id: string;
  label: string;
  street: string;
  isDefault: boolean;
  zipCode: string;
  country: string;
}[];

const home = {
  label: 'Home',
  street: '14, Gandhi Road, Near Bus Stand',
  city: 'Madurai',
  state: 'Tamil Nadu',
  zipCode: '625001',
  country: 'India',
  isDefault: false,
};
const work = {
  ...home,
  label: 'Work',
  street: '22, Anna Salai, Teynampet',
  city: 'Chennai',
  zipCode: '600018',
};

const add = (token: string, body: Record<string, unknown>, tenant = 'demo') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/customers/me/shipping-addresses',
    headers: as(tenant, token),
    payload: body,
  });
const del = (token: string, id: string, tenant = 'demo') =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v1/customers/me/shipping-addresses/${id}`,
    headers: as(tenant, token),
  });
const edit = (
  token: string,
  customerId: string,
  id: string,
  body: Record<string, unknown>,
  tenant = 'demo',
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/customers/${customerId}/addresses/${id}`,
    headers: as(tenant, token),
    payload: body,
  });
const setDefault = (token: string, customerId: string, id: string, tenant = 'demo') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/customers/${customerId}/addresses/${id}/set-default`,
    headers: as(tenant, token),
    payload: {},
  });
const defaults = (book: Book) => book.filter((a) => a.isDefault).map((a) => a.label);

async function customerWithBook() {
  const c = await customerWithToken(t.db, 'demo');
  await add(c.token, home);
  const book: Book = (await add(c.token, work)).json().data;
  return { ...c, home: book.find((a) => a.label === 'Home')!, work: book.find((a) => a.label === 'Work')! };
}

describe('POST /customers/me/shipping-addresses', () => {
  it('makes the first address the default and answers the whole book', async () => {
    const c = await customerWithToken(t.db, 'demo');
    const res = await add(c.token, { ...home, isDefault: false });
    expect(res.statusCode).toBe(201);
    const book: Book = res.json().data;
    expect(book).toHaveLength(1);
    expect(book[0]).toMatchObject({ ...home, isDefault: true, id: expect.any(String) });
  });

  it('fills label and country defaults and keeps only the pincode digits', async () => {
    const c = await customerWithToken(t.db, 'demo');
    const { label: _l, country: _c, isDefault: _d, ...bare } = home;
    const book: Book = (await add(c.token, { ...bare, zipCode: '625 001' })).json().data;
    expect(book[0]).toMatchObject({ label: 'Home', country: 'India', zipCode: '625001' });
  });

  it('a new address marked default takes over: exactly one default, listed first', async () => {
    const c = await customerWithToken(t.db, 'demo');
    await add(c.token, home);
    const book: Book = (await add(c.token, { ...work, isDefault: true })).json().data;
    expect(book.map((a) => a.label)).toEqual(['Work', 'Home']);
    expect(defaults(book)).toEqual(['Work']);
  });

  it.each([
    [{ label: '' }, 'Address label is required'],
    [{ label: 'Office' }, 'Address label must be Home, Work or Other'],
    [{ street: '' }, 'Address is required'],
    [{ street: 'Short rd' }, 'Address must be at least 10 characters'],
    [{ street: 'x'.repeat(201) }, 'Address must be at most 200 characters'],
    [{ street: '12 Main Road <script>alert(1)</script>' }, 'Address contains invalid characters'],
    [{ street: 'javascript:alert(1) Main Road' }, 'Address contains invalid characters'],
    [{ street: '12 Main Road onerror=alert(1)' }, 'Address contains invalid characters'],
    [{ city: '' }, 'City is required'],
    [{ city: 'M' }, 'City must be at least 2 characters'],
    [{ city: 'Madurai 2' }, 'City can contain only letters, spaces, hyphens and apostrophes'],
    [{ state: 'x'.repeat(51) }, 'State must be at most 50 characters'],
    [{ zipCode: '' }, 'Pincode is required'],
    [{ zipCode: '62500' }, 'Pincode must be 6 digits'],
    [{ zipCode: '025001' }, 'Pincode cannot start with 0'],
  ])('refuses %j', async (change, message) => {
    const c = await customerWithToken(t.db, 'demo');
    const res = await add(c.token, { ...home, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers/me/shipping-addresses',
      headers: as('demo'),
      payload: home,
    });
    expect(res.statusCode).toBe(401);
  });

  it('caps the book at 20 addresses', async () => {
    const c = await customerWithToken(t.db, 'demo');
    for (let i = 0; i < 20; i++) expect((await add(c.token, home)).statusCode).toBe(201);
    const res = await add(c.token, home);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('You can save at most 20 addresses');
  });
});

describe('PUT /customers/{customerId}/addresses/{addressId}/set-default', () => {
  it('moves the default in one step', async () => {
    const c = await customerWithBook();
    const res = await setDefault(c.token, c.id, c.work.id);
    expect(res.statusCode).toBe(200);
    const book: Book = res.json().data;
    expect(defaults(book)).toEqual(['Work']);
    expect(book[0]!.id).toBe(c.work.id);
    // Already the default: nothing changes.
    expect(defaults((await setDefault(c.token, c.id, c.work.id)).json().data)).toEqual(['Work']);
  });

  it('keeps exactly one default under concurrent changes', async () => {
    const c = await customerWithBook();
    const replies = await Promise.all([
      setDefault(c.token, c.id, c.work.id),
      setDefault(c.token, c.id, c.home.id),
      setDefault(c.token, c.id, c.work.id),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.db
      .select({ isDefault: addresses.isDefault })
      .from(addresses)
      .where(and(eq(addresses.tenantId, 'demo'), eq(addresses.customerId, c.id)));
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it("answers 404 for another customer's address, under either id", async () => {
    const mine = await customerWithBook();
    const theirs = await customerWithBook();
    const viaTheirId = await setDefault(mine.token, theirs.id, theirs.work.id);
    expect(viaTheirId.statusCode).toBe(404);
    const viaMyId = await setDefault(mine.token, mine.id, theirs.work.id);
    expect(viaMyId.statusCode).toBe(404);
    expect(viaMyId.json().error.message).toBe('Address not found');
  });
});

describe('PUT /customers/{customerId}/addresses/{addressId}', () => {
  it('replaces the fields and answers the book', async () => {
    const c = await customerWithBook();
    const res = await edit(c.token, c.id, c.home.id, {
      ...home,
      label: 'Other',
      street: '7, Lake View Road, KK Nagar',
    });
    expect(res.statusCode).toBe(200);
    const updated = (res.json().data as Book).find((a) => a.id === c.home.id)!;
    expect(updated).toMatchObject({ label: 'Other', street: '7, Lake View Road, KK Nagar', isDefault: true });
  });

  it('isDefault true takes the default; false leaves it where it is', async () => {
    const c = await customerWithBook();
    const kept: Book = (await edit(c.token, c.id, c.home.id, { ...home, isDefault: false })).json().data;
    expect(defaults(kept)).toEqual(['Home']);
    const moved: Book = (await edit(c.token, c.id, c.work.id, { ...work, isDefault: true })).json().data;
    expect(defaults(moved)).toEqual(['Work']);
  });

  it('validates like adding', async () => {
    const c = await customerWithBook();
    const res = await edit(c.token, c.id, c.home.id, { ...home, zipCode: '012345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Pincode cannot start with 0');
  });

  it("refuses a customer editing another customer's address (404) and leaves it unchanged", async () => {
    const mine = await customerWithBook();
    const theirs = await customerWithBook();
    const res = await edit(mine.token, theirs.id, theirs.home.id, {
      ...home,
      street: '1, Attacker Street, Nowhere',
    });
    expect(res.statusCode).toBe(404);
    const viaMyId = await edit(mine.token, mine.id, theirs.home.id, {
      ...home,
      street: '1, Attacker Street, Nowhere',
    });
    expect(viaMyId.statusCode).toBe(404);
    const [row] = await t.db
      .select({ street: addresses.street })
      .from(addresses)
      .where(eq(addresses.id, theirs.home.id));
    expect(row!.street).toBe(home.street);
  });

  it("lets staff edit a customer's address in their own shop only", async () => {
    const c = await customerWithBook();
    const staff = await adminToken(t.db, 'demo');
    const res = await edit(staff.token, c.id, c.work.id, { ...work, city: 'Coimbatore' });
    expect(res.statusCode).toBe(200);
    const staff2 = await adminToken(t.db, 'demo2');
    expect((await edit(staff2.token, c.id, c.work.id, work, 'demo2')).statusCode).toBe(404);
  });

  it('refuses a demo token under demo2', async () => {
    const c = await customerWithBook();
    expect((await edit(c.token, c.id, c.home.id, home, 'demo2')).statusCode).toBe(401);
  });
});

describe('DELETE /customers/me/shipping-addresses/{id}', () => {
  it('refuses to delete the only address', async () => {
    const c = await customerWithToken(t.db, 'demo');
    const [only] = (await add(c.token, home)).json().data as Book;
    const res = await del(c.token, only!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('You cannot delete your only address. Add another address first.');
  });

  it('deletes a non-default address and keeps the default', async () => {
    const c = await customerWithBook();
    const res = await del(c.token, c.work.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ ...c.home, isDefault: true }]);
  });

  it('deleting the default promotes the oldest remaining address', async () => {
    const c = await customerWithToken(t.db, 'demo');
    await add(c.token, home);
    await add(c.token, work);
    const book: Book = (await add(c.token, { ...home, label: 'Other', isDefault: true })).json().data;
    const other = book.find((a) => a.label === 'Other')!;
    const after: Book = (await del(c.token, other.id)).json().data;
    expect(after.map((a) => [a.label, a.isDefault])).toEqual([
      ['Home', true],
      ['Work', false],
    ]);
  });

  it("answers 404 for another customer's address and keeps it", async () => {
    const mine = await customerWithBook();
    const theirs = await customerWithBook();
    const res = await del(mine.token, theirs.work.id);
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(addresses).where(eq(addresses.id, theirs.work.id))).toHaveLength(1);
  });
});
