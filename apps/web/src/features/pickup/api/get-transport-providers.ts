// The transport providers a shopper can collect from: GET /company/transport-providers when the API has
// it; otherwise the distinct transportProviderName of every pickup location (§3 Pickup location).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickupLocation, TransportProvider } from '@pataka/domain/api-types';
import { api, ApiError } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';

export type ProviderOption = { name: string; locationsCount: number | null };

function fromLocations(locations: PickupLocation[]): ProviderOption[] {
  const counts = new Map<string, number>();
  for (const location of locations) {
    if (location.isActive === false || !location.transportProviderName) continue;
    counts.set(location.transportProviderName, (counts.get(location.transportProviderName) ?? 0) + 1);
  }
  return [...counts].map(([name, locationsCount]) => ({ name, locationsCount }));
}

export async function getTransportProviders(): Promise<ProviderOption[]> {
  try {
    const providers = await api.get<TransportProvider[]>('/company/transport-providers');
    if (Array.isArray(providers)) {
      return providers
        .filter((p) => p.isActive !== false && p.locationsCount !== 0)
        .map((p) => ({ name: p.name, locationsCount: p.locationsCount ?? null }))
        .sort((a, b) => a.name.localeCompare(b.name));
    }
  } catch (error) {
    // Only "this API has no such route" falls back; anything else is a real failure.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  const locations = await api.get<PickupLocation[]>('/company/pickup-locations', { query: { limit: 100 } });
  return fromLocations(Array.isArray(locations) ? locations : []).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

export const transportProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['transport-providers'],
    queryFn: getTransportProviders,
    staleTime: LIST_STALE_TIME,
  });

export function useTransportProviders() {
  return useQuery(transportProvidersQueryOptions());
}
