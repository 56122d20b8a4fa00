import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import * as schema from '../../src/db/schema/index.ts';
import { seedDemo } from '../../src/db/seed/seed-demo.ts';
import { demoShop } from '../../src/db/seed/demo-shop.ts';
import { demo2Shop } from '../../src/db/seed/demo2-shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const tables = {
  tenants: schema.tenants,
  companySettings: schema.companySettings,
  categories: schema.categories,
  brands: schema.brands,
  products: schema.products,
  coupons: schema.coupons,
  flashNews: schema.flashNews,
  transportProviders: schema.transportProviders,
  pickupLocations: schema.pickupLocations,
  adminUsers: schema.adminUsers,
};

async function counts() {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await t.db.select({ n: count() }).from(table);
    out[name] = row!.n;
  }
  return out;
}

const productsOf = (tenant: string) =>
  t.db.select().from(schema.products).where(eq(schema.products.tenantId, tenant));

describe('demo seed', () => {
  it('is idempotent: seeding again keeps every row and adds none', async () => {
    const before = await counts();
    const [wala] = await t.db
      .select({ id: schema.products.id, createdAt: schema.products.createdAt })
      .from(schema.products)
      .where(and(eq(schema.products.tenantId, 'demo'), eq(schema.products.slug, '1000-wala')));
    await seedDemo(t.db);
    expect(await counts()).toEqual(before);
    const [again] = await t.db
      .select({ id: schema.products.id, createdAt: schema.products.createdAt })
      .from(schema.products)
      .where(and(eq(schema.products.tenantId, 'demo'), eq(schema.products.slug, '1000-wala')));
    expect(again).toEqual(wala);
  });

  it('gives demo a full Sivakasi catalogue', async () => {
    const rows = (await productsOf('demo')).filter((p) => p.status === 'active');
    expect(rows.length).toBeGreaterThanOrEqual(64);
    expect(new Set(rows.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((p) => p.brandId)).size).toBe(3);
    expect(rows.filter((p) => p.tags.includes('Featured') && p.inStock).length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((p) => p.tags.includes('New')).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((p) => !p.inStock)).toHaveLength(5);
    for (const tag of ['bestseller', 'sale']) expect(rows.some((p) => p.tags.includes(tag))).toBe(true);
    for (const p of rows) {
      expect(p.pricePaise, p.slug).toBeLessThan(p.originalPricePaise!);
      expect(p.image).toBe(`/media/demo/products/${p.slug}.svg`);
      expect(p.medias).toEqual([{ url: p.image, type: 'image', alt: p.name }]);
      expect(p.description.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBeLessThanOrEqual(4);
      expect(p.sku).toMatch(/^UC-[A-Z]{3}-\d{3}$/);
      expect(p.productCode).toMatch(/^UC\d{3}$/);
      expect(p.packageType).toBeTruthy();
      expect(p.rating).toBeGreaterThanOrEqual(3.9);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.reviewCount).toBeGreaterThan(0);
    }
    const discounts = rows.map((p) => 1 - p.pricePaise / p.originalPricePaise!);
    expect(Math.min(...discounts)).toBeGreaterThanOrEqual(0.5);
    expect(Math.max(...discounts)).toBeLessThanOrEqual(0.8);
  });

  it('gives demo coupons of every kind with a window around now', async () => {
    const rows = await t.db.select().from(schema.coupons).where(eq(schema.coupons.tenantId, 'demo'));
    const now = Date.now();
    const live = rows.filter(
      (c) =>
        c.isActive &&
        c.isPublic &&
        c.validFrom!.getTime() < now &&
        c.validTo!.getTime() > now + 300 * 86_400_000,
    );
    expect(live.length).toBeGreaterThanOrEqual(4);
    const byCode = Object.fromEntries(rows.map((c) => [c.code, c]));
    expect(byCode.DIWALI10).toMatchObject({
      discountType: 'percentage',
      discountValue: 10,
      maximumDiscountPaise: 50000,
    });
    expect(byCode.FLAT200).toMatchObject({ discountType: 'fixed', discountValue: 200 });
    expect(byCode.MEGA15).toMatchObject({ minimumOrderPaise: 1000000, maximumDiscountPaise: 200000 });
    expect(byCode.EARLYBIRD!.usageLimit).toBe(100);
    expect(byCode.PONGAL5!.validTo!.getTime()).toBeLessThan(now);
  });

  it('gives demo flash news, transport providers and pickup locations across the south', async () => {
    const news = await t.db.select().from(schema.flashNews).where(eq(schema.flashNews.tenantId, 'demo'));
    const now = Date.now();
    const showing = news.filter(
      (n) =>
        n.isActive &&
        (!n.startDate || n.startDate.getTime() <= now) &&
        (!n.endDate || n.endDate.getTime() >= now),
    );
    expect(new Set(showing.map((n) => n.type)).size).toBeGreaterThanOrEqual(2);
    expect(showing.some((n) => n.linkUrl)).toBe(true);
    expect(news.some((n) => !n.isActive)).toBe(true);
    expect(news.some((n) => n.endDate && n.endDate.getTime() < now)).toBe(true);

    const locations = await t.db
      .select({ city: schema.pickupLocations.city, state: schema.pickupLocations.state })
      .from(schema.pickupLocations)
      .where(and(eq(schema.pickupLocations.tenantId, 'demo'), eq(schema.pickupLocations.isActive, true)));
    expect(locations.length).toBeGreaterThanOrEqual(6);
    expect(new Set(locations.map((l) => l.state)).size).toBeGreaterThanOrEqual(4);
  });

  it('gives demo2 a smaller shop of its own, sharing one coupon code on different terms', async () => {
    const rows = await productsOf('demo2');
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(3);
    const [company] = await t.db
      .select()
      .from(schema.companySettings)
      .where(eq(schema.companySettings.tenantId, 'demo2'));
    expect(company).toMatchObject({ companyName: 'Kaveri Fireworks', upiId: 'kaverifireworks@oksbi' });
    const welcome = await t.db
      .select({
        tenant: schema.coupons.tenantId,
        type: schema.coupons.discountType,
        value: schema.coupons.discountValue,
      })
      .from(schema.coupons)
      .where(eq(schema.coupons.code, 'WELCOME'))
      .orderBy(schema.coupons.tenantId);
    expect(welcome).toEqual([
      { tenant: 'demo', type: 'fixed', value: 100 },
      { tenant: 'demo2', type: 'percentage', value: 5 },
    ]);
    const codes = (shop: typeof demoShop) => new Set(shop.coupons.map((c) => c.code));
    const shared = [...codes(demo2Shop)].filter((c) => codes(demoShop).has(c));
    expect(shared).toEqual(['WELCOME']);
  });

  it('seeds a whole shop quickly, one insert per table', async () => {
    // A fresh tenant id, so every row is new: time the whole demo shop.
    const shop = { ...demoShop, tenant: { id: 'seedspeed', name: 'Speed' }, admin: undefined };
    const { seedTenant } = await import('../../src/db/seed/seed-tenant.ts');
    const started = performance.now();
    await seedTenant(t.db, shop, {});
    const ms = performance.now() - started;
    const [n] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.products)
      .where(eq(schema.products.tenantId, 'seedspeed'));
    expect(n!.n).toBe(demoShop.products.length);
    expect(ms).toBeLessThan(5000);
  });
});
