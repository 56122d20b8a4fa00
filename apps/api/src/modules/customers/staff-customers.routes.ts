import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toRupees } from '@pataka/domain/money';
import { errorSchema, paged, pagedSchema } from '../../lib/envelope.ts';
import { listCustomersForStaff } from './staff-customers.queries.ts';

const CustomerRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  tier: z.string(),
  totalOrders: z.number().int(),
  totalSpent: z.number().describe('Rupees'),
  createdAt: z.string(),
  lastOrderAt: z.string().nullable(),
  orderValue: z.number().describe('Rupees: the totals of their enquiries that were not cancelled'),
});

export const staffCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['customers'],
        security: [{ bearer: [] }],
        summary: "The shop's customers, newest first, searched by name or phone (staff)",
        querystring: z.object({
          search: z.string().trim().max(100).optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: pagedSchema(CustomerRowSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      await request.requireAdmin();
      const { search, page, limit } = request.query;
      const { rows, total } = await listCustomersForStaff(app.db, request.tenant.id, search || undefined, {
        limit,
        offset: (page - 1) * limit,
      });
      const data = rows.map(({ totalSpentPaise, orderValuePaise, ...r }) => ({
        ...r,
        totalSpent: toRupees(totalSpentPaise),
        orderValue: toRupees(orderValuePaise),
        createdAt: r.createdAt.toISOString(),
        lastOrderAt: r.lastOrderAt?.toISOString() ?? null,
      }));
      return paged(data, total, page, limit);
    },
  );
};
