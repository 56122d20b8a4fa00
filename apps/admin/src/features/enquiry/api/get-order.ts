import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { StaffOrder } from '../../../lib/order-types.ts';

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['order', id],
    queryFn: () => api.get<StaffOrder>(`/orders/${encodeURIComponent(id)}`),
  });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
