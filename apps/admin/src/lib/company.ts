// The shop's public details (name, phone, UPI id) for the header, WhatsApp texts and payee checks.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPublic } from '@pataka/domain/api-types';
import { api } from './api-client.ts';

export const companyQueryOptions = () =>
  queryOptions({
    queryKey: ['company'],
    queryFn: () => api.get<CompanyPublic>('/company/public'),
    staleTime: 10 * 60_000,
  });

export function useCompany() {
  return useQuery(companyQueryOptions());
}
