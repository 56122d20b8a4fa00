// Every active product for the price list: GET /products?limit=100&page=N until all pages are in (§7:
// page size 100). The first page says how many pages there are; the rest are fetched together.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@pataka/domain/api-types';
import { PRODUCTS_PAGE_SIZE } from '@pataka/domain/limits';
import { api } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';

const pageOf = (page: number) =>
  api.getPage<Product>('/products', { query: { limit: PRODUCTS_PAGE_SIZE, page } });

export async function getAllProducts(): Promise<Product[]> {
  const first = await pageOf(1);
  const more = Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => pageOf(i + 2));
  const pages = [first, ...(await Promise.all(more))];
  // A product can move between pages while we read them; keep the first copy.
  const seen = new Set<string>();
  return pages
    .flatMap((p) => p.data)
    .filter((p) => p.status === 'active' && !seen.has(p.id) && seen.add(p.id));
}

export const allProductsQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'all-pages'], queryFn: getAllProducts, staleTime: LIST_STALE_TIME });

export function useAllProducts() {
  return useQuery(allProductsQueryOptions());
}
