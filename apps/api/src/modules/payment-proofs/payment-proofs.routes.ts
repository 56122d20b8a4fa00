import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { sanitizeText } from '@pataka/domain/sanitize';
import { EVENT_MESSAGES } from '@pataka/domain/staff-messages';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { OrderSchema } from '../orders/order.dto.ts';
import { IdSchema } from '../orders/order-input.schemas.ts';
import { loadOrder } from '../orders/order.queries.ts';
import { queueBankMatchForProof } from '../bank-statements/bank-match.job.ts';
import { publishOrderEvent } from '../staff-orders/order-events.ts';
import { findStaffMember } from '../staff-orders/staff-member.ts';
import { attachProof, reviewProof } from './payment-proof.service.ts';

const tags = ['orders'];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };
/** The customer's copy of what their screen showed: kept for reference, bounded in size. */
const CustomerExtractedData = z
  .record(z.string(), z.unknown())
  .refine((v) => JSON.stringify(v).length <= 10_000, 'extractedData is too large')
  .nullish();

export const paymentProofRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/payment-proof',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Attach an uploaded payment proof to an enquiry (flags are computed by the server)',
        params: z.object({ id: IdSchema }),
        body: z.object({
          paymentProofUrl: z.string({ error: 'paymentProofUrl is required' }).trim().min(1).max(500),
          paymentProofName: z.string().max(500).optional(),
          paymentProofType: z.string().max(100).optional(),
          extractedData: CustomerExtractedData,
        }),
        response: { 200: okSchema(OrderSchema), ...errors },
      },
    },
    async (request) => {
      const customerId = await request.requireCustomer();
      const tenantId = request.tenant.id;
      const { paymentProofUrl, extractedData } = request.body;
      await attachProof(app.db, tenantId, customerId, request.params.id, {
        paymentProofUrl,
        customerData: extractedData ?? null,
      });
      await queueBankMatchForProof(app, tenantId);
      const order = await loadOrder(app.db, tenantId, { id: request.params.id }, { customerId });
      if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
      publishOrderEvent(
        app,
        tenantId,
        'payment.uploaded',
        order,
        EVENT_MESSAGES.paymentUploaded(order.orderNumber),
      );
      return ok(order);
    },
  );

  app.patch(
    '/orders/:id/payment-proofs/:proofId',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff: orders'],
        summary: 'Verify or reject a payment proof (staff); the payment status follows',
        params: z.object({ id: IdSchema, proofId: IdSchema }),
        body: z.object({
          status: z.enum(['verified', 'rejected']),
          note: z
            .string()
            .max(4000)
            .transform((v) => sanitizeText(v) || null)
            .nullish(),
          /** With status 'verified': also confirm the enquiry if it is still pending. */
          confirmOrder: z.boolean().optional(),
        }),
        response: { 200: okSchema(OrderSchema), 403: errorSchema, ...errors },
      },
    },
    async (request) => {
      const adminUserId = await request.requireAdmin();
      const tenantId = request.tenant.id;
      const staff = await findStaffMember(app.db, tenantId, adminUserId);
      const { id, proofId } = request.params;
      const { status, note, confirmOrder } = request.body;
      const review = await reviewProof(app.db, tenantId, id, proofId, staff, {
        status,
        note: note ?? null,
        confirmOrder,
      });
      // Confirming reserves counted stock (decision 143): the storefront may show a product sold out.
      if (review.confirmed) app.publicCache.invalidate(tenantId);
      // A rejected proof gives up its bank credit to another proof with the same UTR.
      await queueBankMatchForProof(app, tenantId);
      const order = await loadOrder(app.db, tenantId, { id }, { staff: true });
      if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
      const message = review.confirmed
        ? EVENT_MESSAGES.statusChanged(order.orderNumber, 'confirmed')
        : EVENT_MESSAGES.paymentReviewed(order.orderNumber, status === 'verified');
      publishOrderEvent(app, tenantId, 'order.updated', order, message);
      return ok(order);
    },
  );
};
