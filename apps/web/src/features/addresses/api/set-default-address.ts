// PUT /customers/{customerId}/addresses/{addressId}/set-default (§7): answers the whole address book.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@pataka/domain/api-types';
import { api } from '../../../lib/api-client.ts';
import { currentCustomerId, storeAddressBook } from './address-book-cache.ts';

export const setDefaultAddress = (id: string) =>
  api.put<Address[]>(
    `/customers/${encodeURIComponent(currentCustomerId())}/addresses/${encodeURIComponent(id)}/set-default`,
  );

export function useSetDefaultAddress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setDefaultAddress, onSuccess: (book) => storeAddressBook(client, book) });
}
