// POST /customers/complete-registration (§7): body phone, name, email; answers customer and token.
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, Customer } from '@pataka/domain/api-types';
import type { CompleteRegistrationInput } from '@pataka/domain/validation';
import { MESSAGES } from '@pataka/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/auth.ts';

export async function completeRegistration(input: CompleteRegistrationInput): Promise<Customer> {
  const result = await api.post<AuthResponse>('/customers/complete-registration', input);
  if (!result?.customer || !result.token) throw new Error(MESSAGES.noCustomerData);
  setSession(result.token, result.customer);
  return result.customer;
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}
