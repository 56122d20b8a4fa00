import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PickupLocation, TransportProvider } from '@pataka/domain/api-types';
import { api } from '../../../lib/api-client.ts';

export type AdminPickupLocation = PickupLocation & {
  transportProviderId?: string;
  /** As a destination branch (decision 142): lower-case state keys and pincodes it serves. */
  servedStates?: string[];
  servedPincodes?: string[];
};
export type Provider = TransportProvider;

export type PickupLocationBody = {
  transportProviderId: string;
  name: string;
  address: string;
  area: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  landmark: string | null;
  phone: string | null;
  timings: string | null;
  mapUrl: string | null;
  servedStates: string[];
  servedPincodes: string[];
  isActive: boolean;
};

const list = async <T>(path: string) => {
  const rows = await api.get<T[] | { data: T[] }>(path, { limit: 100 });
  return Array.isArray(rows) ? rows : rows.data;
};

export const useProviders = () =>
  useQuery({
    queryKey: ['pickup', 'providers'],
    queryFn: () => list<Provider>('/admin/company/transport-providers'),
  });

export const usePickupLocations = () =>
  useQuery({
    queryKey: ['pickup', 'locations'],
    queryFn: () => list<AdminPickupLocation>('/admin/company/pickup-locations'),
  });

function useInvalidatePickup() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['pickup'] });
}

export function useSaveProvider() {
  const onSuccess = useInvalidatePickup();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: { name?: string; isActive?: boolean } }) =>
      id
        ? api.put<Provider>(`/company/transport-providers/${encodeURIComponent(id)}`, body)
        : api.post<Provider>('/company/transport-providers', body),
    onSuccess,
  });
}

export function useDeleteProvider() {
  const onSuccess = useInvalidatePickup();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/company/transport-providers/${encodeURIComponent(id)}`),
    onSuccess,
  });
}

export function useSavePickupLocation() {
  const onSuccess = useInvalidatePickup();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Partial<PickupLocationBody> }) =>
      id
        ? api.put<AdminPickupLocation>(`/company/pickup-locations/${encodeURIComponent(id)}`, body)
        : api.post<AdminPickupLocation>('/company/pickup-locations', body),
    onSuccess,
  });
}

export function useDeletePickupLocation() {
  const onSuccess = useInvalidatePickup();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/company/pickup-locations/${encodeURIComponent(id)}`),
    onSuccess,
  });
}
