import type { CategoryTreeNode } from '@pataka/domain/api-types';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';
import type { CategoryRow } from './catalogue.queries.ts';
import { categoryDto } from './catalogue.dto.ts';

/** Active categories, in display order. */
export const activeCategories = (s: CatalogueSnapshot) => s.categories.filter((c) => c.isActive);

/** An active category by id or slug, or undefined (missing and inactive look the same to the public). */
export function findActiveCategory(s: CatalogueSnapshot, by: 'id' | 'slug', value: string) {
  const row = by === 'id' ? s.categoryById.get(value) : s.categoryBySlug.get(value.toLowerCase());
  return row?.isActive ? row : undefined;
}

export const categoryWithCount = (s: CatalogueSnapshot, c: CategoryRow) =>
  categoryDto(c, s.categoryCounts.get(c.id) ?? 0);

/**
 * Active categories as a tree. A category under an inactive parent is hidden with it: the shop
 * switched that branch off. Roots are those without a parent (or whose parent no longer exists).
 */
export function categoryTree(s: CatalogueSnapshot): CategoryTreeNode[] {
  const active = activeCategories(s);
  const node = (c: CategoryRow, depth: number): CategoryTreeNode => ({
    ...categoryWithCount(s, c),
    // Depth guard: a corrupt parent cycle cannot recurse forever.
    children: depth > 20 ? [] : active.filter((k) => k.parentId === c.id).map((k) => node(k, depth + 1)),
  });
  return active.filter((c) => !c.parentId || !s.categoryById.has(c.parentId)).map((c) => node(c, 0));
}
