// POST /payments/verify-received: verifies the listed proofs the statement confirms; the server skips any
// that changed meanwhile (already reviewed, or no longer matching).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkVerifyResultDto } from '@pataka/domain/bank-statement';
import { api } from '../../../lib/api-client.ts';
import { invalidatePayments } from './invalidate-payments.ts';

export const verifyReceived = (proofIds: string[]) =>
  api.post<BulkVerifyResultDto>('/payments/verify-received', { proofIds });

export function useVerifyReceived() {
  const client = useQueryClient();
  return useMutation({ mutationFn: verifyReceived, onSettled: () => invalidatePayments(client) });
}
