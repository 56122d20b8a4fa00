// Credits in the statements that no proof claims (shoppers who paid but never uploaded), with the
// enquiries each may belong to, and attaching one to an enquiry (recorded as its verified payment).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnclaimedCreditDto } from '@pataka/domain/bank-statement';
import { api } from '../../../lib/api-client.ts';
import { invalidatePayments, UNCLAIMED_CREDITS_KEY } from './invalidate-payments.ts';

export const getUnclaimedCredits = () => api.get<UnclaimedCreditDto[]>('/payments/unclaimed-credits');

export const unclaimedCreditsQueryOptions = () =>
  queryOptions({ queryKey: UNCLAIMED_CREDITS_KEY, queryFn: getUnclaimedCredits });

export const useUnclaimedCredits = () => useQuery(unclaimedCreditsQueryOptions());

export type AttachInput = { creditId: string; orderId: string };
export type Attached = { orderId: string; orderNumber: string };

export const attachCredit = ({ creditId, orderId }: AttachInput) =>
  api.post<Attached>(`/payments/unclaimed-credits/${encodeURIComponent(creditId)}/attach`, { orderId });

export function useAttachCredit() {
  const client = useQueryClient();
  return useMutation({ mutationFn: attachCredit, onSettled: () => invalidatePayments(client) });
}
