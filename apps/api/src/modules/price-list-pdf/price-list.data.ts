// What the price list prints, taken from the public catalogue snapshot so it always agrees with the
// storefront: only active products, grouped by active category in display order (as Quick Buy groups
// them), cheapest first within a category, products of hidden or missing categories last.
import { PDF_LABELS } from '@pataka/domain/price-list-pdf';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot.ts';
import { activeCategories } from '../catalogue/category-tree.ts';

export type PriceListRow = {
  name: string;
  content: string;
  /** In rupees; null when the product has no MRP above its price. */
  mrp: number | null;
  price: number;
  discount: number;
  inStock: boolean;
};
export type PriceListGroup = { name: string; rows: PriceListRow[] };

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function priceListGroups(snapshot: CatalogueSnapshot): PriceListGroup[] {
  const categories = activeCategories(snapshot);
  const rank = new Map(categories.map((c, i) => [c.id, i]));
  const byGroup = new Map<number, PriceListGroup>();
  const other = categories.length;
  for (const { dto: p, categoryId } of snapshot.products) {
    const index = categoryId !== null && rank.has(categoryId) ? rank.get(categoryId)! : other;
    let group = byGroup.get(index);
    if (!group) {
      group = { name: categories[index]?.name ?? PDF_LABELS.otherCategory, rows: [] };
      byGroup.set(index, group);
    }
    const mrp = p.originalPrice !== null && p.originalPrice > p.price ? p.originalPrice : null;
    group.rows.push({
      name: p.name,
      content: PDF_LABELS.content(p.packSize, p.piecesPerBox),
      mrp,
      price: p.price,
      discount: p.discount,
      inStock: p.inStock,
    });
  }
  return [...byGroup.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, g]) => ({
      ...g,
      rows: g.rows.sort((a, b) => a.price - b.price || collator.compare(a.name, b.name)),
    }));
}
