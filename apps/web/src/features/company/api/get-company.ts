// GET /company/public (§7): the shop's name, contacts, socials, video, shipping settings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPublic } from '@pataka/domain/api-types';
import { api } from '../../../lib/api-client.ts';

export const getCompany = () => api.get<CompanyPublic>('/company/public');

export const companyQueryOptions = () =>
  queryOptions({
    queryKey: ['company', 'public'],
    queryFn: getCompany,
    // Shop details change a few times a year.
    staleTime: 10 * 60_000,
  });

export function useCompany() {
  return useQuery(companyQueryOptions());
}
