import type { Customer } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import type { ProfileUpdateInput } from '@pataka/domain/validation';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { loadCustomerView } from './customer-view.ts';
import { findCustomerIdByPhone, updateCustomerProfile } from './customers.queries.ts';

export async function updateProfile(
  db: Db,
  tenantId: string,
  customerId: string,
  input: ProfileUpdateInput,
): Promise<Customer> {
  if (!(await updateCustomerProfile(db, tenantId, customerId, input)))
    throw notFound(MESSAGES.customerNotFound);
  return loadCustomerView(db, tenantId, customerId);
}

export async function customerByPhone(db: Db, tenantId: string, phone: string): Promise<Customer> {
  const id = await findCustomerIdByPhone(db, tenantId, phone);
  if (!id) throw notFound(MESSAGES.customerNotFound);
  return loadCustomerView(db, tenantId, id);
}
