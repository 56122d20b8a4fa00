// DELETE /customers/me/shipping-addresses/{id} (§7): answers the whole address book.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@pataka/domain/api-types';
import { api } from '../../../lib/api-client.ts';
import { storeAddressBook } from './address-book-cache.ts';

export const deleteAddress = (id: string) =>
  api.delete<Address[]>(`/customers/me/shipping-addresses/${encodeURIComponent(id)}`);

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAddress, onSuccess: (book) => storeAddressBook(client, book) });
}
