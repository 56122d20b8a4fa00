import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@pataka/domain/messages';
import { AppError } from '../../lib/errors.ts';

/**
 * For routes that name a customer id: the customer themself or any staff member of the tenant.
 * Another customer's id answers 404, the same as an unknown one, so ids cannot be probed.
 */
export async function requireCustomerAccess(request: FastifyRequest, customerId: string): Promise<void> {
  const subject = await request.subject();
  if (!subject) throw new AppError('unauthenticated', MESSAGES.authRequired);
  if (subject.type === 'customer' && subject.customerId !== customerId) {
    throw new AppError('not_found', MESSAGES.customerNotFound);
  }
}
