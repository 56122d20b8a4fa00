import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { StaffOrder } from '../../../lib/order-types.ts';
import type { InboxFilters } from '../hooks/use-inbox-filters.ts';

export const INBOX_PAGE_SIZE = 20;

export const ordersQueryOptions = (filters: InboxFilters) =>
  queryOptions({
    queryKey: ['orders', filters],
    queryFn: () =>
      api.page<StaffOrder>('/orders', {
        status: filters.status,
        paymentStatus: filters.paymentStatus,
        search: filters.search,
        fromDate: filters.from,
        toDate: filters.to,
        waiting: filters.waiting,
        page: filters.page,
        limit: INBOX_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

export function useOrders(filters: InboxFilters) {
  return useQuery(ordersQueryOptions(filters));
}
