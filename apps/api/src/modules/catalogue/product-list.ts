// GET /products over a snapshot: one pass over the pre-sorted list, counting every match and keeping
// only the requested page.
import type { Product } from '@pataka/domain/api-types';
import { paged } from '../../lib/envelope.ts';
import { sortedBy, type CatalogueSnapshot, type IndexedProduct } from './catalogue-snapshot.ts';
import type { ProductQuery } from './product-query.ts';

/** A category or brand given by id or slug (lower-cased by the query parser). */
function resolveId<T extends { id: string }>(byId: Map<string, T>, bySlug: Map<string, T>, value: string) {
  return (byId.get(value) ?? bySlug.get(value))?.id;
}

function matcher(snapshot: CatalogueSnapshot, q: ProductQuery): ((p: IndexedProduct) => boolean) | null {
  // Public clients never see anything but active products, so any other status matches nothing.
  if (q.status !== 'active') return null;
  let family: ReadonlySet<string> | undefined;
  if (q.category) {
    const id = resolveId(snapshot.categoryById, snapshot.categoryBySlug, q.category);
    family = id ? snapshot.categoryFamily.get(id) : undefined;
    if (!family) return null;
  }
  let brandId: string | undefined;
  if (q.brand) {
    brandId = resolveId(snapshot.brandById, snapshot.brandBySlug, q.brand);
    if (!brandId) return null;
  }
  return (p) =>
    (!family || (p.categoryId !== null && family.has(p.categoryId))) &&
    (!brandId || p.brandId === brandId) &&
    (q.minPricePaise === undefined || p.pricePaise >= q.minPricePaise) &&
    (q.maxPricePaise === undefined || p.pricePaise <= q.maxPricePaise) &&
    (q.inStock === undefined || p.dto.inStock === q.inStock) &&
    (q.isNew === undefined || p.dto.isNew === q.isNew) &&
    (!q.tags.length || q.tags.some((t) => p.tags.has(t))) &&
    q.searchTerms.every((term) => p.haystack.includes(term));
}

export function listProducts(snapshot: CatalogueSnapshot, q: ProductQuery) {
  const matches = matcher(snapshot, q);
  const data: Product[] = [];
  let total = 0;
  if (matches) {
    const start = (q.page - 1) * q.limit;
    const end = start + q.limit;
    for (const p of sortedBy(snapshot, q.sortBy, q.sortOrder)) {
      if (!matches(p)) continue;
      if (total >= start && total < end) data.push(p.dto);
      total++;
    }
  }
  return paged(data, total, q.page, q.limit);
}
