// GET /products/slug/{slug} (§7): one product for its detail page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@pataka/domain/api-types';
import { api } from '../../../lib/api-client.ts';

export const getProductBySlug = (slug: string) =>
  api.get<Product>(`/products/slug/${encodeURIComponent(slug)}`);

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['products', 'slug', slug],
    queryFn: () => getProductBySlug(slug),
    // A 404 the server rendered stays one: asking again on hydration would only log another 404.
    retryOnMount: false,
  });

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}
