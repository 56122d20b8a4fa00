// GET /products (§7): the paged, filtered catalogue. One queryOptions owns the key for every list.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@pataka/domain/api-types';
import { FEATURED_LIMIT, NEW_ARRIVALS_LIMIT, PRODUCTS_PAGE_SIZE, RELATED_LIMIT } from '@pataka/domain/limits';
import type { SortField, SortOrder } from '@pataka/domain/product';
import { api, type Page } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';

export type ProductFilters = {
  /** Category id or slug. */
  category?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  isNew?: boolean;
  search?: string;
  /** Stored tag names ('New', 'Featured', 'bestseller', 'sale'); repeated in the query string. */
  tags?: readonly string[];
  sortBy?: SortField;
  sortOrder?: SortOrder;
  page?: number;
  limit?: number;
};

/** Only active products are shown (§3). */
export const getProducts = (filters: ProductFilters = {}): Promise<Page<Product>> =>
  api.getPage<Product>('/products', {
    query: {
      status: 'active',
      limit: PRODUCTS_PAGE_SIZE,
      ...filters,
      tags: filters.tags ? [...filters.tags] : undefined,
    },
  });

export const productsQueryOptions = (filters: ProductFilters = {}) =>
  queryOptions({
    queryKey: ['products', 'list', filters],
    queryFn: () => getProducts(filters),
    staleTime: LIST_STALE_TIME,
  });

/** A list that keeps showing the previous page while the next filter/page loads (no flash of empty). */
export function useProducts(filters: ProductFilters = {}) {
  return useQuery({ ...productsQueryOptions(filters), placeholderData: keepPreviousData });
}

/** §7: Featured — tag Featured, active, in stock, 8. */
export const featuredFilters: ProductFilters = { tags: ['Featured'], inStock: true, limit: FEATURED_LIMIT };
/** §7: New arrivals — tag New, newest first, 10. */
export const newArrivalsFilters: ProductFilters = {
  tags: ['New'],
  sortBy: 'newest',
  limit: NEW_ARRIVALS_LIMIT,
};

/** §7: related — same category, limit count + 1, excluding itself, default 4. */
export function useRelatedProducts(product: Product | undefined, count = RELATED_LIMIT, enabled = true) {
  const category = product?.category?.slug ?? product?.category?.id;
  const query = useQuery({
    ...productsQueryOptions({ category, limit: count + 1 }),
    enabled: enabled && Boolean(category),
  });
  const related = (query.data?.data ?? []).filter((p) => p.id !== product?.id).slice(0, count);
  return { ...query, related };
}
