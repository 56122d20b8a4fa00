import type { Customer } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { listAddresses } from '../addresses/addresses.queries.ts';
import { listWishlistProductIds } from '../wishlist/wishlist.queries.ts';
import { toCustomer } from './customer.dto.ts';
import { findCustomerById } from './customers.queries.ts';

/** The whole Customer of §3 (addresses default first, favourite ids); 404 when absent. */
export async function loadCustomerView(db: Db, tenantId: string, customerId: string): Promise<Customer> {
  const [row, addresses, wishlist] = await Promise.all([
    findCustomerById(db, tenantId, customerId),
    listAddresses(db, tenantId, customerId),
    listWishlistProductIds(db, tenantId, customerId),
  ]);
  if (!row) throw notFound(MESSAGES.customerNotFound);
  return toCustomer(row, addresses, wishlist);
}
