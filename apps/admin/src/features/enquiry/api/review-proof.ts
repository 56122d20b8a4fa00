import { api } from '../../../lib/api-client.ts';
import type { StaffOrder } from '../../../lib/order-types.ts';
import { useOrderMutation } from '../hooks/use-order-mutation.ts';

export type ReviewInput = {
  proofId: string;
  status: 'verified' | 'rejected';
  note?: string;
  confirmOrder?: boolean;
};

export const reviewProof = (orderId: string, { proofId, ...body }: ReviewInput) =>
  api.patch<StaffOrder>(
    `/orders/${encodeURIComponent(orderId)}/payment-proofs/${encodeURIComponent(proofId)}`,
    body,
  );

export function useReviewProof(orderId: string) {
  return useOrderMutation(
    orderId,
    (input: ReviewInput) => reviewProof(orderId, input),
    (o) => (o.paymentStatus === 'verified' ? 'Payment verified' : 'Payment proof rejected'),
  );
}
