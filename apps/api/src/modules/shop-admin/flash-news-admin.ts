import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FlashNewsInputSchema,
  FlashNewsUpdateSchema,
  flashNewsRuleProblem,
  flashNewsState,
} from '@pataka/domain/shop-admin';
import { flashNews } from '../../db/schema/content.ts';
import type { Db } from '../../db/types.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { flashNewsDto } from '../flash-news/flash-news.dto.ts';
import { FLASH_NEWS_NOT_FOUND } from '../flash-news/flash-news.routes.ts';
import { IdParams, changedFields, staffErrors, staffWrite } from './shop-admin-common.ts';

const AdminFlashNewsSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  titleTa: z.string().nullable().describe('The title in Tamil, shown to shoppers who choose Tamil'),
  messageTa: z.string().nullable().describe('The message in Tamil, shown to shoppers who choose Tamil'),
  type: z.enum(['success', 'warning', 'alert', 'info']),
  link: z.object({ text: z.string(), url: z.string() }).nullable(),
  isActive: z.boolean(),
  priority: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  state: z.enum(['live', 'scheduled', 'expired', 'inactive']).describe('What shoppers see of it now'),
});

const columns = {
  id: flashNews.id,
  title: flashNews.title,
  message: flashNews.message,
  titleTa: flashNews.titleTa,
  messageTa: flashNews.messageTa,
  type: flashNews.type,
  linkText: flashNews.linkText,
  linkUrl: flashNews.linkUrl,
  isActive: flashNews.isActive,
  priority: flashNews.priority,
  startDate: flashNews.startDate,
  endDate: flashNews.endDate,
  createdAt: flashNews.createdAt,
};
type Row = {
  [K in keyof typeof columns]: (typeof flashNews.$inferSelect)[K];
};

const view = (row: Row, now = new Date()) => ({ ...flashNewsDto(row), state: flashNewsState(row, now) });

async function findRow(db: Db, tenantId: string, id: string): Promise<Row> {
  const [row] = await db
    .select(columns)
    .from(flashNews)
    .where(and(eq(flashNews.tenantId, tenantId), eq(flashNews.id, id)));
  if (!row) throw notFound(FLASH_NEWS_NOT_FOUND);
  return row;
}

type Editable = Pick<
  Row,
  | 'title'
  | 'message'
  | 'titleTa'
  | 'messageTa'
  | 'type'
  | 'linkText'
  | 'linkUrl'
  | 'priority'
  | 'startDate'
  | 'endDate'
  | 'isActive'
>;
const editable = (r: Row): Editable => ({
  title: r.title,
  message: r.message,
  titleTa: r.titleTa,
  messageTa: r.messageTa,
  type: r.type,
  linkText: r.linkText,
  linkUrl: r.linkUrl,
  priority: r.priority,
  startDate: r.startDate,
  endDate: r.endDate,
  isActive: r.isActive,
});

/** The input's fields over `base` (link → its two columns, ISO dates → Date). */
function apply(base: Editable, input: z.infer<typeof FlashNewsUpdateSchema>): Editable {
  const next = { ...base };
  if (input.title !== undefined) next.title = input.title;
  if (input.message !== undefined) next.message = input.message;
  if (input.titleTa !== undefined) next.titleTa = input.titleTa;
  if (input.messageTa !== undefined) next.messageTa = input.messageTa;
  if (input.type !== undefined) next.type = input.type;
  if (input.link !== undefined) {
    next.linkUrl = input.link?.url ?? null;
    next.linkText = input.link ? (input.link.text ?? null) : null;
  }
  if (input.priority !== undefined) next.priority = input.priority;
  if (input.startDate !== undefined) next.startDate = input.startDate ? new Date(input.startDate) : null;
  if (input.endDate !== undefined) next.endDate = input.endDate ? new Date(input.endDate) : null;
  if (input.isActive !== undefined) next.isActive = input.isActive;
  return next;
}

export const flashNewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff: flash news'];

  app.get(
    '/admin/flashnews',
    {
      schema: {
        tags,
        summary:
          'Every flash news item, switched off, scheduled and finished ones too, with its state now (staff)',
        response: { 200: okSchema(z.array(AdminFlashNewsSchema)), ...staffErrors },
      },
    },
    async (request) => {
      const rows = await app.db
        .select(columns)
        .from(flashNews)
        .where(eq(flashNews.tenantId, request.tenant.id))
        .orderBy(asc(flashNews.priority), desc(flashNews.createdAt), asc(flashNews.id));
      const now = new Date();
      return ok(rows.map((r) => view(r, now)));
    },
  );

  app.post(
    '/flashnews',
    {
      schema: {
        tags,
        summary: 'Add a flash news item (staff, audited): type info, priority 0 and active unless given',
        body: FlashNewsInputSchema,
        response: { 201: okSchema(AdminFlashNewsSchema), ...staffErrors },
      },
    },
    async (request, reply) => {
      const id = randomUUID();
      const values = apply(
        {
          title: '',
          message: '',
          titleTa: null,
          messageTa: null,
          type: 'info',
          linkText: null,
          linkUrl: null,
          priority: 0,
          startDate: null,
          endDate: null,
          isActive: true,
        },
        request.body,
      );
      const row = await staffWrite(app, request, async (tx, staff, tenantId) => {
        await tx.insert(flashNews).values({ tenantId, id, ...values });
        await recordAudit(tx, tenantId, staff, {
          action: 'flashnews.create',
          entityType: 'flash_news',
          entityId: id,
          summary: `Flash news "${values.title}"`,
          after: values,
        });
        return findRow(tx, tenantId, id);
      });
      reply.status(201);
      return ok(view(row));
    },
  );

  app.put(
    '/flashnews/:id',
    {
      schema: {
        tags,
        summary:
          'Change a flash news item: send only what changes; link null removes the link (staff, audited)',
        params: IdParams,
        body: FlashNewsUpdateSchema,
        response: { 200: okSchema(AdminFlashNewsSchema), ...staffErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await staffWrite(app, request, async (tx, staff, tenantId) => {
        const before = editable(await findRow(tx, tenantId, id));
        const after = apply(before, request.body);
        const problem = flashNewsRuleProblem(after);
        if (problem) throw invalid(problem.message);
        await tx
          .update(flashNews)
          .set(after)
          .where(and(eq(flashNews.tenantId, tenantId), eq(flashNews.id, id)));
        const diff = changedFields(before, after);
        await recordAudit(tx, tenantId, staff, {
          action: 'flashnews.update',
          entityType: 'flash_news',
          entityId: id,
          summary: `Flash news "${after.title}": ${diff.keys.join(', ') || 'no change'}`,
          before: diff.before,
          after: diff.after,
        });
        return findRow(tx, tenantId, id);
      });
      return ok(view(row));
    },
  );

  app.delete(
    '/flashnews/:id',
    {
      schema: {
        tags,
        summary: 'Delete a flash news item and its dismissals (staff, audited)',
        params: IdParams,
        response: { 200: okSchema(z.object({ id: z.string(), deleted: z.literal(true) })), ...staffErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await staffWrite(app, request, async (tx, staff, tenantId) => {
        const before = await findRow(tx, tenantId, id);
        await tx.delete(flashNews).where(and(eq(flashNews.tenantId, tenantId), eq(flashNews.id, id)));
        await recordAudit(tx, tenantId, staff, {
          action: 'flashnews.delete',
          entityType: 'flash_news',
          entityId: id,
          summary: `Flash news "${before.title}" deleted`,
          before: editable(before),
        });
      });
      return ok({ id, deleted: true as const });
    },
  );
};
