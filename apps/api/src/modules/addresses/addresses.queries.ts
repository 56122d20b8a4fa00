import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { addresses } from '../../db/schema/customers.ts';
import type { Db } from '../../db/types.ts';
import type { AddressInput } from '@pataka/domain/validation';

const addressColumns = {
  id: addresses.id,
  label: addresses.label,
  street: addresses.street,
  city: addresses.city,
  state: addresses.state,
  zipCode: addresses.zipCode,
  country: addresses.country,
  isDefault: addresses.isDefault,
};

const ofCustomer = (tenantId: string, customerId: string) =>
  and(eq(addresses.tenantId, tenantId), eq(addresses.customerId, customerId));

/** The address book, default first, then in the order they were added. */
export function listAddresses(db: Db, tenantId: string, customerId: string) {
  return db
    .select(addressColumns)
    .from(addresses)
    .where(ofCustomer(tenantId, customerId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
}

export async function insertAddress(
  db: Db,
  tenantId: string,
  customerId: string,
  id: string,
  input: Omit<AddressInput, 'isDefault'>,
  isDefault: boolean,
) {
  await db.insert(addresses).values({ tenantId, id, customerId, ...input, isDefault });
}

export async function updateAddressFields(
  db: Db,
  tenantId: string,
  customerId: string,
  addressId: string,
  input: Omit<AddressInput, 'isDefault'>,
) {
  await db
    .update(addresses)
    .set({ ...input, updatedAt: new Date() })
    .where(and(ofCustomer(tenantId, customerId), eq(addresses.id, addressId)));
}

/**
 * Makes one address the default. The old default is cleared first: the partial unique index
 * allows one default per customer at any moment, and callers run this inside a transaction.
 */
export async function makeDefaultAddress(db: Db, tenantId: string, customerId: string, addressId: string) {
  await db
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(ofCustomer(tenantId, customerId), eq(addresses.isDefault, true), ne(addresses.id, addressId)));
  await db
    .update(addresses)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(and(ofCustomer(tenantId, customerId), eq(addresses.id, addressId)));
}

export async function deleteAddressRow(db: Db, tenantId: string, customerId: string, addressId: string) {
  await db.delete(addresses).where(and(ofCustomer(tenantId, customerId), eq(addresses.id, addressId)));
}
