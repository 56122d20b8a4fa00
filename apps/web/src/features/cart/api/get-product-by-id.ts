// GET /products/{id} (§7): the cart keeps only ids and quantities (§3), so each line's product is read
// here. A 404 means the product is gone or no longer active ('Product not found', §8).
import { queryOptions, useQueries } from '@tanstack/react-query';
import type { Product } from '@pataka/domain/api-types';
import { api } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';

export const getProductById = (id: string) => api.get<Product>(`/products/${encodeURIComponent(id)}`);

export const productByIdQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'by-id', id],
    queryFn: () => getProductById(id),
    staleTime: LIST_STALE_TIME,
  });

export function useProductsById(ids: readonly string[]) {
  return useQueries({ queries: ids.map((id) => productByIdQueryOptions(id)) });
}
