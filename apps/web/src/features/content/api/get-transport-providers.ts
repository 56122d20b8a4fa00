// GET /company/transport-providers: the parcel services the shop dispatches with, for the shipping page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransportProvider } from '@pataka/domain/api-types';
import { api } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';

export async function getTransportProviders(): Promise<TransportProvider[]> {
  const data = await api.get<unknown>('/company/transport-providers');
  return Array.isArray(data) ? (data as TransportProvider[]).filter((p) => p.isActive !== false) : [];
}

export const transportProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['company', 'transport-providers'],
    queryFn: getTransportProviders,
    staleTime: LIST_STALE_TIME,
  });

/** Like most lists (§8), a failure reads as an empty list: the page still explains shipping. */
export function useTransportProviders() {
  const query = useQuery(transportProvidersQueryOptions());
  return { ...query, data: query.data ?? (query.isError ? [] : undefined) };
}
