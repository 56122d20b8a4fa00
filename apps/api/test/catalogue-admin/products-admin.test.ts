import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_ADMIN_MESSAGES as M } from '@pataka/domain/catalogue-admin';
import { products } from '../../src/db/schema/catalogue.ts';
import { companySettings } from '../../src/db/schema/tenants.ts';
import { catalogueStore } from '../../src/modules/catalogue/catalogue-store.ts';
import { customerWithToken } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { orderBody, seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';
import { auditEntries, staffWithToken } from '../staff/staff-test-helpers.ts';
import { call, newProduct, publicGet } from './admin-request.ts';

let t: TestApp;
let staff: string;
let shop: Catalogue;
let buyer: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
  staff = (await staffWithToken(t.db, 'demo', { name: 'Selvi Staff' })).token;
  buyer = (await customerWithToken(t.db, 'demo', { name: 'Lakshmi' })).token;
});
afterAll(() => t.app.close());

const create = (body: unknown) => call(t, staff, 'POST', '/products', body);
const contentVersion = async () =>
  (await t.db.select().from(companySettings).where(eq(companySettings.tenantId, 'demo')))[0]!.contentVersion;

describe('creating a product', () => {
  it('shows on the public list and slug page at once, with a slug made from the name', async () => {
    // Warm the public cache first, so the test proves the write retired it.
    expect((await publicGet(t, '/products?limit=100&sortBy=newest')).status).toBe(200);
    const version = await contentVersion();
    const body = newProduct({
      name: 'Sky King 2¾" Rocket',
      tags: ['New', 'Featured'],
      categoryId: shop.categoryId,
    });
    const res = await create(body);
    expect(res.status).toBe(201);
    const created = res.body.data;
    expect(created).toMatchObject({
      name: 'Sky King 2¾" Rocket',
      slug: 'sky-king-2-3-4-inch-rocket',
      price: 600,
      originalPrice: 900,
      discount: 33,
      featured: true,
      isNew: true,
      status: 'active',
      inStock: true,
      categoryId: shop.categoryId,
      category: { id: shop.categoryId },
    });
    const list = await publicGet(t, '/products?limit=100&sortBy=newest');
    expect(list.body.data.map((p: { id: string }) => p.id)).toContain(created.id);
    const page = await publicGet(t, `/products/slug/${created.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ id: created.id, price: 600, sku: body.sku });
    expect(await contentVersion()).toBe(version + 1);

    const [audit] = await auditEntries(t.db, 'demo', 'product.create');
    expect(audit).toMatchObject({ entityId: created.id, actorName: 'Selvi Staff' });
    expect(audit!.after).toMatchObject({ sku: body.sku, price: 600 });
  });

  it('numbers a generated slug that is taken, and refuses a chosen one that is taken', async () => {
    const a = await create(newProduct({ name: 'Twin Anar' }));
    const b = await create(newProduct({ name: 'Twin Anar' }));
    expect(a.body.data.slug).toBe('twin-anar');
    expect(b.body.data.slug).toBe('twin-anar-2');
    const c = await create(newProduct({ slug: 'twin-anar' }));
    expect(c.status).toBe(409);
    expect(c.body.error.message).toBe(M.productSlugTaken(a.body.data.name));
  });

  it('refuses a duplicate SKU (any case) with 409 naming the product that has it', async () => {
    const first = await create(newProduct());
    const again = await create(newProduct({ sku: first.body.data.sku.toLowerCase() }));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`SKU already used by ${first.body.data.name}`);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [newProduct({ sku: undefined }), /SKU is required/],
      [newProduct({ price: -5 }), /Price cannot be negative/],
      [newProduct({ price: 100, originalPrice: 50 }), /originalPrice/],
      [newProduct({ tags: ['Hot'] }), /Tags must be among/],
      [newProduct({ slug: 'Bad Slug!' }), /Slug may use only/],
      [newProduct({ medias: [{ url: 'javascript:alert(1)', type: 'image' }] }), /Picture URL/],
      [newProduct({ piecesPerBox: -1 }), /Pieces per box/],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    const unknownCategory = await create(newProduct({ categoryId: 'no-such-category' }));
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.error.message).toBe(M.unknownCategory);
  });
});

describe('changing a product', () => {
  it('shows a new price publicly and charges it on the next enquiry', async () => {
    const created = (await create(newProduct({ price: 600, originalPrice: 900 }))).body.data;
    const put = await call(
      t,
      staff,
      'PUT',
      `/products/${created.id}`,
      newProduct({
        name: created.name,
        sku: created.sku,
        price: 650,
        originalPrice: 900,
      }),
    );
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ price: 650, slug: created.slug });
    expect((await publicGet(t, `/products/slug/${created.slug}`)).body.data.price).toBe(650);
    expect((await publicGet(t, `/products/${created.id}`)).body.data.price).toBe(650);

    const order = await call(t, buyer, 'POST', '/orders/my-order', orderBody([[created.id, 2]]));
    expect(order.status).toBe(201);
    expect(order.body.data.items[0]).toMatchObject({
      productId: created.id,
      price: 650,
      quantity: 2,
      subtotal: 1300,
    });
    expect(order.body.data.subtotal).toBe(1300);

    const [audit] = await auditEntries(t.db, 'demo', 'product.update');
    expect(audit).toMatchObject({ entityId: created.id });
    expect(audit!.summary).toContain('₹600 → ₹650');
    expect(audit!.before).toMatchObject({ price: 600 });
    expect(audit!.after).toMatchObject({ price: 650 });
  });

  it('PATCH changes only the fields sent: the inline stock toggle', async () => {
    const created = (await create(newProduct({ tags: ['sale'], description: 'Green sparks' }))).body.data;
    const res = await call(t, staff, 'PATCH', `/products/${created.id}`, { inStock: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      inStock: false,
      tags: ['sale'],
      description: 'Green sparks',
      price: 600,
    });
    expect((await publicGet(t, `/products/slug/${created.slug}`)).body.data.inStock).toBe(false);
    // An MRP below the stored price is refused even when only the MRP is sent.
    const low = await call(t, staff, 'PATCH', `/products/${created.id}`, { originalPrice: 100 });
    expect(low.status).toBe(400);
    expect(low.body.error.message).toBe(M.originalPriceBelowPrice);
    expect((await call(t, staff, 'PATCH', `/products/${created.id}`, {})).status).toBe(400);
    expect((await call(t, staff, 'PATCH', '/products/nope', { inStock: true })).status).toBe(404);
  });

  it('keeps the main picture as image and lists it first-marked for the console', async () => {
    const medias = [
      { url: '/media/demo/products/0123456789abcdef0123456789abcdef-640.webp', type: 'image' },
      { url: '/media/demo/products/fedcba9876543210fedcba9876543210-640.webp', type: 'image', isMain: true },
    ];
    const created = (await create(newProduct({ medias }))).body.data;
    expect(created.image).toBe(medias[1]!.url);
    expect(created.medias.map((m: { isMain: boolean }) => m.isMain)).toEqual([false, true]);
    const pub = (await publicGet(t, `/products/slug/${created.slug}`)).body.data;
    expect(pub.image).toBe(medias[1]!.url);
    expect(pub.medias.map((m: { url: string }) => m.url)).toEqual(medias.map((m) => m.url));
  });

  it('archive takes it off the storefront (404) but keeps it for staff and for enquiry lines', async () => {
    const created = (await create(newProduct())).body.data;
    const order = await call(t, buyer, 'POST', '/orders/my-order', orderBody([[created.id, 2]]));
    expect(order.status).toBe(201);
    const del = await call(t, staff, 'DELETE', `/products/${created.id}`);
    expect(del.status).toBe(200);
    expect(del.body.data.status).toBe('inactive');
    const page = await publicGet(t, `/products/slug/${created.slug}`);
    expect(page.status).toBe(404);
    expect(page.body.error.message).toBe('Product not found');
    expect((await call(t, staff, 'GET', `/admin/products/${created.id}`)).body.data.status).toBe('inactive');
    const mine = await call(t, buyer, 'GET', `/orders/${order.body.data.id}`);
    expect(mine.body.data.items[0]).toMatchObject({ productId: created.id, productName: created.name });
    expect(await auditEntries(t.db, 'demo', 'product.archive')).toHaveLength(1);
  });

  it('rebuilds the snapshot once after a write, not per request', async () => {
    const created = (await create(newProduct())).body.data;
    await call(t, staff, 'PATCH', `/products/${created.id}`, { price: 777 });
    const urls = [
      '/products?limit=100',
      `/products/slug/${created.slug}`,
      '/products/categories',
      '/products/brands',
    ];
    const first = await Promise.all(urls.map((u) => publicGet(t, u)));
    expect(first[1]!.body.data.price).toBe(777);
    const snapshot = await catalogueStore(t.app).get('demo');
    await Promise.all([...urls, '/products?limit=20', '/products?sortBy=price'].map((u) => publicGet(t, u)));
    expect(await catalogueStore(t.app).get('demo')).toBe(snapshot);
  });
});

describe('staff list and bulk actions', () => {
  it('lists every status, searches and filters, paged', async () => {
    const a = (
      await create(newProduct({ name: 'Zebra Fountain Alpha', productCode: 'ZF1', tags: ['bestseller'] }))
    ).body.data;
    const b = (await create(newProduct({ name: 'Zebra Fountain Beta', inStock: false }))).body.data;
    await call(t, staff, 'DELETE', `/products/${b.id}`);
    const all = await call(t, staff, 'GET', '/admin/products?search=zebra%20fountain&limit=10');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, total: 2, page: 1, limit: 10, totalPages: 1 });
    const ids = (r: { body: { data: { id: string }[] } }) => r.body.data.map((p) => p.id);
    expect(ids(await call(t, staff, 'GET', '/admin/products?search=zebra&status=inactive'))).toEqual([b.id]);
    expect(ids(await call(t, staff, 'GET', '/admin/products?search=zebra&inStock=true'))).toEqual([a.id]);
    expect(ids(await call(t, staff, 'GET', '/admin/products?search=zebra&tag=bestseller'))).toEqual([a.id]);
    expect(ids(await call(t, staff, 'GET', '/admin/products?search=ZF1'))).toEqual([a.id]);
    expect(ids(await call(t, staff, 'GET', `/admin/products?search=${encodeURIComponent(b.sku)}`))).toEqual([
      b.id,
    ]);
    const paged = await call(t, staff, 'GET', '/admin/products?limit=5&page=2');
    expect(paged.body.data).toHaveLength(5);
    expect(paged.body.total).toBeGreaterThan(10);
    expect((await call(t, staff, 'GET', '/admin/products?limit=101')).status).toBe(400);
  });

  it('applies one action to many products in one transaction, with one audit entry', async () => {
    const made = await Promise.all([1, 2, 3].map(() => create(newProduct({ tags: ['New'] }))));
    const ids = made.map((r) => r.body.data.id as string);
    const soldOut = await call(t, staff, 'POST', '/admin/products/bulk', { ids, action: 'sold_out' });
    expect(soldOut.status).toBe(200);
    expect(soldOut.body.data.updated).toBe(3);
    for (const r of made)
      expect((await publicGet(t, `/products/slug/${r.body.data.slug}`)).body.data.inStock).toBe(false);

    await call(t, staff, 'POST', '/admin/products/bulk', { ids, action: 'add_tag', tag: 'sale' });
    await call(t, staff, 'POST', '/admin/products/bulk', { ids, action: 'add_tag', tag: 'sale' });
    await call(t, staff, 'POST', '/admin/products/bulk', { ids, action: 'remove_tag', tag: 'New' });
    await call(t, staff, 'POST', '/admin/products/bulk', {
      ids,
      action: 'set_category',
      categoryId: shop.categoryId,
    });
    const rows = await t.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, 'demo'), eq(products.id, ids[0]!)));
    expect(rows[0]).toMatchObject({ tags: ['sale'], categoryId: shop.categoryId, inStock: false });

    // One unknown id: nothing changes.
    const partial = await call(t, staff, 'POST', '/admin/products/bulk', {
      ids: [...ids, 'nope'],
      action: 'archive',
    });
    expect(partial.status).toBe(404);
    expect((await publicGet(t, `/products/slug/${made[0]!.body.data.slug}`)).status).toBe(200);

    expect((await call(t, staff, 'POST', '/admin/products/bulk', { ids, action: 'archive' })).status).toBe(
      200,
    );
    expect((await publicGet(t, `/products/slug/${made[0]!.body.data.slug}`)).status).toBe(404);
    const [entry] = await auditEntries(t.db, 'demo', 'product.bulk.archive');
    expect(entry!.summary).toBe('Archived 3 products');
    expect(entry!.after).toHaveLength(3);
    expect((await call(t, staff, 'POST', '/admin/products/bulk', { ids, action: 'add_tag' })).status).toBe(
      400,
    );
  });
});
