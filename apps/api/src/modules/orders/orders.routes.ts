import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { sanitizeText } from '@pataka/domain/sanitize';
import { SHOP_LIFECYCLE_MESSAGES } from '@pataka/domain/shop-lifecycle';
import { EVENT_MESSAGES } from '@pataka/domain/staff-messages';
import { errorSchema, ok, okSchema, paged, pagedSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { toEnquirySummary } from '../notify/enquiry-summary.ts';
import { createNotifier, notifyInBackground } from '../notify/notifier.ts';
import { utrExists } from '../payment-proofs/payment-proof.queries.ts';
import { publishOrderEvent } from '../staff-orders/order-events.ts';
import { StatusHistoryEntrySchema, OrderSchema, toHistoryDto } from './order.dto.ts';
import { cancelByCustomer } from './order-cancel.service.ts';
import { createEnquiry } from './order-create.service.ts';
import { CreateOrderBodySchema, IdSchema, IdempotencyHeadersSchema } from './order-input.schemas.ts';
import {
  countCustomerOrders,
  findOrderRow,
  listCustomerOrderRows,
  listHistoryRows,
  loadOrder,
  withOrderDetails,
} from './order.queries.ts';
import { orderViewer } from './order-viewer.ts';

const tags = ['orders'];
const IdParams = z.object({ id: IdSchema });
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

/** The customer's enquiry routes (§7 Orders). Staff-only order routes live in staff-orders/. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifier = createNotifier(app.config, app.log, app.jobs);

  app.post(
    '/orders/my-order',
    {
      config: { access: 'customer' },
      // After sign-in, before the body: a paused shop takes no enquiries, whatever the cart says (decision 151).
      preValidation: async (request) => {
        if (request.tenant.status === 'paused')
          throw new AppError('invalid', SHOP_LIFECYCLE_MESSAGES.pausedNoEnquiries);
      },
      schema: {
        tags,
        summary: 'Place an enquiry (server prices; Idempotency-Key honoured)',
        headers: IdempotencyHeadersSchema,
        body: CreateOrderBodySchema,
        response: {
          200: okSchema(OrderSchema),
          201: okSchema(OrderSchema),
          409: errorSchema,
          422: errorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const customerId = await request.requireCustomer();
      const tenantId = request.tenant.id;
      const key = request.headers['idempotency-key'];
      const result = await createEnquiry(app.db, tenantId, customerId, request.body, key);
      if (result.replayed) {
        const order = await loadOrder(app.db, tenantId, { id: result.orderId }, { customerId });
        if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
        return reply.header('idempotent-replayed', 'true').status(200).send(ok(order));
      }
      const { order } = result;
      if (result.couponExhausted) app.publicCache.invalidate(tenantId);
      notifyInBackground(notifier, toEnquirySummary(tenantId, order), request.log);
      publishOrderEvent(
        app,
        tenantId,
        'order.created',
        order,
        EVENT_MESSAGES.orderCreated(order.orderNumber, order.total, order.contactName),
      );
      return reply.status(201).send(ok(order));
    },
  );

  app.get(
    '/orders/my-orders',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The signed-in customer's enquiries, newest first (all of them unless page/limit is given)",
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).optional(),
          limit: z.coerce.number().int().min(1).max(100).optional(),
        }),
        response: { 200: pagedSchema(OrderSchema), 401: errorSchema },
      },
    },
    async (request) => {
      const customerId = await request.requireCustomer();
      const tenantId = request.tenant.id;
      const { page, limit } = request.query;
      const window = page || limit ? { page: page ?? 1, limit: limit ?? 10 } : null;
      const rows = await listCustomerOrderRows(
        app.db,
        tenantId,
        customerId,
        window && { limit: window.limit, offset: (window.page - 1) * window.limit },
      );
      const total = window ? await countCustomerOrders(app.db, tenantId, customerId) : rows.length;
      const data = await withOrderDetails(app.db, tenantId, rows, { customerId });
      return paged(data, total, window?.page ?? 1, window?.limit ?? Math.max(1, total));
    },
  );

  app.get(
    '/orders/check-transaction-id/:id',
    {
      config: { access: 'customer-or-staff' },
      schema: {
        tags,
        summary: 'Whether a UPI transaction id (UTR) is already on an enquiry of this shop',
        params: z.object({
          id: z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9]{6,40}$/, 'Transaction ID must be 6 to 40 letters or digits'),
        }),
        response: { 200: okSchema(z.object({ exists: z.boolean() })), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await orderViewer(request);
      return ok({ exists: await utrExists(app.db, request.tenant.id, request.params.id) });
    },
  );

  app.get(
    '/orders/number/:orderNumber',
    {
      config: { access: 'customer-or-staff' },
      schema: {
        tags,
        summary: 'One enquiry by its number (ENQ-000123)',
        params: z.object({ orderNumber: z.string().trim().toUpperCase().max(40) }),
        response: { 200: okSchema(OrderSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await orderViewer(request);
      const order = await loadOrder(
        app.db,
        request.tenant.id,
        { orderNumber: request.params.orderNumber },
        viewer,
      );
      if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
      return ok(order);
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'customer-or-staff' },
      schema: {
        tags,
        summary: 'One enquiry',
        params: IdParams,
        response: { 200: okSchema(OrderSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = await orderViewer(request);
      const order = await loadOrder(app.db, request.tenant.id, { id: request.params.id }, viewer);
      if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
      return ok(order);
    },
  );

  app.get(
    '/orders/:id/status-history',
    {
      config: { access: 'customer-or-staff' },
      schema: {
        tags,
        summary: "An enquiry's status history, oldest first",
        params: IdParams,
        response: { 200: okSchema(z.array(StatusHistoryEntrySchema)), ...errors },
      },
    },
    async (request) => {
      const viewer = await orderViewer(request);
      const tenantId = request.tenant.id;
      const row = await findOrderRow(app.db, tenantId, { id: request.params.id }, viewer);
      if (!row) throw new AppError('not_found', MESSAGES.orderNotFound);
      return ok((await listHistoryRows(app.db, tenantId, [row.id])).map(toHistoryDto));
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'The customer cancels their enquiry (pending, confirmed or on hold)',
        params: IdParams,
        body: z.object({ reason: z.string().max(1000).optional() }).nullish(),
        response: { 200: okSchema(OrderSchema), 409: errorSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = await request.requireCustomer();
      const tenantId = request.tenant.id;
      const reason = sanitizeText(request.body?.reason ?? '') || null;
      const { couponReleased, stockReleased } = await cancelByCustomer(
        app.db,
        tenantId,
        customerId,
        request.params.id,
        reason,
      );
      if (couponReleased || stockReleased) app.publicCache.invalidate(tenantId);
      const order = await loadOrder(app.db, tenantId, { id: request.params.id }, { customerId });
      if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
      // The shop's consoles learn of it live (and the shopper's cancellation message is sent after it).
      publishOrderEvent(
        app,
        tenantId,
        'order.updated',
        order,
        EVENT_MESSAGES.statusChanged(order.orderNumber, 'cancelled'),
      );
      return ok(order);
    },
  );
};
