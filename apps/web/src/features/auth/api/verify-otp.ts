// POST /customers/otp/verify (§7): body phone, otp, optional name; answers customer, token, requiresRegistration.
import { useMutation } from '@tanstack/react-query';
import type { Customer, OtpVerifyResponse } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/auth.ts';

export type VerifyOtpInput = { phone: string; otp: string; name?: string | undefined };

/** Either signed in, or the phone is new and the shopper must complete registration (§4 step 3). */
export type VerifyOtpResult = { kind: 'signed-in'; customer: Customer } | { kind: 'needs-registration' };

export async function verifyOtp(input: VerifyOtpInput): Promise<VerifyOtpResult> {
  const body = { phone: input.phone, otp: input.otp, ...(input.name ? { name: input.name } : {}) };
  const result = await api.post<OtpVerifyResponse>('/customers/otp/verify', body);
  if (result?.requiresRegistration && !result.customer) return { kind: 'needs-registration' };
  if (!result?.customer || !result.token) throw new Error(MESSAGES.noCustomerData);
  setSession(result.token, result.customer);
  return { kind: 'signed-in', customer: result.customer };
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
