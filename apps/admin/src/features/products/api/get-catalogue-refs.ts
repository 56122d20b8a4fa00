// Categories and brands for the product filters and selects (the same query keys the
// categories and brands screens use, so an edit there refreshes these).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CatalogueRef } from './product-types.ts';

export const categoryRefsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-categories'],
    queryFn: () => api.get<CatalogueRef[]>('/admin/categories'),
    staleTime: 60_000,
  });

export const brandRefsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-brands'],
    queryFn: () => api.get<CatalogueRef[]>('/admin/brands'),
    staleTime: 60_000,
  });

export const useCategoryRefs = () => useQuery(categoryRefsQueryOptions());
export const useBrandRefs = () => useQuery(brandRefsQueryOptions());
