// POST /customers/me/shipping-addresses (§7): answers the whole address book.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@pataka/domain/api-types';
import type { AddressInput } from '@pataka/domain/validation';
import { api } from '../../../lib/api-client.ts';
import { storeAddressBook } from './address-book-cache.ts';

export const addAddress = (input: AddressInput) =>
  api.post<Address[]>('/customers/me/shipping-addresses', input);

export function useAddAddress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addAddress, onSuccess: (book) => storeAddressBook(client, book) });
}
