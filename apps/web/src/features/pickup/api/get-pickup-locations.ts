// GET /company/pickup-locations (§7): optional search, transportProviderName, limit; answers success and
// a data array. §8: success false → 'Failed to load pickup locations'; an exception (network, a body
// that is not the envelope) → 'Error loading pickup locations'.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PickupLocation } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { api, ApiError } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';

export type PickupQuery = { transportProviderName?: string; search?: string; limit?: number };

export class PickupLoadError extends Error {
  override readonly name = 'PickupLoadError';
}

export async function getPickupLocations(query: PickupQuery = {}): Promise<PickupLocation[]> {
  let data: unknown;
  try {
    data = await api.get<unknown>('/company/pickup-locations', {
      query: {
        transportProviderName: query.transportProviderName,
        search: query.search?.trim(),
        limit: query.limit,
      },
    });
  } catch (error) {
    const answered = error instanceof ApiError && error.status > 0;
    throw new PickupLoadError(answered ? MESSAGES.pickupLoadFailed : MESSAGES.pickupLoadError);
  }
  if (!Array.isArray(data)) throw new PickupLoadError(MESSAGES.pickupLoadError);
  return (data as PickupLocation[]).filter((location) => location.isActive !== false);
}

export const pickupLocationsQueryOptions = (query: PickupQuery) =>
  queryOptions({
    queryKey: [
      'pickup-locations',
      query.transportProviderName ?? '',
      query.search?.trim() ?? '',
      query.limit ?? null,
    ],
    queryFn: () => getPickupLocations(query),
    staleTime: LIST_STALE_TIME,
    retry: false,
  });

/** Locations of one provider, narrowed by `search`; idle until a provider is chosen. */
export function usePickupLocations(provider: string | null, search: string) {
  return useQuery({
    ...pickupLocationsQueryOptions({ transportProviderName: provider ?? undefined, search }),
    enabled: Boolean(provider),
    // Typing a search keeps the previous list on screen instead of flashing the loading state.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === (provider ?? '') ? keepPreviousData(previous) : undefined,
  });
}
