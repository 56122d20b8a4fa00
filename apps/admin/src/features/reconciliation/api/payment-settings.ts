// PUT /payments/settings (owners): let the statement verify the proofs it confirms without a staff action.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidatePayments } from './invalidate-payments.ts';

export type PaymentSettings = { autoVerify: boolean };

export const updatePaymentSettings = (input: PaymentSettings) =>
  api.put<PaymentSettings>('/payments/settings', input);

export function useUpdatePaymentSettings() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePaymentSettings, onSettled: () => invalidatePayments(client) });
}
