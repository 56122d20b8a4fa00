// PUT /customers/me (§7): body name, email; answers the customer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import type { ProfileUpdateInput } from '@pataka/domain/validation';
import { api } from '../../../lib/api-client.ts';
import { authStore, updateUser } from '../../../lib/auth.ts';
import { customerQueryOptions } from '../../../lib/customer.ts';

export async function updateProfile(input: ProfileUpdateInput): Promise<Customer> {
  // §8: a profile update without a stored user is refused before any request.
  if (!authStore.get().user) throw new Error(MESSAGES.noUserLoggedIn);
  const customer = await api.put<Customer>('/customers/me', input);
  updateUser(customer);
  return customer;
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (customer) => client.setQueryData(customerQueryOptions().queryKey, customer),
  });
}
