import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyPublic } from '@pataka/domain/api-types';
import { api } from '../../../lib/api-client.ts';

/** The shop's settings as staff edit them: the public info plus what only the console and slips use. */
export type AdminCompany = CompanyPublic & {
  pan?: string | null;
  licenseValidUntil?: string | null;
  legalNotice?: string | null;
  // The tax settings (decision 149); owners change them.
  gstRegistered?: boolean;
  taxState?: string | null;
  defaultHsn?: string;
  defaultGstRate?: number;
  pricesIncludeGst?: boolean;
  invoicePrefix?: string | null;
  invoiceFooter?: string | null;
};

export const adminCompanyQueryOptions = () =>
  queryOptions({
    queryKey: ['company', 'admin'],
    queryFn: () => api.get<AdminCompany>('/admin/company'),
    refetchOnWindowFocus: false,
  });

export const useAdminCompany = () => useQuery(adminCompanyQueryOptions());

export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.put<AdminCompany>('/admin/company', body),
    onSuccess: (saved) => {
      if (saved) client.setQueryData(adminCompanyQueryOptions().queryKey, saved);
      // The header's shop name, the payee check and the setup checklist read these too.
      void client.invalidateQueries({ queryKey: ['company'], exact: true });
      void client.invalidateQueries({ queryKey: ['setup-checklist'] });
    },
  });
}
