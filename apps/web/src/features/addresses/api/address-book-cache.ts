// Every address call answers the whole book (default first): write it into the cached customer and the
// stored user, so the profile, checkout and the next page load all see the same list without a refetch.
import type { QueryClient } from '@tanstack/react-query';
import type { Address, Customer } from '@pataka/domain/api-types';
import { authStore, updateUser } from '../../../lib/auth.ts';
import { customerQueryOptions } from '../../../lib/customer.ts';
import { MESSAGES } from '@pataka/domain/messages';

export function storeAddressBook(client: QueryClient, book: Address[]) {
  const { queryKey } = customerQueryOptions();
  const cached = client.getQueryData<Customer>(queryKey);
  if (cached) client.setQueryData<Customer>(queryKey, { ...cached, shippingAddresses: book });
  const user = authStore.get().user;
  if (user) updateUser({ ...user, shippingAddresses: book });
}

/** The signed-in customer's id, needed by the /customers/{id}/addresses/... routes. */
export function currentCustomerId(): string {
  const id = authStore.get().user?.id;
  if (!id) throw new Error(MESSAGES.noUserLoggedIn);
  return id;
}
