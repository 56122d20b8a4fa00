import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { LIST_CACHE_MS } from '@pataka/domain/limits';
import { ApiError } from './api-client.ts';

/** Lists stay fresh for 60 s (§7, §9); use `staleTime: LIST_STALE_TIME` in a list's queryOptions. */
export const LIST_STALE_TIME = LIST_CACHE_MS;

const defaultOptions: DefaultOptions = {
  queries: {
    staleTime: LIST_STALE_TIME,
    refetchOnWindowFocus: false,
    // A 4xx (not found, signed out) will not change by asking again.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
  },
  mutations: { retry: false },
};

export function createQueryClient() {
  return new QueryClient({ defaultOptions });
}

export const queryClient = createQueryClient();
