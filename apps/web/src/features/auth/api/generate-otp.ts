// POST /customers/otp/generate (§7): body phone; answers message, expiresIn and, in the demo shop, devOtp.
import { useMutation } from '@tanstack/react-query';
import type { OtpGenerateResponse } from '@pataka/domain/api-types';
import { api } from '../../../lib/api-client.ts';
import { authPhone } from '../../../lib/storage.ts';

export async function generateOtp(phone: string): Promise<OtpGenerateResponse> {
  const result = await api.post<OtpGenerateResponse>('/customers/otp/generate', { phone });
  // §4 step 1: the phone is kept in session storage while the code is verified.
  authPhone.set(phone);
  return result;
}

export function useGenerateOtp() {
  return useMutation({ mutationFn: generateOtp });
}
