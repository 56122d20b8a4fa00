// POST /orders/{id}/cancel (§4, §7): the customer cancels while pending, confirmed or on hold.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';

export async function cancelOrder({ id, reason }: { id: string; reason?: string }): Promise<Order> {
  try {
    return await api.post<Order>(`/orders/${encodeURIComponent(id)}/cancel`, reason ? { reason } : {});
  } catch (error) {
    throw new Error(errorMessage(error, MESSAGES.orderCancelFailed));
  }
}

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      client.setQueriesData<Order>({ queryKey: ['orders', 'one', order.id] }, order);
      void client.invalidateQueries({ queryKey: ['orders', 'mine'] });
    },
  });
}
