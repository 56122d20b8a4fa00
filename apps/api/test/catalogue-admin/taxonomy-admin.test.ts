import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_ADMIN_MESSAGES as M } from '@pataka/domain/catalogue-admin';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditEntries, staffWithToken } from '../staff/staff-test-helpers.ts';
import { call, newProduct, publicGet } from './admin-request.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await staffWithToken(t.db, 'demo')).token;
});
afterAll(() => t.app.close());

type Row = { id: string; slug: string; displayOrder: number; productCount: number; isActive: boolean };

describe('categories', () => {
  it('creates one, shows it on the public tree at once, and lists it for staff with counts', async () => {
    const res = await call(t, staff, 'POST', '/categories', {
      name: 'Night Sky Shots',
      description: 'Aerials',
    });
    expect(res.status).toBe(201);
    const cat = res.body.data;
    expect(cat).toMatchObject({ slug: 'night-sky-shots', isActive: true, productCount: 0 });
    await call(t, staff, 'POST', '/products', newProduct({ categoryId: cat.id }));
    const pub = await publicGet(t, '/products/categories');
    expect(pub.body.data.find((c: Row) => c.id === cat.id)).toMatchObject({ productCount: 1 });
    const staffList = (await call(t, staff, 'GET', '/admin/categories')).body.data as Row[];
    expect(staffList.find((c) => c.id === cat.id)).toMatchObject({ productCount: 1, activeProductCount: 1 });
    expect(await auditEntries(t.db, 'demo', 'category.create')).toHaveLength(1);
  });

  it('refuses to delete a category with products: hide it instead', async () => {
    const cat = (await call(t, staff, 'POST', '/categories', { name: 'Bombs To Keep' })).body.data;
    const product = (await call(t, staff, 'POST', '/products', newProduct({ categoryId: cat.id }))).body.data;
    // Even archived products keep naming it.
    await call(t, staff, 'DELETE', `/products/${product.id}`);
    const del = await call(t, staff, 'DELETE', `/categories/${cat.id}`);
    expect(del.status).toBe(409);
    expect(del.body.error.message).toBe('A category with products cannot be deleted: hide it instead');
    const hide = await call(t, staff, 'PATCH', `/categories/${cat.id}`, { isActive: false });
    expect(hide.status).toBe(200);
    expect(hide.body.data).toMatchObject({ isActive: false, name: 'Bombs To Keep', slug: cat.slug });
    const all = (await call(t, staff, 'GET', '/admin/categories')).body.data as Row[];
    expect(all.find((c) => c.id === cat.id)?.isActive).toBe(false);
    expect(await auditEntries(t.db, 'demo', 'category.update')).toHaveLength(1);
  });

  it('deletes an unused one, and refuses one with subcategories', async () => {
    const parent = (await call(t, staff, 'POST', '/categories', { name: 'Parent Cat' })).body.data;
    const child = (await call(t, staff, 'POST', '/categories', { name: 'Child Cat', parentId: parent.id }))
      .body.data;
    expect((await call(t, staff, 'DELETE', `/categories/${parent.id}`)).body.error.message).toBe(
      M.categoryHasChildren,
    );
    const loop = await call(t, staff, 'PUT', `/categories/${parent.id}`, {
      name: 'Parent Cat',
      parentId: child.id,
    });
    expect(loop.status).toBe(400);
    expect(loop.body.error.message).toBe(M.categoryParentLoop);
    expect((await call(t, staff, 'DELETE', `/categories/${child.id}`)).status).toBe(200);
    expect((await call(t, staff, 'DELETE', `/categories/${parent.id}`)).status).toBe(200);
    expect((await call(t, staff, 'DELETE', `/categories/${parent.id}`)).status).toBe(404);
    expect(await auditEntries(t.db, 'demo', 'category.delete')).toHaveLength(2);
  });

  it('refuses a taken slug with 409 and a bad name with 400', async () => {
    const first = (await call(t, staff, 'POST', '/categories', { name: 'Unique Slug Cat' })).body.data;
    const dup = await call(t, staff, 'POST', '/categories', { name: 'Other', slug: first.slug });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe(M.categorySlugTaken('Unique Slug Cat'));
    const bad = await call(t, staff, 'POST', '/categories', { name: 'X' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Category name must be at least 2 characters');
  });

  it('saves a drag-and-drop order and the storefront follows it', async () => {
    const before = (await call(t, staff, 'GET', '/admin/categories')).body.data as Row[];
    const reversed = [...before].reverse().map((c) => c.id);
    const res = await call(t, staff, 'PUT', '/admin/categories/order', { ids: reversed });
    expect(res.status).toBe(200);
    expect((res.body.data as Row[]).map((c) => c.id)).toEqual(reversed);
    expect((res.body.data as Row[]).map((c) => c.displayOrder)).toEqual(reversed.map((_, i) => i));
    const pub = (await publicGet(t, '/categories')).body.data as Row[];
    const shown = pub.map((c) => c.id);
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
    expect((await call(t, staff, 'PUT', '/admin/categories/order', { ids: ['nope'] })).status).toBe(404);
    expect(await auditEntries(t.db, 'demo', 'category.order')).toHaveLength(1);
  });
});

describe('brands', () => {
  it('creates, edits, refuses to delete one in use, deletes an unused one', async () => {
    const res = await call(t, staff, 'POST', '/brands', {
      name: 'Lakshmi Fireworks',
      website: 'https://lakshmi.example',
    });
    expect(res.status).toBe(201);
    const brand = res.body.data;
    expect(brand).toMatchObject({ slug: 'lakshmi-fireworks', isFeatured: false, productsCount: 0 });
    await call(t, staff, 'POST', '/products', newProduct({ brandId: brand.id }));
    const pub = (await publicGet(t, '/products/brands')).body.data as Row[];
    expect(pub.find((b) => b.id === brand.id)).toBeTruthy();
    const put = await call(t, staff, 'PUT', `/brands/${brand.id}`, {
      name: 'Lakshmi Crackers',
      isFeatured: true,
    });
    expect(put.body.data).toMatchObject({
      name: 'Lakshmi Crackers',
      slug: 'lakshmi-fireworks',
      isFeatured: true,
      website: null,
    });
    const del = await call(t, staff, 'DELETE', `/brands/${brand.id}`);
    expect(del.status).toBe(409);
    expect(del.body.error.message).toBe(M.brandInUse);
    const list = (await call(t, staff, 'GET', '/admin/brands')).body.data as (Row & {
      productsCount: number;
    })[];
    expect(list.find((b) => b.id === brand.id)?.productsCount).toBe(1);

    const spare = (await call(t, staff, 'POST', '/brands', { name: 'Spare Brand' })).body.data;
    expect((await call(t, staff, 'DELETE', `/brands/${spare.id}`)).status).toBe(200);
    expect(
      (await call(t, staff, 'GET', '/admin/brands')).body.data.find((b: Row) => b.id === spare.id),
    ).toBeUndefined();
    for (const action of ['brand.create', 'brand.update', 'brand.delete'])
      expect((await auditEntries(t.db, 'demo', action)).length).toBeGreaterThan(0);
  });
});
