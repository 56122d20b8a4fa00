import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DISPATCH_KINDS, DispatchInputSchema, DispatchUpdateSchema } from '@pataka/domain/dispatch';
import { MAX_UPLOAD_BYTES } from '@pataka/domain/limits';
import { MESSAGES } from '@pataka/domain/messages';
import { ORDER_STATUSES } from '@pataka/domain/order-status';
import { EVENT_MESSAGES } from '@pataka/domain/staff-messages';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { OrderSchema } from '../orders/order.dto.ts';
import { IdSchema } from '../orders/order-input.schemas.ts';
import { loadOrder } from '../orders/order.queries.ts';
import { staffErrors } from '../shop-admin/shop-admin-common.ts';
import { publishOrderEvent } from '../staff-orders/order-events.ts';
import { findStaffMember } from '../staff-orders/staff-member.ts';
import { readSingleFile } from '../uploads/uploads.routes.ts';
import { suggestBranches } from './branch-suggest.ts';
import { DispatchSchema, toDispatchDto } from './dispatch.dto.ts';
import { listActiveBranches, listDispatchesBookedOn } from './dispatch.queries.ts';
import { correctDispatch, recordDispatch } from './dispatch.service.ts';
import { shopToday } from './shop-today.ts';
import { attachLrCopy } from './lr-copy.service.ts';
import { protectRoutes } from '../../plugins/auth.ts';

const tags = ['staff: dispatch'];
const OrderParams = z.object({ id: IdSchema });
const DispatchParams = z.object({ id: IdSchema, dispatchId: IdSchema });

const DispatchedTodaySchema = DispatchSchema.extend({
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
});
const SuggestedBranchSchema = z.object({
  id: z.string(),
  transportProviderId: z.string(),
  transportName: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  phone: z.string().nullable(),
  match: z.enum(['pincode', 'town', 'state']),
});

async function staffOrder(app: FastifyInstance, tenantId: string, orderId: string) {
  const order = await loadOrder(app.db, tenantId, { id: orderId }, { staff: true });
  if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
  return order;
}

/**
 * Dispatch through a parcel transport (issue 27): record, correct, attach the LR copy; the day's
 * dispatches; branch suggestions for the form. Staff only, checked before the body is read.
 */
export const dispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  protectRoutes(app, 'staff');
  // Scoped to this plugin: the LR copy is one file of at most 5 MB, like a payment proof.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  const staffOf = async (request: { tenant: { id: string }; requireAdmin(): Promise<string> }) =>
    findStaffMember(app.db, request.tenant.id, await request.requireAdmin());

  app.post(
    '/orders/:id/dispatches',
    {
      schema: {
        tags,
        summary:
          'Record a dispatch of a paid enquiry: transport, LR, freight, branch (→ shipped); a pickup enquiry → ready_for_pickup (staff)',
        params: OrderParams,
        body: DispatchInputSchema.extend({
          kind: z
            .enum(DISPATCH_KINDS)
            .optional()
            .describe("Default: 'pickup' for an enquiry with a pickup point, else 'transport'"),
        }),
        response: { 201: okSchema(OrderSchema), ...staffErrors },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const staff = await staffOf(request);
      const result = await recordDispatch(app.db, tenantId, request.params.id, staff, request.body);
      // After the commit: consoles refresh, and the shopper's message (queued in the transaction) is sent.
      publishOrderEvent(
        app,
        tenantId,
        'order.updated',
        { id: request.params.id, orderNumber: result.orderNumber },
        EVENT_MESSAGES.statusChanged(result.orderNumber, result.status),
      );
      return reply.status(201).send(ok(await staffOrder(app, tenantId, request.params.id)));
    },
  );

  app.patch(
    '/orders/:id/dispatches/:dispatchId',
    {
      schema: {
        tags,
        summary: 'Correct a dispatch: send only what changes; recorded with before/after (staff)',
        params: DispatchParams,
        body: DispatchUpdateSchema,
        response: { 200: okSchema(OrderSchema), ...staffErrors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { id, dispatchId } = request.params;
      const result = await correctDispatch(
        app.db,
        tenantId,
        id,
        dispatchId,
        await staffOf(request),
        request.body,
      );
      publishOrderEvent(
        app,
        tenantId,
        'order.updated',
        { id, orderNumber: result.orderNumber },
        `${result.orderNumber}: dispatch corrected`,
      );
      return ok(await staffOrder(app, tenantId, id));
    },
  );

  app.post(
    '/orders/:id/dispatches/:dispatchId/lr-copy',
    {
      schema: {
        tags,
        summary: 'Attach the photo (or PDF) of the LR copy: multipart field "file", at most 5 MB (staff)',
        consumes: ['multipart/form-data'],
        params: DispatchParams,
        response: { 201: okSchema(OrderSchema), 413: errorSchema, 415: errorSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const { id, dispatchId } = request.params;
      const staff = await staffOf(request);
      const { bytes } = await readSingleFile(request);
      await attachLrCopy(app.db, app.storage, tenantId, id, dispatchId, staff, bytes);
      return reply.status(201).send(ok(await staffOrder(app, tenantId, id)));
    },
  );

  app.get(
    '/admin/dispatches',
    {
      schema: {
        tags,
        summary:
          "The dispatches booked on a day (default: today in the shop's time zone), newest first (staff)",
        querystring: z.object({ date: z.iso.date('date must be YYYY-MM-DD').optional() }),
        response: {
          200: okSchema(z.object({ date: z.string(), dispatches: z.array(DispatchedTodaySchema) })),
          ...staffErrors,
        },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const date = request.query.date ?? (await shopToday(app.db, tenantId));
      const rows = await listDispatchesBookedOn(app.db, tenantId, date);
      return ok({
        date,
        dispatches: rows.map((r) => ({
          ...toDispatchDto(r.dispatch),
          orderId: r.dispatch.orderId,
          orderNumber: r.orderNumber,
          orderStatus: r.orderStatus as (typeof ORDER_STATUSES)[number],
          contactName: r.contactName,
          contactPhone: r.contactPhone,
        })),
      });
    },
  );

  app.get(
    '/admin/transport-branches/suggest',
    {
      schema: {
        tags,
        summary:
          "Destination branches for a shopper's pincode, town or state, best first (pincode, town, state) (staff)",
        querystring: z.object({
          pincode: z.string().trim().max(10).optional(),
          town: z.string().trim().max(100).optional(),
          state: z.string().trim().max(100).optional(),
          transportProviderId: z.string().trim().max(100).optional(),
        }),
        response: { 200: okSchema(z.array(SuggestedBranchSchema)), ...staffErrors },
      },
    },
    async (request) => {
      const { transportProviderId, ...shopper } = request.query;
      const branches = await listActiveBranches(app.db, request.tenant.id, transportProviderId || undefined);
      return ok(
        suggestBranches(branches, shopper).map(
          ({ servedStates: _s, servedPincodes: _p, zipCode: _z, ...b }) => b,
        ),
      );
    },
  );
};
