import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { brands } from '../../src/db/schema/catalogue.ts';
import { stableId } from '../../src/db/seed/stable-id.ts';
import { invalidateCatalogue } from '../../src/modules/catalogue/catalogue-store.ts';
import { get } from './request.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const categoryId = (slug: string) => stableId('demo', 'category', slug);
const brandId = (slug: string) => stableId('demo', 'brand', slug);
type C = { id: string; slug: string; displayOrder: number; parentId: string | null; children?: C[] };

describe('categories', () => {
  it('lists active categories by display order with §3 fields and counts', async () => {
    const { status, body } = await get(t, '/categories');
    expect(status).toBe(200);
    const data = body.data as C[];
    expect(data.map((c) => c.slug)).not.toContain('christmas-specials');
    expect(data).toHaveLength(13);
    const orders = data.map((c) => c.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(data[0]).toEqual({
      id: categoryId('sparklers'),
      name: 'Sparklers',
      nameTa: 'மத்தாப்பு',
      slug: 'sparklers',
      image: '/media/demo/categories/sparklers.svg',
      description: 'Hand-held sparklers from 7 cm to 50 cm, in silver, gold and colour.',
      parentId: null,
      isActive: true,
      displayOrder: 1,
      productCount: 7,
    });
  });

  it('nests subcategories under their parent in the tree', async () => {
    const { body } = await get(t, '/categories/tree');
    const roots = body.data as C[];
    expect(roots).toHaveLength(11);
    const sky = roots.find((c) => c.slug === 'sky-shots')!;
    expect(sky.children!.map((c) => c.slug)).toEqual(['fancy-aerial-shots', 'multi-colour-shots']);
    expect(sky.children!.every((c) => c.parentId === sky.id && c.children!.length === 0)).toBe(true);
    expect(roots.map((c) => c.slug)).not.toContain('fancy-aerial-shots');
  });

  it('finds one category by slug or id', async () => {
    const bySlug = await get(t, '/categories/slug/rockets');
    expect(bySlug.body.data).toMatchObject({ id: categoryId('rockets'), name: 'Rockets', productCount: 5 });
    expect((await get(t, `/categories/${categoryId('rockets')}`)).body).toEqual(bySlug.body);
  });

  it('lists the children of a category', async () => {
    const { body } = await get(t, `/categories/${categoryId('sky-shots')}/children`);
    expect(body.data.map((c: C) => c.slug)).toEqual(['fancy-aerial-shots', 'multi-colour-shots']);
    expect((await get(t, `/categories/${categoryId('rockets')}/children`)).body.data).toEqual([]);
  });

  it("answers 'Category not found' for missing and inactive categories", async () => {
    const notFound = { success: false, error: { code: 'NOT_FOUND', message: 'Category not found' } };
    for (const url of [
      '/categories/slug/nope',
      '/categories/slug/christmas-specials',
      `/categories/${categoryId('christmas-specials')}`,
      '/categories/00000000-0000-4000-8000-000000000000',
      '/categories/00000000-0000-4000-8000-000000000000/children',
    ]) {
      const res = await get(t, url);
      expect(res.status, url).toBe(404);
      expect(res.body).toEqual(notFound);
    }
  });
});

describe('brands', () => {
  it('lists active brands by display order with product counts', async () => {
    const { body } = await get(t, '/brands');
    expect(body.data.map((b: { slug: string }) => b.slug)).toEqual(['mayil', 'deepam', 'vetri']);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'id',
        'name',
        'slug',
        'description',
        'logo',
        'website',
        'productsCount',
        'isFeatured',
        'isActive',
        'displayOrder',
      ].sort(),
    );
  });

  it('finds one brand by slug or id', async () => {
    const bySlug = await get(t, '/brands/slug/deepam');
    expect(bySlug.body.data).toMatchObject({
      id: brandId('deepam'),
      name: 'Deepam Pyrotech',
      isActive: true,
    });
    expect((await get(t, `/brands/${brandId('deepam')}`)).body).toEqual(bySlug.body);
  });

  it("answers 'Brand not found' for missing and inactive brands", async () => {
    const notFound = { success: false, error: { code: 'NOT_FOUND', message: 'Brand not found' } };
    expect((await get(t, '/brands/slug/nope')).body).toEqual(notFound);
    expect((await get(t, '/brands/00000000-0000-4000-8000-000000000000')).body).toEqual(notFound);

    await t.db
      .update(brands)
      .set({ isActive: false })
      .where(and(eq(brands.tenantId, 'demo'), eq(brands.slug, 'vetri')));
    invalidateCatalogue(t.app, 'demo');
    expect((await get(t, '/brands/slug/vetri')).body).toEqual(notFound);
    expect((await get(t, `/brands/${brandId('vetri')}`)).status).toBe(404);
    expect((await get(t, '/brands')).body.data.map((b: { slug: string }) => b.slug)).toEqual([
      'mayil',
      'deepam',
    ]);
  });
});
