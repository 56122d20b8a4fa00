import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@pataka/domain/order-status';
import { sanitizeText } from '@pataka/domain/sanitize';
import { EVENT_MESSAGES } from '@pataka/domain/staff-messages';
import { errorSchema, ok, okSchema, paged, pagedSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { OrderSchema } from '../orders/order.dto.ts';
import { IdSchema } from '../orders/order-input.schemas.ts';
import { loadOrder, withOrderDetails } from '../orders/order.queries.ts';
import { DateRangeQuery } from './date-range.ts';
import { publishOrderEvent } from './order-events.ts';
import { summariseOrders } from './order-statistics.ts';
import { changeOrderStatus } from './order-status.service.ts';
import { findStaffMember } from './staff-member.ts';
import { listOrdersForStaff, orderTotalsByStatus } from './staff-orders.queries.ts';
import { WAITING_LEVELS } from './waiting.ts';

const tags = ['staff: orders'];
const staffErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const optionalText = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((v) => sanitizeText(v).slice(0, max) || null)
    .nullish();

export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Every enquiry of the shop, newest first, filtered and paged (staff)',
        querystring: DateRangeQuery.extend({
          status: z.enum(ORDER_STATUSES).optional(),
          paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
          customerId: z.string().trim().min(1).max(64).optional(),
          waiting: z.enum(WAITING_LEVELS).optional(),
          search: z.string().trim().max(100).optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: pagedSchema(OrderSchema), ...staffErrors },
      },
    },
    async (request) => {
      await request.requireAdmin();
      const tenantId = request.tenant.id;
      const { status, search, fromDate, toDate, page, limit, ...filters } = request.query;
      const { rows, total } = await listOrdersForStaff(
        app.db,
        tenantId,
        { ...filters, status, search: search || undefined, from: fromDate, to: toDate },
        { limit, offset: (page - 1) * limit },
      );
      return paged(await withOrderDetails(app.db, tenantId, rows, { staff: true }), total, page, limit);
    },
  );

  app.get(
    '/orders/statistics',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Enquiry count, revenue (cancelled and refunded excluded) and count per status (staff)',
        querystring: DateRangeQuery,
        response: {
          200: okSchema(
            z.object({
              totalOrders: z.number().int(),
              totalRevenue: z.number(),
              averageOrderValue: z.number(),
              ordersByStatus: z.partialRecord(z.enum(ORDER_STATUSES), z.number().int()),
            }),
          ),
          ...staffErrors,
        },
      },
    },
    async (request) => {
      await request.requireAdmin();
      const { fromDate, toDate } = request.query;
      return ok(
        summariseOrders(await orderTotalsByStatus(app.db, request.tenant.id, { from: fromDate, to: toDate })),
      );
    },
  );

  app.patch(
    '/orders/:id/status',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Move an enquiry to another status (allowed transitions only) (staff)',
        params: z.object({ id: IdSchema }),
        body: z.object({
          status: z.enum(ORDER_STATUSES),
          notes: optionalText(1000),
          attachments: z.array(z.string().trim().min(1).max(500)).max(10).optional(),
          trackingNumber: optionalText(100),
          carrier: optionalText(100),
          estimatedDelivery: z.iso
            .datetime({ offset: true })
            .or(z.iso.date())
            .transform((v) => new Date(v))
            .nullish(),
        }),
        response: { 200: okSchema(OrderSchema), 404: errorSchema, 409: errorSchema, ...staffErrors },
      },
    },
    async (request) => {
      const adminUserId = await request.requireAdmin();
      const tenantId = request.tenant.id;
      const staff = await findStaffMember(app.db, tenantId, adminUserId);
      const change = await changeOrderStatus(app.db, tenantId, request.params.id, staff, request.body);
      if (change.couponReleased || change.stockChanged) app.publicCache.invalidate(tenantId);
      publishOrderEvent(
        app,
        tenantId,
        'order.updated',
        { id: request.params.id, orderNumber: change.orderNumber },
        EVENT_MESSAGES.statusChanged(change.orderNumber, change.to),
      );
      const order = await loadOrder(app.db, tenantId, { id: request.params.id }, { staff: true });
      if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
      return ok(order);
    },
  );
};
