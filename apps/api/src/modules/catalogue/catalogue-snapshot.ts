// One tenant's whole public catalogue in memory, indexed for every read the storefront makes.
// Built from three queries; every list, filter and lookup after that is plain JavaScript, which keeps
// the single-connection PGlite out of the read path and stays fast at 10,000 products.
import type { SortField, SortOrder } from '@pataka/domain/product';
import type { BrandRow, CategoryRow, ProductRow } from './catalogue.queries.ts';
import { productDto, type ProductDto } from './catalogue.dto.ts';

export type IndexedProduct = {
  dto: ProductDto;
  categoryId: string | null;
  brandId: string | null;
  pricePaise: number;
  createdAt: number;
  popularity: number;
  /** Lower-case tags, for case-insensitive tag filters. */
  tags: ReadonlySet<string>;
  /** Lower-case name (English and Tamil), description, SKU and product code: what `search` looks in. */
  haystack: string;
};

export type CatalogueSnapshot = {
  products: IndexedProduct[];
  productById: Map<string, IndexedProduct>;
  productBySlug: Map<string, IndexedProduct>;
  /** Keyed by lower-case SKU: shoppers type SKUs in any case. */
  productBySku: Map<string, IndexedProduct>;
  categories: CategoryRow[];
  categoryById: Map<string, CategoryRow>;
  categoryBySlug: Map<string, CategoryRow>;
  /** A category's id → its id and every descendant's: filtering by a parent shows its children's products. */
  categoryFamily: Map<string, ReadonlySet<string>>;
  /** Active products in a category or its descendants. */
  categoryCounts: Map<string, number>;
  brands: BrandRow[];
  brandById: Map<string, BrandRow>;
  brandBySlug: Map<string, BrandRow>;
  brandCounts: Map<string, number>;
  /** Products ordered by `field:order` (ties by name, then id), computed on first use. */
  sorted: Map<string, IndexedProduct[]>;
};

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Ascending comparators; "descending" flips only the field, so ties always read A–Z. */
export const SORT_KEYS: Record<SortField, (p: IndexedProduct) => number | string> = {
  price: (p) => p.pricePaise,
  name: (p) => p.dto.name,
  newest: (p) => p.createdAt,
  popularity: (p) => p.popularity,
};

export function compareBy(field: SortField, direction: 1 | -1) {
  const key = SORT_KEYS[field];
  return (a: IndexedProduct, b: IndexedProduct) => {
    const ka = key(a);
    const kb = key(b);
    const primary = typeof ka === 'string' ? collator.compare(ka, kb as string) : ka - (kb as number);
    return direction * primary || collator.compare(a.dto.name, b.dto.name) || (a.dto.id < b.dto.id ? -1 : 1);
  };
}

function families(categories: CategoryRow[]): Map<string, ReadonlySet<string>> {
  const children = new Map<string, string[]>();
  for (const c of categories) {
    if (c.parentId) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  }
  const result = new Map<string, ReadonlySet<string>>();
  for (const c of categories) {
    const family = new Set<string>();
    const stack = [c.id];
    // The seen-check also stops a (corrupt) parent cycle from looping forever.
    while (stack.length) {
      const id = stack.pop()!;
      if (family.has(id)) continue;
      family.add(id);
      stack.push(...(children.get(id) ?? []));
    }
    result.set(c.id, family);
  }
  return result;
}

export function buildSnapshot(rows: {
  products: ProductRow[];
  categories: CategoryRow[];
  brands: BrandRow[];
}): CatalogueSnapshot {
  const categoryById = new Map(rows.categories.map((c) => [c.id, c]));
  const brandById = new Map(rows.brands.map((b) => [b.id, b]));
  const products = rows.products.map((row): IndexedProduct => ({
    dto: productDto(
      row,
      row.categoryId ? categoryById.get(row.categoryId) : undefined,
      row.brandId ? brandById.get(row.brandId) : undefined,
    ),
    categoryId: row.categoryId,
    brandId: row.brandId,
    pricePaise: row.pricePaise,
    createdAt: row.createdAt.getTime(),
    popularity: row.popularity,
    tags: new Set(row.tags.map((t) => t.toLowerCase())),
    haystack: [row.name, row.nameTa ?? '', row.description, row.sku, row.productCode ?? '']
      .join('\n')
      .toLowerCase(),
  }));
  const categoryFamily = families(rows.categories);
  const categoryCounts = new Map<string, number>();
  const brandCounts = new Map<string, number>();
  for (const c of rows.categories) {
    const family = categoryFamily.get(c.id)!;
    categoryCounts.set(c.id, products.filter((p) => p.categoryId && family.has(p.categoryId)).length);
  }
  for (const p of products) {
    if (p.brandId) brandCounts.set(p.brandId, (brandCounts.get(p.brandId) ?? 0) + 1);
  }
  return {
    products,
    productById: new Map(products.map((p) => [p.dto.id, p])),
    productBySlug: new Map(products.map((p) => [p.dto.slug, p])),
    productBySku: new Map(products.map((p) => [p.dto.sku.toLowerCase(), p])),
    categories: rows.categories,
    categoryById,
    categoryBySlug: new Map(rows.categories.map((c) => [c.slug.toLowerCase(), c])),
    categoryFamily,
    categoryCounts,
    brands: rows.brands,
    brandById,
    brandBySlug: new Map(rows.brands.map((b) => [b.slug.toLowerCase(), b])),
    brandCounts,
    sorted: new Map(),
  };
}

/** The products in the order of `field` and `order`, sorted once per snapshot. */
export function sortedBy(snapshot: CatalogueSnapshot, field: SortField, order: SortOrder): IndexedProduct[] {
  const key = `${field}:${order}`;
  let list = snapshot.sorted.get(key);
  if (!list) {
    list = [...snapshot.products].sort(compareBy(field, order === 'asc' ? 1 : -1));
    snapshot.sorted.set(key, list);
  }
  return list;
}
