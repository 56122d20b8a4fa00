import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { stableId } from '../../src/db/seed/stable-id.ts';
import { get, seeded } from './request.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const productId = (slug: string) => stableId('demo', 'product', slug);
const notFound = { success: false, error: { code: 'NOT_FOUND', message: 'Product not found' } };

describe('one product', () => {
  it('finds an active product by id, slug and SKU, all the same', async () => {
    const byId = await get(t, `/products/${productId('1000-wala')}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({
      name: '1000 Wala',
      slug: '1000-wala',
      sku: 'UC-WAL-003',
      price: 380,
    });
    expect((await get(t, '/products/slug/1000-wala')).body).toEqual(byId.body);
    expect((await get(t, '/products/sku/UC-WAL-003')).body).toEqual(byId.body);
    expect((await get(t, '/products/sku/uc-wal-003')).body).toEqual(byId.body);
  });

  it("answers 'Product not found' for a missing product", async () => {
    for (const url of [
      '/products/00000000-0000-4000-8000-000000000000',
      '/products/slug/nope',
      '/products/sku/NOPE-1',
    ]) {
      const { status, body } = await get(t, url);
      expect(status).toBe(404);
      expect(body).toEqual(notFound);
    }
  });

  it("answers 'Product not found' for a product that is not active", async () => {
    for (const slug of ['sky-king-500-shot', 'serpent-eggs-old-stock']) {
      expect((await get(t, `/products/${productId(slug)}`)).body).toEqual(notFound);
      expect((await get(t, `/products/slug/${slug}`)).status).toBe(404);
    }
    const draft = seeded.demo.products.find((p) => p.slug === 'sky-king-500-shot')!;
    expect((await get(t, `/products/sku/${draft.sku}`)).status).toBe(404);
  });

  it('refuses an over-long id as a client error, never a 500', async () => {
    // The router itself refuses path parameters over 100 characters (414) before the route's schema runs.
    const { status } = await get(t, `/products/${'x'.repeat(101)}`);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect((await get(t, `/products/slug/${'x'.repeat(100)}`)).body).toEqual(notFound);
  });
});

describe('GET /products/categories and /products/brands', () => {
  it('lists the active categories that have active products, with counts', async () => {
    const { status, body } = await get(t, '/products/categories');
    expect(status).toBe(200);
    const bySlug = Object.fromEntries(
      body.data.map((c: { slug: string; productCount: number }) => [c.slug, c.productCount]),
    );
    expect(bySlug).not.toHaveProperty('christmas-specials');
    expect(bySlug.sparklers).toBe(7);
    // 6 fancy aerial shots + 5 active multi-colour shots (the draft one is not counted).
    expect(bySlug['sky-shots']).toBe(11);
    expect(bySlug['multi-colour-shots']).toBe(5);
    expect(Object.keys(bySlug)).toHaveLength(13);
  });

  it('lists the brands with active products and how many each has', async () => {
    const { body } = await get(t, '/products/brands');
    const counts = body.data.map((b: { productsCount: number }) => b.productsCount);
    expect(body.data.map((b: { slug: string }) => b.slug)).toEqual(['mayil', 'deepam', 'vetri']);
    expect(counts.reduce((a: number, b: number) => a + b, 0)).toBe(seeded.activeProducts().length);
    expect(body.data[0]).toMatchObject({
      name: 'Mayil Fireworks',
      isFeatured: true,
      isActive: true,
      logo: '/media/demo/brands/mayil.svg',
    });
  });
});
