import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { stableId } from '../../src/db/seed/stable-id.ts';
import { get, seeded } from './request.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const demoId = (kind: string, key: string) => stableId('demo', kind, key);

describe('tenant isolation of the public catalogue and content', () => {
  it('lists only the shop’s own products', async () => {
    const demo2 = await get(t, '/products', 'demo2');
    expect(demo2.body.total).toBe(seeded.activeProducts(seeded.demo2).length);
    expect(demo2.body.total).toBeGreaterThanOrEqual(12);
    expect(demo2.body.data.every((p: { sku: string }) => p.sku.startsWith('KF-'))).toBe(true);
  });

  it('never finds a demo product, category or brand under demo2', async () => {
    const urls = [
      `/products/${demoId('product', '1000-wala')}`,
      '/products/slug/1000-wala',
      '/products/sku/UC-WAL-003',
      `/categories/${demoId('category', 'sparklers')}`,
      '/categories/slug/ground-chakkars',
      `/categories/${demoId('category', 'sky-shots')}/children`,
      `/brands/${demoId('brand', 'mayil')}`,
      '/brands/slug/mayil',
    ];
    for (const url of urls) expect((await get(t, url, 'demo2')).status, url).toBe(404);
    expect((await get(t, `/products?category=${demoId('category', 'sparklers')}`, 'demo2')).body.total).toBe(
      0,
    );
    expect((await get(t, '/products?brand=mayil', 'demo2')).body.total).toBe(0);
  });

  it('gives a shared slug each shop’s own product', async () => {
    const a = (await get(t, '/products/slug/10-cm-electric-sparklers', 'demo')).body.data;
    const b = (await get(t, '/products/slug/10-cm-electric-sparklers', 'demo2')).body.data;
    expect(a.id).not.toBe(b.id);
    expect([a.price, b.price]).toEqual([28, 30]);
    expect(b.image).toBe('/media/demo2/products/10-cm-electric-sparklers.svg');
    const sparklers = (await get(t, '/categories/slug/sparklers', 'demo2')).body.data;
    expect(sparklers.id).not.toBe(demoId('category', 'sparklers'));
  });

  it('has different company details, news and coupons per shop', async () => {
    const [c1, c2] = await Promise.all([
      get(t, '/company/public', 'demo'),
      get(t, '/company/public', 'demo2'),
    ]);
    expect(c1.body.data).toMatchObject({ companyName: 'Unique Crackers', upiId: 'uniquecrackers@okaxis' });
    expect(c2.body.data).toMatchObject({ companyName: 'Kaveri Fireworks', upiId: 'kaverifireworks@oksbi' });
    expect(c1.body.data.taxId).not.toBe(c2.body.data.taxId);

    const titles = async (tenant: string) =>
      (await get(t, '/flashnews/active', tenant)).body.data.map((n: { title: string }) => n.title);
    expect(await titles('demo2')).toEqual(['Now taking festival enquiries']);
    expect(await titles('demo')).not.toContain('Now taking festival enquiries');

    const coupons = async (tenant: string) =>
      (await get(t, '/coupons/public/active', tenant)).body.data as Array<{
        code: string;
        discountType: string;
      }>;
    const [d1, d2] = await Promise.all([coupons('demo'), coupons('demo2')]);
    expect(d1.map((c) => c.code)).toContain('DIWALI10');
    expect(d2.map((c) => c.code)).not.toContain('DIWALI10');
    // WELCOME exists in both shops, on different terms.
    expect(d1.find((c) => c.code === 'WELCOME')).toMatchObject({ discountType: 'fixed' });
    expect(d2.find((c) => c.code === 'WELCOME')).toMatchObject({ discountType: 'percentage' });

    const providers = async (tenant: string) =>
      (await get(t, '/company/transport-providers', tenant)).body.data.map((p: { name: string }) => p.name);
    expect(await providers('demo2')).toEqual(['Pandian Parcel Service']);
    expect(
      (await get(t, '/company/pickup-locations?transportProviderName=Velan%20Transports', 'demo2')).body.data,
    ).toEqual([]);
  });

  it('answers an unknown shop with 404 and no catalogue', async () => {
    const { status, body } = await get(t, '/products', 'no-such-shop');
    expect(status).toBe(404);
    expect(body.success).toBe(false);
  });
});
