import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { products } from '../../src/db/schema/catalogue.ts';
import { stableId } from '../../src/db/seed/stable-id.ts';
import { invalidateCatalogue } from '../../src/modules/catalogue/catalogue-store.ts';
import { get } from './request.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const wala = stableId('demo', 'product', '1000-wala');
const setWala = (values: Partial<typeof products.$inferInsert>) =>
  t.db
    .update(products)
    .set(values)
    .where(and(eq(products.tenantId, 'demo'), eq(products.id, wala)));

describe('public catalogue cache', () => {
  it('sends Cache-Control, Vary and an ETag, and 304 for a matching If-None-Match', async () => {
    const first = await get(t, '/products?limit=100');
    expect(first.res.headers['cache-control']).toBe('public, no-cache');
    expect(first.res.headers.vary).toContain('X-Tenant-ID');
    const etag = first.res.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(t, '/products?limit=100', 'demo', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.res.body).toBe('');
    expect((await get(t, '/products?limit=100', 'demo', { 'if-none-match': 'W/"stale"' })).status).toBe(200);
  });

  it('sends the cached list compressed when the client accepts br or gzip, identical once decoded', async () => {
    const plain = await get(t, '/products');
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    const br = await get(t, '/products', 'demo', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.res.headers['content-encoding']).toBe('br');
    expect(br.res.rawPayload.length).toBeLessThan(plain.res.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(br.res.rawPayload).toString()).toBe(plain.res.body);
    const gzip = await get(t, '/products', 'demo', { 'accept-encoding': 'gzip' });
    expect(gzip.res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.res.rawPayload).toString()).toBe(plain.res.body);
    expect(gzip.res.headers.etag).toBe(plain.res.headers.etag);
    const notModified = await get(t, '/products', 'demo', {
      'accept-encoding': 'br',
      'if-none-match': plain.res.headers.etag as string,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.res.headers['content-encoding']).toBeUndefined();
  });

  it('treats equivalent queries as one entry', async () => {
    const etag = async (q: string) => (await get(t, `/products${q}`)).res.headers.etag;
    expect(await etag('')).toBe(await etag('?limit=100&page=1'));
    expect(await etag('?tags=New&tags=sale')).toBe(await etag('?tags=sale&tag=new'));
    expect(await etag('?search=Flower%20%20Pot')).toBe(await etag('?search=flower%20pot'));
    expect(await etag('?sortBy=price')).toBe(await etag('?sortBy=price&sortOrder=asc'));
  });

  it('keeps serving the cached answer until the catalogue is invalidated, then shows the change', async () => {
    const before = await get(t, '/products/slug/1000-wala');
    expect(before.body.data.price).toBe(380);
    await setWala({ pricePaise: 35000 });
    // Still cached: the hot path does not read the database.
    expect((await get(t, '/products/slug/1000-wala')).body.data.price).toBe(380);
    expect((await get(t, '/products?search=1000%20wala')).body.data[0].price).toBe(380);

    invalidateCatalogue(t.app, 'demo');
    const after = await get(t, '/products/slug/1000-wala');
    expect(after.body.data).toMatchObject({ price: 350, discount: 82 });
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    expect((await get(t, '/products?search=1000%20wala')).body.data[0].price).toBe(350);
    expect((await get(t, `/products/${wala}`)).body.data.price).toBe(350);
  });

  it('drops a product that is no longer active from every read after invalidation', async () => {
    const total = (await get(t, '/products')).body.total;
    await setWala({ status: 'inactive' });
    invalidateCatalogue(t.app, 'demo');
    expect((await get(t, '/products')).body.total).toBe(total - 1);
    expect((await get(t, '/products/slug/1000-wala')).status).toBe(404);
    expect((await get(t, '/products/sku/UC-WAL-003')).status).toBe(404);
    const walas = (await get(t, '/products/categories')).body.data.find(
      (c: { slug: string }) => c.slug === 'walas',
    );
    expect(walas.productCount).toBe(5);
    await setWala({ status: 'active' });
    invalidateCatalogue(t.app, 'demo');
    expect((await get(t, '/products')).body.total).toBe(total);
  });

  it('invalidates one tenant without touching the other', async () => {
    const demo2Etag = (await get(t, '/products', 'demo2')).res.headers.etag;
    invalidateCatalogue(t.app, 'demo');
    const res = await get(t, '/products', 'demo2', { 'if-none-match': demo2Etag as string });
    expect(res.status).toBe(304);
  });

  it('does not cache a 404: a product that appears later is found', async () => {
    expect((await get(t, '/products/slug/late-arrival')).status).toBe(404);
    await t.db.insert(products).values({
      tenantId: 'demo',
      id: stableId('demo', 'product', 'late-arrival'),
      name: 'Late Arrival',
      slug: 'late-arrival',
      sku: 'UC-LATE-001',
      pricePaise: 1000,
    });
    invalidateCatalogue(t.app, 'demo');
    expect((await get(t, '/products/slug/late-arrival')).body.data).toMatchObject({
      name: 'Late Arrival',
      price: 10,
      originalPrice: null,
      discount: 0,
      category: null,
      brand: null,
    });
  });
});
