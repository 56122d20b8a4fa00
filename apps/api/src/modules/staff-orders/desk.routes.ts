import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toRupees } from '@pataka/domain/money';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@pataka/domain/order-status';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { dashboardFigures, orderCounts } from './dashboard.queries.ts';

const tags = ['staff: orders'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema };
const n = z.number().int();
const CountValue = z.object({ count: n, value: z.number().describe('Rupees') });

const CountsSchema = z.object({
  byStatus: z.record(z.enum(ORDER_STATUSES), n),
  byPaymentStatus: z.record(z.enum(PAYMENT_STATUSES), n),
  overdue: n.describe('Pending for 2 hours or more (urgent ones included)'),
  urgent: n.describe('Pending for 24 hours or more'),
  proofsToVerify: n,
  total: n,
});

const DashboardSchema = z.object({
  today: CountValue,
  week: CountValue,
  pending: n,
  overdue: n,
  urgent: n,
  proofsToVerify: n,
  valueByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: n, value: z.number() })),
  topProducts: z.array(
    z.object({ productId: z.string(), productName: z.string(), quantity: n, value: z.number() }),
  ),
});

export const deskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/orders/counts',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary:
          'The inbox header: enquiries per status and payment status, overdue, urgent, proofs to verify (staff)',
        response: { 200: okSchema(CountsSchema), ...errors },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return ok(await orderCounts(app.db, request.tenant.id, new Date()));
    },
  );

  app.get(
    '/admin/dashboard',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: "The shop's day at a glance (staff)",
        description:
          'Today since midnight India time; week = the last 7 days including today. Counts are every enquiry received; values leave out cancelled and refunded ones. Top products: the 5 most enquired by quantity over 30 days, cancelled enquiries left out.',
        response: { 200: okSchema(DashboardSchema), ...errors },
      },
    },
    async (request) => {
      await request.requireAdmin();
      const d = await dashboardFigures(app.db, request.tenant.id, new Date());
      return ok({
        today: { count: d.today.count, value: toRupees(d.today.valuePaise) },
        week: { count: d.week.count, value: toRupees(d.week.valuePaise) },
        pending: d.pending,
        overdue: d.overdue,
        urgent: d.urgent,
        proofsToVerify: d.proofsToVerify,
        valueByStatus: d.valueByStatus.map((s) => ({
          status: s.status as (typeof ORDER_STATUSES)[number],
          count: s.count,
          value: toRupees(s.valuePaise),
        })),
        topProducts: d.topProducts.map((p) => ({
          productId: p.productId,
          productName: p.productName,
          quantity: p.quantity,
          value: toRupees(p.valuePaise),
        })),
      });
    },
  );
};
