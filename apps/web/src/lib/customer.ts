// GET /customers/me (§7): the signed-in customer, with shippingAddresses and wishlist ids.
// Shared by the protected-route check, favourites and (later) the profile; keeps auth_user fresh.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '@pataka/domain/api-types';
import { api } from './api-client.ts';
import { authStore, updateUser, useAuth } from './auth.ts';

export async function getCustomer(): Promise<Customer> {
  const customer = await api.get<Customer>('/customers/me', { dedup: false });
  updateUser(customer);
  return customer;
}

/** Keyed by token so one account's data is never shown to the next. */
export const customerQueryOptions = (token: string | null = authStore.get().token) =>
  queryOptions({
    queryKey: ['customer', 'me', token],
    queryFn: getCustomer,
    enabled: Boolean(token),
    staleTime: 30_000,
  });

export function useCustomer() {
  const { token, isLoggedIn } = useAuth();
  return useQuery({ ...customerQueryOptions(token), enabled: isLoggedIn });
}
