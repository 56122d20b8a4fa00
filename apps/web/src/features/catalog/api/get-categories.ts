// GET /categories (§7): active categories in display order, for the header, footer, home and /categories.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@pataka/domain/api-types';
import { SHELL_MESSAGES } from '@pataka/domain/shell-messages';
import { api, ApiError } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';

export async function getCategories(): Promise<Category[]> {
  const data = await api.get<unknown>('/categories');
  if (!Array.isArray(data)) throw new ApiError(200, 'INVALID_RESPONSE', SHELL_MESSAGES.invalidResponseFormat);
  return (data as Category[])
    .filter((c) => c.isActive !== false)
    .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories, staleTime: LIST_STALE_TIME });

/** Active categories; like most lists (§8), a failed fetch leaves `data` empty rather than breaking. */
export function useCategories() {
  const query = useQuery(categoriesQueryOptions());
  return { ...query, data: query.data ?? (query.isError ? [] : undefined) };
}
