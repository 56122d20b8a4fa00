import { formatINR } from '@pataka/domain/money';
import { api } from '../../../lib/api-client.ts';
import type { StaffOrder } from '../../../lib/order-types.ts';
import { useOrderMutation } from '../hooks/use-order-mutation.ts';

export type ItemsInput = { items: { productId: string; quantity: number }[] };

export const updateItems = (orderId: string, input: ItemsInput) =>
  api.put<StaffOrder>(`/orders/${encodeURIComponent(orderId)}/items`, input);

export function useUpdateItems(orderId: string) {
  return useOrderMutation(
    orderId,
    (input: ItemsInput) => updateItems(orderId, input),
    (o) => `Items saved — total now ${formatINR(o.total)}`,
  );
}
