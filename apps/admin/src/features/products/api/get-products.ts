import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ProductFilters } from '../hooks/use-product-filters.ts';
import type { AdminProduct } from './product-types.ts';

export const PRODUCTS_PAGE_SIZE = 25;
export const PRODUCTS_KEY = ['admin-products'] as const;

export const productsQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'list', filters],
    queryFn: () =>
      api.page<AdminProduct>('/admin/products', {
        search: filters.search,
        categoryId: filters.categoryId,
        brandId: filters.brandId,
        status: filters.status,
        inStock: filters.stock === 'in' ? true : filters.stock === 'out' ? false : undefined,
        lowStock: filters.stock === 'low' ? true : undefined,
        tag: filters.tag,
        page: filters.page,
        limit: PRODUCTS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

export function useProducts(filters: ProductFilters) {
  return useQuery(productsQueryOptions(filters));
}
