import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetupChecklistItem } from '@pataka/domain/shop-admin';
import { api } from '../../../lib/api-client.ts';
import { BASENAME } from '../../../config/paths.ts';

export type SetupChecklist = { items: SetupChecklistItem[]; complete: boolean };

export const setupChecklistQueryOptions = () =>
  queryOptions({
    queryKey: ['setup-checklist'],
    queryFn: () => api.get<SetupChecklist>('/admin/setup-checklist'),
    staleTime: 30_000,
  });

export const useSetupChecklist = () => useQuery(setupChecklistQueryOptions());

/** The API may give '/admin/shop' or '/shop'; the router already sits under /admin. */
export const consoleHref = (href: string) =>
  href.startsWith(`${BASENAME}/`) ? href.slice(BASENAME.length) : href === BASENAME ? '/' : href;
