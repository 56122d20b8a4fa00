// Compact price-list lines → product seed rows. A Sivakasi price list is a table of name, pack,
// pieces, offer price and MRP; this keeps the demo catalogue readable in that shape.
import { toPaise } from '@pataka/domain/money';
import type { ShopSeed } from './seed-types.ts';
import { seededRandom } from './art/svg-kit.ts';

/** name, package type, pieces per box, price ₹, MRP ₹, tags (space-separated), brand slug, what it does. */
export type ProductLine = readonly [
  name: string,
  packageType: string,
  piecesPerBox: number,
  price: number,
  mrp: number,
  tags: string,
  brand: string,
  effect: string,
  options?: { inStock?: boolean; status?: string },
];

export type PriceListSection = {
  category: string;
  /** Three letters for the SKU, e.g. 'SPK'. */
  code: string;
  /** Appended to every description in the section: how to use it safely. */
  safety: string;
  lines: readonly ProductLine[];
};

const FRACTIONS: Record<string, string> = { '¼': ' 1 4 ', '½': ' 1 2 ', '¾': ' 3 4 ' };

/** '2¾" Kuruvi' → '2-3-4-inch-kuruvi'. */
export function slugify(name: string): string {
  return name
    .replace(/[¼½¾]/g, (f) => FRACTIONS[f]!)
    .replace(/"/g, ' inch ')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const HOUR = 3_600_000;

/**
 * Rows for seed-tenant.ts. SKUs read `<shop>-<section>-<nnn>`, product codes are the price-list serial.
 * Ratings and popularity are drawn from the slug so they never change between runs; New items are the
 * most recently added, so "newest" and the New tag agree.
 */
export function buildProducts(
  tenantId: string,
  skuPrefix: string,
  sections: readonly PriceListSection[],
  now = Date.now(),
): ShopSeed['products'] {
  let serial = 100;
  let newRank = 0;
  return sections.flatMap((section) =>
    section.lines.map(([name, packageType, piecesPerBox, price, mrp, tagText, brand, effect, options], i) => {
      const slug = slugify(name);
      const random = seededRandom(`${tenantId}:${slug}`);
      const tags = tagText.split(/\s+/).filter(Boolean);
      const inStock = options?.inStock ?? true;
      const image = `/media/${tenantId}/products/${slug}.svg`;
      serial++;
      // The demo does not count stock (decision 143); the draw that once filled stock_quantity stays, so
      // the ratings and popularity drawn after it keep their seeded values.
      if (inStock) random();
      return {
        name,
        slug,
        sku: `${skuPrefix}-${section.code}-${String(i + 1).padStart(3, '0')}`,
        productCode: `${skuPrefix}${serial}`,
        description: `${effect} ${section.safety}`,
        pricePaise: toPaise(price),
        originalPricePaise: toPaise(mrp),
        image,
        medias: [{ url: image, type: 'image' as const, alt: name }],
        categorySlug: section.category,
        brandSlug: brand || undefined,
        packageType,
        piecesPerBox,
        tags,
        status: options?.status ?? 'active',
        inStock,
        rating: Math.round((3.9 + random() * 1.05) * 10) / 10,
        reviewCount: 6 + Math.floor(random() * 320),
        popularity:
          Math.floor(random() * 400) +
          (tags.includes('bestseller') ? 1500 : 0) +
          (tags.includes('Featured') ? 300 : 0),
        createdAt: tags.includes('New')
          ? new Date(now - ++newRank * 6 * HOUR)
          : new Date(now - 60 * 24 * HOUR - serial * HOUR),
      };
    }),
  );
}
