// GET /categories/slug/{slug} (§7): one category for /category/{slug}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@pataka/domain/api-types';
import { api } from '../../../lib/api-client.ts';

export const getCategoryBySlug = (slug: string) =>
  api.get<Category>(`/categories/slug/${encodeURIComponent(slug)}`);

export const categoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['categories', 'slug', slug],
    queryFn: () => getCategoryBySlug(slug),
    // A 404 the server rendered stays one: asking again on hydration would only log another 404.
    retryOnMount: false,
  });

export function useCategory(slug: string) {
  return useQuery(categoryQueryOptions(slug));
}
