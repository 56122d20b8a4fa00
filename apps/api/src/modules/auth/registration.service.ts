import { REGISTRATION_WINDOW_MS } from '@pataka/domain/limits';
import { MESSAGES } from '@pataka/domain/messages';
import type { AuthResponse } from '@pataka/domain/api-types';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { ACCOUNT_MESSAGES } from '../customers/account-messages.ts';
import { insertCustomer } from '../customers/customers.queries.ts';
import { loadCustomerView } from '../customers/customer-view.ts';
import { createSession } from '../sessions/session.service.ts';
import { takeRegistrationWindow } from './otp.queries.ts';

/**
 * Creates the customer of a phone verified by OTP in the last 10 minutes. The window is used up in
 * the same transaction as the insert, so it opens exactly one account and survives a refused one.
 */
export async function registerVerifiedPhone(
  db: Db,
  tenantId: string,
  fields: { phone: string; name: string; email?: string | undefined },
): Promise<AuthResponse> {
  const customerId = await db.transaction(async (tx) => {
    const since = new Date(Date.now() - REGISTRATION_WINDOW_MS);
    if (!(await takeRegistrationWindow(tx, tenantId, fields.phone, since))) {
      throw new AppError('invalid', MESSAGES.registrationExpired);
    }
    const id = await insertCustomer(tx, tenantId, fields);
    if (!id) throw new AppError('conflict', ACCOUNT_MESSAGES.accountExists);
    return id;
  });
  const token = await createSession(db, tenantId, { type: 'customer', customerId });
  return { customer: await loadCustomerView(db, tenantId, customerId), token };
}
