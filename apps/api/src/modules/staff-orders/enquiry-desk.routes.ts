import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import { sanitizeText } from '@pataka/domain/sanitize';
import {
  EVENT_MESSAGES,
  ManualPaymentSchema,
  paymentRequestMessage,
  whatsappLink,
} from '@pataka/domain/staff-messages';
import { CartQuantitySchema } from '@pataka/domain/validation';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { OrderSchema } from '../orders/order.dto.ts';
import { IdSchema } from '../orders/order-input.schemas.ts';
import { loadOrder } from '../orders/order.queries.ts';
import { recordManualPayment } from '../payment-proofs/manual-payment.service.ts';
import { maskPhone } from '../sms/sms-provider.ts';
import { editEnquiryLines } from './enquiry-edit.service.ts';
import { queueBankMatchForProof } from '../bank-statements/bank-match.job.ts';
import { publishOrderEvent } from './order-events.ts';
import { requestPayment } from './payment-request.service.ts';
import { reserveSms } from '../shops/shop-limits.ts';
import { findStaffMember } from './staff-member.ts';

const tags = ['staff: orders'];
const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
const IdParams = z.object({ id: IdSchema });
const Note = z
  .string()
  .max(4000)
  .transform((v) => sanitizeText(v).slice(0, 1000) || null)
  .nullish();

/** The enquiry desk's writes (decision 040): edit after the call, ask for payment, record a payment. */
export const enquiryDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/orders/:id/items',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Change the lines after the call (staff); every total is recomputed on the server',
        params: IdParams,
        body: z.object({
          items: z
            .array(z.object({ productId: IdSchema, quantity: CartQuantitySchema }))
            .min(1, MESSAGES.emptyOrder)
            .max(200, ORDER_MESSAGES.tooManyLines),
          note: Note,
        }),
        response: { 200: okSchema(OrderSchema), ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const staff = await findStaffMember(app.db, tenantId, await request.requireAdmin());
      const { id } = request.params;
      const edit = await editEnquiryLines(app.db, tenantId, id, staff, {
        items: request.body.items,
        note: request.body.note ?? null,
      });
      if (edit.couponDropped || edit.stockChanged) app.publicCache.invalidate(tenantId);
      const order = await loadOrder(app.db, tenantId, { id }, { staff: true });
      if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
      publishOrderEvent(
        app,
        tenantId,
        'order.updated',
        order,
        EVENT_MESSAGES.itemsEdited(order.orderNumber, order.total),
      );
      return ok(order);
    },
  );

  app.post(
    '/orders/:id/request-payment',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Ask the shopper to pay (staff): shows their UPI panel, texts them, returns a WhatsApp link',
        description:
          'The SMS never fails the request: smsSent says whether the gateway took it. Asking again re-sends ' +
          'and keeps the first paymentRequestedAt.',
        params: IdParams,
        body: z.object({ note: Note }).nullish(),
        response: {
          200: okSchema(z.object({ order: OrderSchema, whatsappUrl: z.string(), smsSent: z.boolean() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const staff = await findStaffMember(app.db, tenantId, await request.requireAdmin());
      const { id } = request.params;
      const asked = await requestPayment(app.db, tenantId, id, staff, request.body?.note ?? null);
      const link = `${request.protocol}://${request.host}/enquiries/${encodeURIComponent(id)}`;
      const values = { ...asked, link };
      const text = paymentRequestMessage(values, asked.templates);
      let smsSent = false;
      // Within the shop's daily SMS budget (decision 151); past it the WhatsApp link still goes.
      const budget = asked.phone
        ? await reserveSms(app.db, app.config, tenantId).catch((err: unknown) => {
            request.log.warn({ err, tenantId }, 'payment request SMS not sent: daily limit');
            return null;
          })
        : null;
      if (asked.phone && budget) {
        try {
          await app.sms.send({
            phone: asked.phone,
            text,
            variables: {
              shopName: asked.shopName,
              orderNumber: asked.orderNumber,
              total: String(asked.total),
              link,
            },
          });
          smsSent = true;
        } catch (err) {
          await budget.refund();
          request.log.warn({ err, to: maskPhone(asked.phone) }, 'payment request SMS not sent');
        }
      }
      const order = await loadOrder(app.db, tenantId, { id }, { staff: true });
      if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
      publishOrderEvent(
        app,
        tenantId,
        'order.updated',
        order,
        EVENT_MESSAGES.paymentRequested(order.orderNumber),
      );
      return ok({ order, whatsappUrl: whatsappLink(asked.phone, text), smsSent });
    },
  );

  app.post(
    '/orders/:id/payments/manual',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Record a payment seen in the bank app (staff): UTR and amount, verified at once',
        params: IdParams,
        body: ManualPaymentSchema.extend({ note: Note }),
        response: { 200: okSchema(OrderSchema), ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const staff = await findStaffMember(app.db, tenantId, await request.requireAdmin());
      const { id } = request.params;
      const { utr, amount, note } = request.body;
      await recordManualPayment(app.db, tenantId, id, staff, { utr, amount, note: note ?? null });
      await queueBankMatchForProof(app, tenantId);
      const order = await loadOrder(app.db, tenantId, { id }, { staff: true });
      if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
      publishOrderEvent(
        app,
        tenantId,
        'order.updated',
        order,
        EVENT_MESSAGES.paymentRecorded(order.orderNumber, amount),
      );
      return ok(order);
    },
  );
};
