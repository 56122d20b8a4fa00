import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@pataka/domain/messages';
import { AppError } from '../../lib/errors.ts';
import type { OrderViewer } from './order.queries.ts';

/** A customer reads their own enquiries; staff read every enquiry of their tenant. */
export async function orderViewer(request: FastifyRequest): Promise<OrderViewer> {
  const subject = await request.subject();
  if (!subject) throw new AppError('unauthenticated', MESSAGES.authRequired);
  return subject.type === 'customer' ? { customerId: subject.customerId } : { staff: true };
}
