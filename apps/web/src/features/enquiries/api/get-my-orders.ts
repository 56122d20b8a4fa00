// GET /orders/my-orders (§7): every enquiry of the signed-in customer, newest first; paged client-side
// (ORDERS_PAGE_SIZE = 10, §9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';

export async function getMyOrders(): Promise<Order[]> {
  try {
    const page = await api.getPage<Order>('/orders/my-orders', { dedup: false });
    return page.data;
  } catch (error) {
    throw new Error(errorMessage(error, MESSAGES.ordersFetchFailed));
  }
}

/** Keyed by token: one account's enquiries are never shown to the next. */
export const myOrdersQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: ['orders', 'mine', token], queryFn: getMyOrders, staleTime: 15_000 });

export function useMyOrders() {
  const { token } = useAuth();
  return useQuery({ ...myOrdersQueryOptions(token), enabled: Boolean(token) });
}
