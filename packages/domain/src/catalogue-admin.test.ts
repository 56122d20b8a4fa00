import { describe, expect, it } from 'vitest';
import {
  AdminProductListQuerySchema,
  BrandInputSchema,
  CATALOGUE_ADMIN_MESSAGES,
  CategoryInputSchema,
  CategoryOrderSchema,
  CategoryPatchSchema,
  mainMedia,
  PRODUCT_NAME_MAX,
  ProductBulkSchema,
  ProductInputSchema,
  productImageVariants,
  ProductPatchSchema,
  SLUG_MAX,
  slugCandidate,
  slugify,
} from './catalogue-admin.ts';
import { TAMIL_TEXT_MESSAGES } from './staff-messages.ts';

const firstMessage = (r: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => r.error?.issues[0];

describe('slugify', () => {
  it('spells out fractions and inch marks like the seed', () => {
    expect(slugify('2¾" Kuruvi')).toBe('2-3-4-inch-kuruvi');
    expect(slugify('  10 cm Electric Sparklers!! ')).toBe('10-cm-electric-sparklers');
  });
  it('drops accents and keeps only a-z0-9 and single hyphens', () => {
    expect(slugify('Crème Brûlée — Anār')).toBe('creme-brulee-anar');
    expect(slugify('A__B  C')).toBe('a-b-c');
  });
  it('is empty for a name with no latin letter or digit', () => {
    expect(slugify('மத்தாப்பு')).toBe('');
  });
  it('cuts long names at a hyphen within the limit', () => {
    const slug = slugify('sparkler '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
  it('numbers candidates within the limit', () => {
    expect(slugCandidate('anar', 1)).toBe('anar');
    expect(slugCandidate('anar', 3)).toBe('anar-3');
    expect(slugCandidate('a'.repeat(SLUG_MAX), 12)).toHaveLength(SLUG_MAX);
  });
});

const valid = { name: 'Flower Pot Big', price: 120.5, sku: 'FP-BIG-01' };

describe('ProductInputSchema', () => {
  it('fills defaults for a minimal product', () => {
    const p = ProductInputSchema.parse(valid);
    expect(p).toMatchObject({
      name: 'Flower Pot Big',
      price: 120.5,
      originalPrice: null,
      categoryId: null,
      brandId: null,
      description: '',
      inStock: true,
      tags: [],
      status: 'active',
      medias: [],
      piecesPerBox: null,
    });
    expect(p.slug).toBeUndefined();
  });

  it('takes a cleared form field as none', () => {
    const p = ProductInputSchema.parse({
      ...valid,
      originalPrice: '',
      categoryId: '',
      productCode: '',
      slug: '',
    });
    expect(p).toMatchObject({ originalPrice: null, categoryId: null, productCode: null });
    expect(p.slug).toBeUndefined();
  });

  it('lower-cases a slug and refuses other characters', () => {
    expect(ProductInputSchema.parse({ ...valid, slug: 'Flower-Pot' }).slug).toBe('flower-pot');
    const r = ProductInputSchema.safeParse({ ...valid, slug: 'flower pot' });
    expect(firstMessage(r)).toMatchObject({
      path: ['slug'],
      message: expect.stringMatching(/^Slug may use only/),
    });
  });

  it('refuses an MRP below the price, naming it', () => {
    const r = ProductInputSchema.safeParse({ ...valid, originalPrice: 100 });
    expect(firstMessage(r)).toMatchObject({
      path: ['originalPrice'],
      message: CATALOGUE_ADMIN_MESSAGES.originalPriceBelowPrice,
    });
    expect(ProductInputSchema.safeParse({ ...valid, originalPrice: 120.5 }).success).toBe(true);
  });

  it('names the field of each bad value', () => {
    const cases: [object, string][] = [
      [{ ...valid, sku: undefined }, 'SKU is required'],
      [{ ...valid, sku: '  ' }, 'SKU is required'],
      [{ ...valid, price: -1 }, 'Price cannot be negative'],
      [{ ...valid, price: 10.005 }, 'Price can have at most 2 decimals'],
      [{ ...valid, price: '12' }, 'Price must be a number of rupees'],
      [{ ...valid, name: 'A' }, 'Name must be at least 2 characters'],
      [{ ...valid, piecesPerBox: 2.5 }, 'Pieces per box must be a whole number'],
      [{ ...valid, status: 'draft' }, "Status must be 'active' or 'inactive'"],
    ];
    for (const [input, message] of cases) {
      expect(firstMessage(ProductInputSchema.safeParse(input))?.message).toBe(message);
    }
  });

  it('keeps only the spec tags, as spelled in the data', () => {
    expect(ProductInputSchema.parse({ ...valid, tags: ['New', 'sale', 'New'] }).tags).toEqual([
      'New',
      'sale',
    ]);
    expect(ProductInputSchema.safeParse({ ...valid, tags: ['new'] }).success).toBe(false);
    expect(ProductInputSchema.safeParse({ ...valid, tags: ['Bestseller'] }).success).toBe(false);
  });

  it('accepts /media and https pictures only, one main', () => {
    const ok = ProductInputSchema.safeParse({
      ...valid,
      medias: [
        { url: '/media/demo/products/abc-640.webp', type: 'image' },
        { url: 'https://cdn.example.com/x.jpg', type: 'image', isMain: true },
      ],
    });
    expect(ok.success).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '/media/../secret',
      'http://x.com/a.png',
    ]) {
      expect(ProductInputSchema.safeParse({ ...valid, medias: [{ url, type: 'image' }] }).success).toBe(
        false,
      );
    }
    const twoMain = ProductInputSchema.safeParse({
      ...valid,
      medias: [
        { url: '/media/a.webp', type: 'image', isMain: true },
        { url: '/media/b.webp', type: 'image', isMain: true },
      ],
    });
    expect(firstMessage(twoMain)?.message).toBe('Only one picture can be the main one');
  });
});

describe('ProductPatchSchema', () => {
  it('keeps only what was sent', () => {
    expect(ProductPatchSchema.parse({ inStock: false })).toEqual({ inStock: false });
    expect(ProductPatchSchema.parse({ originalPrice: '' })).toEqual({ originalPrice: null });
  });
  it('refuses an empty patch', () => {
    expect(firstMessage(ProductPatchSchema.safeParse({}))?.message).toBe(
      CATALOGUE_ADMIN_MESSAGES.nothingToChange,
    );
  });
});

describe('mainMedia and productImageVariants', () => {
  it('picks the marked picture, else the first', () => {
    type Pic = { url: string; isMain?: boolean };
    expect(mainMedia<Pic>([{ url: 'a' }, { url: 'b', isMain: true }])?.url).toBe('b');
    expect(mainMedia<Pic>([{ url: 'a' }, { url: 'b' }])?.url).toBe('a');
    expect(mainMedia([])).toBeUndefined();
  });
  it('derives the sizes of an uploaded picture only', () => {
    const hex = '0123456789abcdef0123456789abcdef';
    expect(productImageVariants(`/media/demo/products/${hex}-640.webp`)).toEqual({
      sizes: {
        320: `/media/demo/products/${hex}-320.webp`,
        640: `/media/demo/products/${hex}-640.webp`,
        1200: `/media/demo/products/${hex}-1200.webp`,
      },
      preview: `/media/demo/products/${hex}-og.jpg`,
    });
    expect(productImageVariants('/media/demo/products/anar.svg')).toBeNull();
  });
});

describe('ProductBulkSchema', () => {
  it('needs a tag for tag actions and a category for set_category', () => {
    expect(firstMessage(ProductBulkSchema.safeParse({ ids: ['a'], action: 'add_tag' }))?.message).toBe(
      CATALOGUE_ADMIN_MESSAGES.tagRequired,
    );
    expect(firstMessage(ProductBulkSchema.safeParse({ ids: ['a'], action: 'set_category' }))?.message).toBe(
      CATALOGUE_ADMIN_MESSAGES.categoryRequired,
    );
    expect(
      ProductBulkSchema.parse({ ids: ['a', 'a', 'b'], action: 'set_category', categoryId: null }),
    ).toEqual({
      ids: ['a', 'b'],
      action: 'set_category',
      categoryId: null,
    });
  });
  it('refuses an empty selection and unknown actions', () => {
    expect(ProductBulkSchema.safeParse({ ids: [], action: 'archive' }).success).toBe(false);
    expect(ProductBulkSchema.safeParse({ ids: ['a'], action: 'delete' }).success).toBe(false);
  });
});

describe('AdminProductListQuerySchema', () => {
  it('reads query strings', () => {
    expect(
      AdminProductListQuerySchema.parse({ inStock: 'false', tag: 'featured', page: '2', limit: '50' }),
    ).toEqual({
      inStock: false,
      tag: 'Featured',
      sort: 'name',
      page: 2,
      limit: 50,
    });
  });
  it('refuses a limit above 100 and unknown tags', () => {
    expect(firstMessage(AdminProductListQuerySchema.safeParse({ limit: '101' }))?.message).toBe(
      'Limit must be at most 100',
    );
    expect(AdminProductListQuerySchema.safeParse({ tag: 'hot' }).success).toBe(false);
  });
});

describe('categories and brands', () => {
  it('fills category defaults and patches only what was sent', () => {
    expect(CategoryInputSchema.parse({ name: 'Sky Shots' })).toEqual({
      name: 'Sky Shots',
      nameTa: null,
      description: null,
      imageUrl: null,
      parentId: null,
      isActive: true,
      displayOrder: 0,
    });
    expect(CategoryPatchSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(CategoryInputSchema.safeParse({ name: 'X' }).error?.issues[0]?.message).toBe(
      'Category name must be at least 2 characters',
    );
  });
  it('refuses a repeated id in an order', () => {
    expect(CategoryOrderSchema.safeParse({ ids: ['a', 'b', 'a'] }).success).toBe(false);
    expect(CategoryOrderSchema.parse({ ids: ['b', 'a'] })).toEqual({ ids: ['b', 'a'] });
  });
  it('checks a brand website', () => {
    expect(BrandInputSchema.parse({ name: 'Standard', website: '' }).website).toBeNull();
    expect(BrandInputSchema.safeParse({ name: 'Standard', website: 'javascript:x' }).success).toBe(false);
  });
});

describe('names in Tamil', () => {
  const product = { name: 'Flower Pot Big', sku: 'FP-1', price: 120 };

  it('a product and a category may carry one: trimmed, none by default, cleared with an empty field', () => {
    expect(ProductInputSchema.parse(product).nameTa).toBeNull();
    expect(ProductInputSchema.parse({ ...product, nameTa: ' புஸ்வாணம் ' }).nameTa).toBe('புஸ்வாணம்');
    expect(ProductPatchSchema.parse({ nameTa: '' })).toEqual({ nameTa: null });
    expect(CategoryInputSchema.parse({ name: 'Rockets', nameTa: 'ராக்கெட்' }).nameTa).toBe('ராக்கெட்');
    expect(CategoryInputSchema.parse({ name: 'Rockets' }).nameTa).toBeNull();
    expect(CategoryPatchSchema.parse({ nameTa: null })).toEqual({ nameTa: null });
  });

  it('as long as the English name may be, and not only spaces', () => {
    const at = (nameTa: string) =>
      firstMessage(ProductInputSchema.safeParse({ ...product, nameTa }))?.message ?? null;
    expect(at('ம'.repeat(PRODUCT_NAME_MAX))).toBeNull();
    expect(at('ம'.repeat(PRODUCT_NAME_MAX + 1))).toBe(
      TAMIL_TEXT_MESSAGES.tooLong('Name in Tamil', PRODUCT_NAME_MAX),
    );
    expect(at('   ')).toBe(TAMIL_TEXT_MESSAGES.onlySpaces('Name in Tamil'));
    expect(
      firstMessage(CategoryInputSchema.safeParse({ name: 'Rockets', nameTa: 'க'.repeat(81) }))?.message,
    ).toBe(TAMIL_TEXT_MESSAGES.tooLong('Category name in Tamil', 80));
  });
});
