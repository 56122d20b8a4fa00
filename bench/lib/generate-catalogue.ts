import {
  brands,
  categories,
  companySettings,
  products,
  tenants,
} from '../../apps/api/src/db/schema/index.ts';
import { stableId } from '../../apps/api/src/db/seed/stable-id.ts';
import type { Db } from '../../apps/api/src/db/types.ts';

export type CatalogueShape = {
  /** The shop under test: its catalogue is the one that grows. */
  largeTenant: string;
  largeProducts: number;
  /** The other shops share the tables (tenant_id leads every index, so they should not matter). */
  otherTenants: number;
  productsPerOtherTenant: number;
  categoriesPerTenant: number;
};

export const GROWTH_SHAPE: CatalogueShape = {
  largeTenant: 'bench-large',
  largeProducts: 10_000,
  otherTenants: 99,
  productsPerOtherTenant: 100,
  categoriesPerTenant: 12,
};

export const otherTenantId = (i: number) => `bench-${String(i + 1).padStart(3, '0')}`;

const KINDS = [
  'Sparklers',
  'Flower Pots',
  'Ground Chakkars',
  'Rockets',
  'Atom Bombs',
  'Fancy Shots',
  'Twinkling Stars',
];
const SIZES = ['7 cm', '10 cm', '12 cm', '15 cm', '30 cm', 'Deluxe', 'Special', 'Giant', 'Mini'];
const BRANDS = ['Standard', 'Sony', 'Ayyan', 'Kaliswari', 'Coronation'];
const TAGS = [[], [], ['New'], ['Featured'], ['bestseller'], ['sale'], ['New', 'Featured']];
const BATCH = 500;

const kindOf = (n: number) => KINDS[n % KINDS.length]!;
const sizeOf = (n: number) => SIZES[Math.floor(n / KINDS.length) % SIZES.length]!;

/** Slug of generated product n, for requests that rotate over the catalogue. */
export const generatedSlug = (n: number) =>
  `${sizeOf(n)}-${kindOf(n)}-${n + 1}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Every 50th generated product is inactive (not shown): a real catalogue has some. */
export const isShownProduct = (n: number) => n % 50 !== 49;

/** A product row as the demo seed writes one, with text of realistic length. */
function productRow(
  tenantId: string,
  n: number,
  categoryIds: string[],
  brandIds: string[],
  createdBase: number,
) {
  const kind = kindOf(n);
  const name = `${sizeOf(n)} ${kind} No. ${n + 1}`;
  const slug = generatedSlug(n);
  const price = 2_000 + ((n * 7919) % 150_000);
  return {
    tenantId,
    id: stableId(tenantId, 'product', slug),
    name,
    slug,
    description: `${name}: a Sivakasi-made ${kind.toLowerCase()} packed ${(n % 10) + 1} to a box. Light with an incense stick at arm's length, outdoors, away from anything that burns.`,
    pricePaise: price,
    originalPricePaise: price * 2 + 500,
    image: `/media/${tenantId}/products/${slug}.svg`,
    medias: [{ url: `/media/${tenantId}/products/${slug}.svg`, type: 'image' as const, alt: name }],
    categoryId: categoryIds[n % categoryIds.length]!,
    brandId: n % 3 ? brandIds[n % brandIds.length]! : null,
    productCode: `P${n + 1}`,
    sku: `SKU-${n + 1}`,
    packageType: `${(n % 10) + 1} Pcs`,
    piecesPerBox: (n % 10) + 1,
    tags: TAGS[n % TAGS.length]!,
    status: isShownProduct(n) ? 'active' : 'inactive',
    inStock: n % 20 !== 19,
    rating: (n % 50) / 10,
    reviewCount: n % 37,
    popularity: (n * 31) % 1000,
    createdAt: new Date(createdBase - n * 60_000),
  };
}

async function insertTenant(db: Db, tenantId: string, productCount: number, shape: CatalogueShape) {
  await db.insert(tenants).values({ id: tenantId, name: `Bench shop ${tenantId}` });
  await db.insert(companySettings).values({
    tenantId,
    companyName: `Bench shop ${tenantId}`,
    upiId: `${tenantId}@okaxis`,
    shippingSettings: { packingChargePercent: 3, minimumOrderPaise: 300000 },
  });
  const categoryIds: string[] = [];
  const categoryRows = Array.from({ length: shape.categoriesPerTenant }, (_, i) => {
    const slug = `category-${i + 1}`;
    categoryIds.push(stableId(tenantId, 'category', slug));
    return {
      tenantId,
      id: categoryIds[i]!,
      name: `${KINDS[i % KINDS.length]} ${i + 1}`,
      slug,
      displayOrder: i,
    };
  });
  await db.insert(categories).values(categoryRows);
  const brandIds = BRANDS.map((b) => stableId(tenantId, 'brand', b.toLowerCase()));
  await db
    .insert(brands)
    .values(
      BRANDS.map((b, i) => ({ tenantId, id: brandIds[i]!, name: b, slug: b.toLowerCase(), displayOrder: i })),
    );
  const createdBase = Date.now();
  for (let start = 0; start < productCount; start += BATCH) {
    const rows = [];
    for (let n = start; n < Math.min(productCount, start + BATCH); n++)
      rows.push(productRow(tenantId, n, categoryIds, brandIds, createdBase));
    await db.insert(products).values(rows);
  }
}

/** Writes the growth catalogue straight into a migrated database; returns rows written. */
export async function generateCatalogue(db: Db, shape: CatalogueShape = GROWTH_SHAPE) {
  await db.transaction(async (tx) => {
    await insertTenant(tx, shape.largeTenant, shape.largeProducts, shape);
    for (let i = 0; i < shape.otherTenants; i++)
      await insertTenant(tx, otherTenantId(i), shape.productsPerOtherTenant, shape);
  });
  return {
    tenants: shape.otherTenants + 1,
    products: shape.largeProducts + shape.otherTenants * shape.productsPerOtherTenant,
  };
}
