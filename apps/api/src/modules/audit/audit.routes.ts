import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, paged, pagedSchema } from '../../lib/envelope.ts';
import { requireOwner } from '../staff/staff-access.ts';
import { listAuditEntries } from './audit.queries.ts';

const AuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

const filter = z.string().trim().min(1).max(100).optional();

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['staff: team'],
        security: [{ bearer: [] }],
        summary: 'Who did what and when: the audit log, newest first, filtered by entity or action (owner)',
        querystring: z.object({
          entityType: filter,
          entityId: filter,
          action: filter,
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: pagedSchema(AuditEntrySchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      await requireOwner(request, app.db);
      const { page, limit, ...filters } = request.query;
      const { rows, total } = await listAuditEntries(app.db, request.tenant.id, filters, {
        limit,
        offset: (page - 1) * limit,
      });
      const data = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
      return paged(data, total, page, limit);
    },
  );
};
