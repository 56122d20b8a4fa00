import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountPercent } from '@pataka/domain/money';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get, seeded } from './request.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

type P = Record<string, unknown> & { id: string; name: string; slug: string; price: number; tags: string[] };
const list = async (query: string) => {
  const { status, body } = await get(t, `/products${query}`);
  expect(status).toBe(200);
  return body as { success: true; data: P[]; total: number; page: number; limit: number; totalPages: number };
};
const active = seeded.activeProducts();
const seed = (slug: string) => seeded.demo.products.find((p) => p.slug === slug)!;

describe('GET /products', () => {
  it('lists every active product of the shop on one page by default', async () => {
    const body = await list('');
    expect(active.length).toBeGreaterThanOrEqual(64);
    expect(body).toMatchObject({ success: true, total: active.length, page: 1, limit: 100, totalPages: 1 });
    expect(body.data).toHaveLength(active.length);
    expect(body.data.every((p) => p.status === 'active')).toBe(true);
    const slugs = body.data.map((p) => p.slug);
    expect(slugs).not.toContain('sky-king-500-shot');
    expect(slugs).not.toContain('serpent-eggs-old-stock');
  });

  it('returns every product field of §3 with rupees, refs and derived flags', async () => {
    const { data } = await list('?search=UC-SPK-002');
    expect(data).toHaveLength(1);
    const p = data[0]!;
    expect(Object.keys(p).sort()).toEqual(
      [
        'id',
        'name',
        'nameTa',
        'slug',
        'price',
        'originalPrice',
        'image',
        'category',
        'description',
        'inStock',
        'availableQuantity',
        'featured',
        'isNew',
        'medias',
        'productCode',
        'sku',
        'brand',
        'packSize',
        'piecesPerBox',
        'discount',
        'tags',
        'status',
        'rating',
        'reviewCount',
      ].sort(),
    );
    expect(p).toMatchObject({
      name: '10 cm Electric Sparklers',
      slug: '10-cm-electric-sparklers',
      price: 28,
      originalPrice: 140,
      discount: 80,
      image: '/media/demo/products/10-cm-electric-sparklers.svg',
      medias: [
        {
          type: 'image',
          url: '/media/demo/products/10-cm-electric-sparklers.svg',
          alt: '10 cm Electric Sparklers',
        },
      ],
      category: { name: 'Sparklers', slug: 'sparklers' },
      brand: { name: 'Mayil Fireworks', slug: 'mayil' },
      packSize: '1 Box',
      piecesPerBox: 10,
      sku: 'UC-SPK-002',
      featured: true,
      isNew: false,
      inStock: true,
      // Not counted (issue 27: a blank stock count is not counted).
      availableQuantity: null,
      tags: ['Featured', 'bestseller'],
    });
    // A category reference names it in Tamil too; a brand has no Tamil name.
    expect(Object.keys(p.category as object).sort()).toEqual(['id', 'name', 'nameTa', 'slug']);
    expect(Object.keys(p.brand as object).sort()).toEqual(['id', 'name', 'slug']);
  });

  it('derives featured, isNew and discount for every product', async () => {
    for (const p of (await list('')).data) {
      expect(p.featured).toBe(p.tags.includes('Featured'));
      expect(p.isNew).toBe(p.tags.includes('New'));
      expect(p.discount).toBe(discountPercent(p.price, p.originalPrice as number));
    }
  });

  it('filters by category slug or id, a parent including its subcategories', async () => {
    const bySlug = await list('?category=sparklers');
    expect(bySlug.total).toBe(active.filter((p) => p.categorySlug === 'sparklers').length);
    const categoryId = (bySlug.data[0]!.category as { id: string }).id;
    expect((await list(`?category=${categoryId}`)).total).toBe(bySlug.total);
    const sky = await list('?category=sky-shots');
    const children = ['fancy-aerial-shots', 'multi-colour-shots'];
    expect(sky.total).toBe(active.filter((p) => children.includes(p.categorySlug)).length);
    expect((await list('?category=no-such-category')).total).toBe(0);
  });

  it('filters by brand slug or id', async () => {
    const mayil = await list('?brand=mayil');
    expect(mayil.total).toBe(active.filter((p) => p.brandSlug === 'mayil').length);
    expect(mayil.data.every((p) => (p.brand as { slug: string }).slug === 'mayil')).toBe(true);
    const brandId = (mayil.data[0]!.brand as { id: string }).id;
    expect((await list(`?brand=${brandId}`)).total).toBe(mayil.total);
    expect((await list('?brand=MAYIL')).total).toBe(mayil.total);
    expect((await list('?brand=nobody')).total).toBe(0);
  });

  it('filters by price range in rupees, both ends included', async () => {
    const { data, total } = await list('?minPrice=90&maxPrice=150.5');
    expect(total).toBe(active.filter((p) => p.pricePaise >= 9000 && p.pricePaise <= 15050).length);
    expect(data.every((p) => p.price >= 90 && p.price <= 150.5)).toBe(true);
    expect(data.map((p) => p.price)).toContain(90);
  });

  it('filters by stock and by the New flag', async () => {
    const out = await list('?inStock=false');
    expect(out.total).toBe(5);
    expect(out.data.every((p) => p.inStock === false)).toBe(true);
    expect((await list('?inStock=true')).total).toBe(active.length - 5);
    const fresh = await list('?isNew=true');
    expect(fresh.total).toBe(active.filter((p) => p.tags?.includes('New')).length);
    expect(fresh.total).toBeGreaterThanOrEqual(10);
    expect((await list('?isNew=0')).data.every((p) => !p.isNew)).toBe(true);
  });

  it('searches name, description, SKU and product code, ignoring case, every word', async () => {
    expect(
      (await list('?search=SPARKLERS')).data.every((p) => /sparkler/i.test(`${p.name} ${p.description}`)),
    ).toBe(true);
    expect((await list('?search=uc-wal-003')).data.map((p) => p.slug)).toEqual(['1000-wala']);
    const code = seed('flower-pot-big').productCode!;
    expect((await list(`?search=${code}`)).data.map((p) => p.slug)).toEqual(['flower-pot-big']);
    expect((await list('?search=peacock-feather')).data.map((p) => p.slug)).toEqual(['peacock-dance-aerial']);
    expect(
      (await list('?search=golden%20fountain')).data.every((p) => /golden/i.test(p.description as string)),
    ).toBe(true);
    expect((await list('?search=zzzz-nothing')).total).toBe(0);
  });

  it('takes repeated tags, a single tag, and the storefront lower-case tag values', async () => {
    const featured = await list('?tags=Featured');
    expect(featured.total).toBeGreaterThanOrEqual(8);
    expect(featured.data.every((p) => p.featured)).toBe(true);
    expect((await list('?tags=featured')).total).toBe(featured.total);
    expect((await list('?tag=featured')).total).toBe(featured.total);
    const either = await list('?tags=New&tags=sale');
    const expected = active.filter((p) => p.tags?.includes('New') || p.tags?.includes('sale')).length;
    expect(either.total).toBe(expected);
    expect((await list('?tag=new&tag=sale')).total).toBe(expected);
    expect((await list('?tag=bestseller')).data.every((p) => p.tags.includes('bestseller'))).toBe(true);
  });

  it("answers the home page's Featured and New arrivals sections", async () => {
    const featured = await list('?tags=Featured&status=active&inStock=true&limit=8');
    expect(featured.data).toHaveLength(8);
    expect(featured.data.every((p) => p.featured && p.inStock)).toBe(true);
    const arrivals = await list('?tags=New&sortBy=newest&limit=10');
    expect(arrivals.data).toHaveLength(10);
    expect(arrivals.data.every((p) => p.isNew)).toBe(true);
  });

  it('sorts by price, name, newest and popularity in either order', async () => {
    const prices = (await list('?sortBy=price')).data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await list('?sortBy=price&sortOrder=desc')).data.map((p) => p.price);
    expect(down).toEqual([...prices].sort((a, b) => b - a));

    const names = (await list('?sortBy=name&sortOrder=asc')).data.map((p) => p.name);
    expect(names.indexOf('7 cm Electric Sparklers')).toBeLessThan(names.indexOf('10 cm Electric Sparklers'));
    expect((await list('?sortBy=name&sortOrder=DESC')).data.map((p) => p.name)).toEqual([...names].reverse());

    const newest = (await list('?sortBy=newest')).data;
    expect(newest[0]!.isNew).toBe(true);
    const created = (slug: string) => seed(slug).createdAt!.getTime();
    const times = newest.map((p) => created(p.slug));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const popularity = (p: P) => seed(p.slug).popularity!;
    const popular = (await list('?sortBy=popularity')).data.map(popularity);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const unpopular = (await list('?sortBy=popularity&sortOrder=asc')).data.map(popularity);
    expect(unpopular).toEqual([...popular].reverse());
    // The default is most popular first.
    expect((await list('')).data.map(popularity)).toEqual(popular);
  });

  it('pages through the whole list without gaps or repeats', async () => {
    const first = await list('?limit=10&sortBy=name');
    expect(first).toMatchObject({
      page: 1,
      limit: 10,
      total: active.length,
      totalPages: Math.ceil(active.length / 10),
    });
    const seen: string[] = [];
    for (let page = 1; page <= first.totalPages; page++) {
      seen.push(...(await list(`?limit=10&page=${page}&sortBy=name`)).data.map((p) => p.id));
    }
    expect(seen).toHaveLength(active.length);
    expect(new Set(seen).size).toBe(active.length);
    const beyond = await list(`?limit=10&page=${first.totalPages + 1}`);
    expect(beyond).toMatchObject({ data: [], total: active.length, page: first.totalPages + 1 });
  });

  it('shows only active products: any other status returns nothing', async () => {
    expect((await list('?status=active')).total).toBe(active.length);
    expect((await list('?status=draft')).total).toBe(0);
    expect((await list('?status=inactive')).total).toBe(0);
  });

  it('combines filters', async () => {
    const { data } = await list('?category=sparklers&brand=mayil&inStock=true&maxPrice=50&sortBy=price');
    expect(data.map((p) => p.slug)).toEqual(['7-cm-electric-sparklers', '10-cm-electric-sparklers']);
  });
});
