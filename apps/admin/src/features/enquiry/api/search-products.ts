import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@pataka/domain/api-types';
import { api } from '../../../lib/api-client.ts';

export const productSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['product-search', search],
    queryFn: async () => (await api.page<Product>('/products', { search, limit: 8 })).data,
    staleTime: 60_000,
  });

export function useProductSearch(search: string) {
  return useQuery({ ...productSearchQueryOptions(search), enabled: search.length >= 2 });
}
