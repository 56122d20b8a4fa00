// PUT /customers/{customerId}/addresses/{addressId} (§7): answers the whole address book.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@pataka/domain/api-types';
import type { AddressInput } from '@pataka/domain/validation';
import { api } from '../../../lib/api-client.ts';
import { currentCustomerId, storeAddressBook } from './address-book-cache.ts';

export type UpdateAddressInput = { id: string; input: AddressInput };

export const updateAddress = ({ id, input }: UpdateAddressInput) =>
  api.put<Address[]>(
    `/customers/${encodeURIComponent(currentCustomerId())}/addresses/${encodeURIComponent(id)}`,
    input,
  );

export function useUpdateAddress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateAddress, onSuccess: (book) => storeAddressBook(client, book) });
}
