import { api } from '../../../lib/api-client.ts';
import type { StaffOrder } from '../../../lib/order-types.ts';
import { useOrderMutation } from '../hooks/use-order-mutation.ts';

export type ManualPaymentInput = { utr: string; amount: number; note?: string };

export const recordPayment = (orderId: string, input: ManualPaymentInput) =>
  api.post<StaffOrder>(`/orders/${encodeURIComponent(orderId)}/payments/manual`, input);

export function useRecordPayment(orderId: string) {
  return useOrderMutation(
    orderId,
    (input: ManualPaymentInput) => recordPayment(orderId, input),
    (o) => `Payment recorded for ${o.orderNumber}`,
  );
}
