import { STATUS_LABELS, type OrderStatus } from '@pataka/domain/order-status';
import { api } from '../../../lib/api-client.ts';
import type { StaffOrder } from '../../../lib/order-types.ts';
import { useOrderMutation } from '../hooks/use-order-mutation.ts';

export type ChangeStatusInput = { status: OrderStatus; notes?: string };

export const changeStatus = (orderId: string, input: ChangeStatusInput) =>
  api.patch<StaffOrder>(`/orders/${encodeURIComponent(orderId)}/status`, {
    status: input.status,
    notes: input.notes || undefined,
  });

export function useChangeStatus(orderId: string) {
  return useOrderMutation(
    orderId,
    (input: ChangeStatusInput) => changeStatus(orderId, input),
    (o) => `Enquiry is now ${STATUS_LABELS[o.status] ?? o.status}`,
  );
}
