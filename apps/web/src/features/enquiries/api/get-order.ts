// GET /orders/{id} (§7): one enquiry with its lines, status history and payment proofs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { api, ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';

export class OrderNotFoundError extends Error {
  override readonly name = 'OrderNotFoundError';
}

export async function getOrder(id: string): Promise<Order> {
  try {
    return await api.get<Order>(`/orders/${encodeURIComponent(id)}`, { dedup: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new OrderNotFoundError(MESSAGES.orderNotFound);
    throw new Error(errorMessage(error, MESSAGES.orderNotFound));
  }
}

export const orderQueryOptions = (id: string, token: string | null) =>
  queryOptions({ queryKey: ['orders', 'one', id, token], queryFn: () => getOrder(id), staleTime: 10_000 });

export function useOrder(id: string) {
  const { token } = useAuth();
  return useQuery({
    ...orderQueryOptions(id, token),
    enabled: Boolean(token && id),
    retry: (count, error) => !(error instanceof OrderNotFoundError) && count < 2,
  });
}
