// The shop's own domains (decision 151): owners add one, create the DNS records shown, and check it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopDomainStatus } from '@pataka/domain/shop-lifecycle';
import { api } from '../../../lib/api-client.ts';

export type DnsRecord = {
  type: 'A' | 'AAAA' | 'CNAME' | 'TXT';
  name: string;
  value: string;
  purpose: string;
};
export type ShopDomain = {
  id: string;
  host: string;
  isPrimary: boolean;
  status: ShopDomainStatus;
  verifiedAt: string | null;
  lastCheckedAt: string | null;
  failureReason: string | null;
  createdAt: string;
  records: DnsRecord[];
};
export type VerifyResult = { domain: ShopDomain; ok: boolean; reason: string | null };

const key = ['domains'];
export const useDomains = (enabled = true) =>
  useQuery({ queryKey: key, queryFn: () => api.get<ShopDomain[]>('/admin/domains'), enabled });

const useDomainMutation = <I, O>(fn: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: key }) });
};

export const useAddDomain = () =>
  useDomainMutation((host: string) => api.post<VerifyResult>('/admin/domains', { host }));
export const useVerifyDomain = () =>
  useDomainMutation((id: string) => api.post<VerifyResult>(`/admin/domains/${id}/verify`));
export const useMakePrimary = () =>
  useDomainMutation((id: string) => api.post<ShopDomain>(`/admin/domains/${id}/primary`));
export const useRemoveDomain = () =>
  useDomainMutation((id: string) => api.delete<{ removed: true }>(`/admin/domains/${id}`));
