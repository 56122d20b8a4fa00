import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { PRODUCTS_KEY } from './get-products.ts';
import type { AdminProduct } from './product-types.ts';

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'one', id],
    queryFn: () => api.get<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`),
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
