import { api } from '../../../lib/api-client.ts';
import type { StaffOrder } from '../../../lib/order-types.ts';
import { useOrderMutation } from '../hooks/use-order-mutation.ts';

export type RequestPaymentResult = { order: StaffOrder; whatsappUrl: string | null };

export const requestPayment = (orderId: string) =>
  api.post<RequestPaymentResult>(`/orders/${encodeURIComponent(orderId)}/request-payment`);

export function useRequestPayment(orderId: string) {
  return useOrderMutation(
    orderId,
    () => requestPayment(orderId),
    'Payment requested — the shopper was sent a text',
  );
}
