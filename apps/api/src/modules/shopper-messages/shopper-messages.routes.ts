import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import {
  SHOPPER_MESSAGE_CHANNELS,
  SHOPPER_MESSAGE_COPY,
  SHOPPER_MESSAGE_EVENTS,
  SHOPPER_MESSAGE_LANGUAGES,
  SHOPPER_MESSAGE_STATUSES,
} from '@pataka/domain/shopper-messages';
import { orders } from '../../db/schema/orders.ts';
import { shopperMessages } from '../../db/schema/shopper-messages.ts';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { IdSchema } from '../orders/order-input.schemas.ts';
import { findOrderMessage, listOrderMessages, toMessageDto } from './shopper-message.queries.ts';
import { protectRoutes } from '../../plugins/auth.ts';

const MessageSchema = z.object({
  id: z.string(),
  event: z.enum(SHOPPER_MESSAGE_EVENTS),
  eventLabel: z.string(),
  channel: z.enum(SHOPPER_MESSAGE_CHANNELS),
  status: z.enum(SHOPPER_MESSAGE_STATUSES),
  statusLabel: z.string(),
  language: z.enum(SHOPPER_MESSAGE_LANGUAGES),
  text: z.string().describe('The message as the shopper reads it'),
  error: z.string().nullable().describe('Why it was not sent (failed or skipped)'),
  attempts: z.number().int(),
  template: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  whatsappLink: z.string().nullable().describe('wa.me link with the same words, to send by hand'),
});

const tags = ['staff: orders'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
const Params = z.object({ id: IdSchema });

/** The messages sent (or not) to an enquiry's shopper, for staff; a failed one can be sent again. */
export const shopperMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  protectRoutes(app, 'staff');

  app.get(
    '/orders/:id/shopper-messages',
    {
      schema: {
        tags,
        security,
        summary: "SMS and WhatsApp messages to the enquiry's shopper, oldest first (staff)",
        params: Params,
        response: { 200: okSchema(z.array(MessageSchema)), ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const [order] = await app.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.tenantId, tenantId), eq(orders.id, request.params.id)));
      if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
      const rows = await listOrderMessages(app.db, tenantId, order.id);
      return ok(rows.map(toMessageDto));
    },
  );

  app.post(
    '/orders/:id/shopper-messages/:messageId/retry',
    {
      schema: {
        tags,
        security,
        summary: 'Send a message that failed after its retries again (staff)',
        params: Params.extend({ messageId: IdSchema }),
        response: { 200: okSchema(MessageSchema), 409: errorSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { id, messageId } = request.params;
      const row = await findOrderMessage(app.db, tenantId, id, messageId);
      if (!row) throw new AppError('not_found', SHOPPER_MESSAGE_COPY.messageNotFound);
      if (row.status !== 'failed') throw new AppError('conflict', SHOPPER_MESSAGE_COPY.retryNotAllowed);
      const [queued] = await app.db
        .update(shopperMessages)
        .set({ status: 'queued', jobQueuedAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(shopperMessages.tenantId, tenantId),
            eq(shopperMessages.id, messageId),
            eq(shopperMessages.status, 'failed'),
          ),
        )
        .returning();
      if (!queued) throw new AppError('conflict', SHOPPER_MESSAGE_COPY.retryNotAllowed);
      await app.jobs.send('shopper-message', { tenantId, messageId }, { singletonKey: messageId });
      return ok(toMessageDto(queued));
    },
  );
};
