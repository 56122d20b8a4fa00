import { randomUUID } from 'node:crypto';
import type { Address } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import type { AddressInput } from '@pataka/domain/validation';
import type { Db } from '../../db/types.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { ACCOUNT_MESSAGES } from '../customers/account-messages.ts';
import { lockCustomer } from '../customers/customers.queries.ts';
import { toAddress } from './address.dto.ts';
import {
  deleteAddressRow,
  insertAddress,
  listAddresses,
  makeDefaultAddress,
  updateAddressFields,
} from './addresses.queries.ts';

/** A generous cap for one household's address book; stops a script from filling the table. */
export const MAX_ADDRESSES = 20;

/**
 * Runs one change to a customer's address book with their row locked, so "exactly one default"
 * holds under concurrent requests, and answers the whole book afterwards (what the web shows).
 */
async function changeAddressBook(
  db: Db,
  tenantId: string,
  customerId: string,
  change: (tx: Db, book: Awaited<ReturnType<typeof listAddresses>>) => Promise<void>,
): Promise<Address[]> {
  const rows = await db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, tenantId, customerId))) throw notFound(MESSAGES.customerNotFound);
    await change(tx, await listAddresses(tx, tenantId, customerId));
    return listAddresses(tx, tenantId, customerId);
  });
  return rows.map(toAddress);
}

function findIn<T extends { id: string }>(book: T[], addressId: string): T {
  const found = book.find((a) => a.id === addressId);
  if (!found) throw notFound(MESSAGES.addressNotFound);
  return found;
}

/** The first address, or one marked isDefault, becomes the default. */
export function addAddress(db: Db, tenantId: string, customerId: string, input: AddressInput) {
  return changeAddressBook(db, tenantId, customerId, async (tx, book) => {
    if (book.length >= MAX_ADDRESSES) throw invalid(ACCOUNT_MESSAGES.tooManyAddresses(MAX_ADDRESSES));
    const { isDefault, ...fields } = input;
    const id = randomUUID();
    const makeDefault = isDefault || book.length === 0;
    await insertAddress(tx, tenantId, customerId, id, fields, false);
    if (makeDefault) await makeDefaultAddress(tx, tenantId, customerId, id);
  });
}

/**
 * Replaces the fields. isDefault true makes it the default; false never un-sets the current default
 * (there must always be one: choose another address as default instead).
 */
export function updateAddress(
  db: Db,
  tenantId: string,
  customerId: string,
  addressId: string,
  input: AddressInput,
) {
  return changeAddressBook(db, tenantId, customerId, async (tx, book) => {
    const current = findIn(book, addressId);
    const { isDefault, ...fields } = input;
    await updateAddressFields(tx, tenantId, customerId, addressId, fields);
    if (isDefault && !current.isDefault) await makeDefaultAddress(tx, tenantId, customerId, addressId);
  });
}

export function setDefaultAddress(db: Db, tenantId: string, customerId: string, addressId: string) {
  return changeAddressBook(db, tenantId, customerId, async (tx, book) => {
    if (!findIn(book, addressId).isDefault) await makeDefaultAddress(tx, tenantId, customerId, addressId);
  });
}

/** The only address cannot go; deleting the default promotes the oldest remaining one. */
export function deleteAddress(db: Db, tenantId: string, customerId: string, addressId: string) {
  return changeAddressBook(db, tenantId, customerId, async (tx, book) => {
    const target = findIn(book, addressId);
    if (book.length === 1) throw invalid(ACCOUNT_MESSAGES.onlyAddress);
    await deleteAddressRow(tx, tenantId, customerId, addressId);
    // The book is default first, then oldest first: the next one is the oldest remaining.
    const next = book.find((a) => a.id !== addressId);
    if (target.isDefault && next) await makeDefaultAddress(tx, tenantId, customerId, next.id);
  });
}
