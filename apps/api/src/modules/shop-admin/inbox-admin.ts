import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CONTACT_MESSAGE_STATUSES, ContactMessageStatusSchema } from '@pataka/domain/shop-admin';
import { contactMessages, newsletterSubscriptions } from '../../db/schema/content.ts';
import type { Db } from '../../db/types.ts';
import { toCsv } from '../../lib/csv.ts';
import { ok, okSchema, paged, pagedSchema } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { IdParams, PageQuery, containsPattern, staffErrors, staffWrite } from './shop-admin-common.ts';

export const CONTACT_MESSAGE_NOT_FOUND = 'Message not found';
/** An export is a whole list in one file; past this a shop would want a real mailing tool anyway. */
const EXPORT_MAX_ROWS = 50_000;

const SubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  subscribedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const subscriberColumns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  name: newsletterSubscriptions.name,
  subscribedAt: newsletterSubscriptions.subscribedAt,
  createdAt: newsletterSubscriptions.createdAt,
  updatedAt: newsletterSubscriptions.updatedAt,
};
const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  createdAt: contactMessages.createdAt,
  updatedAt: contactMessages.updatedAt,
};

const iso = <T extends Record<string, unknown>>(row: T) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])) as {
    [K in keyof T]: T[K] extends Date ? string : T[K];
  };

function subscribersWhere(tenantId: string, search?: string): SQL | undefined {
  const term = search ? containsPattern(search) : null;
  return and(
    eq(newsletterSubscriptions.tenantId, tenantId),
    term
      ? or(
          sql`${newsletterSubscriptions.email} ilike ${term}`,
          sql`coalesce(${newsletterSubscriptions.name}, '') ilike ${term}`,
        )
      : undefined,
  );
}

const MessageQuery = PageQuery.extend({
  status: z.enum(CONTACT_MESSAGE_STATUSES, { error: 'status must be new or handled' }).optional(),
});

function messagesWhere(tenantId: string, q: { search?: string | undefined; status?: string | undefined }) {
  const term = q.search ? containsPattern(q.search) : null;
  return and(
    eq(contactMessages.tenantId, tenantId),
    q.status ? eq(contactMessages.status, q.status) : undefined,
    term
      ? or(
          sql`${contactMessages.name} ilike ${term}`,
          sql`${contactMessages.email} ilike ${term}`,
          sql`coalesce(${contactMessages.phone}, '') ilike ${term}`,
          sql`${contactMessages.subject} ilike ${term}`,
        )
      : undefined,
  );
}

async function countWhere(
  db: Db,
  table: typeof contactMessages | typeof newsletterSubscriptions,
  where?: SQL,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}

function sendCsv(reply: FastifyReply, name: string, tenantId: string, csv: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${tenantId}-${name}-${day}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

export const inboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/newsletter',
    {
      schema: {
        tags: ['staff: newsletter'],
        summary: 'Newsletter subscribers, newest first; search by e-mail or name (staff)',
        querystring: PageQuery,
        response: { 200: pagedSchema(SubscriberSchema), ...staffErrors },
      },
    },
    async (request) => {
      const { search, page, limit } = request.query;
      const where = subscribersWhere(request.tenant.id, search);
      const [rows, total] = await Promise.all([
        app.db
          .select(subscriberColumns)
          .from(newsletterSubscriptions)
          .where(where)
          .orderBy(desc(newsletterSubscriptions.subscribedAt), newsletterSubscriptions.email)
          .limit(limit)
          .offset((page - 1) * limit),
        countWhere(app.db, newsletterSubscriptions, where),
      ]);
      return paged(rows.map(iso), total, page, limit);
    },
  );

  app.get(
    '/admin/newsletter/export.csv',
    {
      schema: {
        tags: ['staff: newsletter'],
        summary: 'Every subscriber as a CSV file (e-mail, name, subscribed at), for a mailing tool (staff)',
        querystring: z.object({ search: PageQuery.shape.search }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const rows = await app.db
        .select(subscriberColumns)
        .from(newsletterSubscriptions)
        .where(subscribersWhere(tenantId, request.query.search))
        .orderBy(desc(newsletterSubscriptions.subscribedAt), newsletterSubscriptions.email)
        .limit(EXPORT_MAX_ROWS);
      const csv = toCsv(
        ['email', 'name', 'subscribedAt'],
        rows.map((r) => [r.email, r.name, r.subscribedAt]),
      );
      return sendCsv(reply, 'newsletter', tenantId, csv);
    },
  );

  app.get(
    '/admin/contact-messages',
    {
      schema: {
        tags: ['staff: messages'],
        summary:
          'Messages from the contact form, newest first; filter by status new or handled, search (staff)',
        querystring: MessageQuery,
        response: { 200: pagedSchema(ContactMessageSchema), ...staffErrors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const where = messagesWhere(request.tenant.id, request.query);
      const [rows, total] = await Promise.all([
        app.db
          .select(messageColumns)
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), contactMessages.id)
          .limit(limit)
          .offset((page - 1) * limit),
        countWhere(app.db, contactMessages, where),
      ]);
      return paged(rows.map(iso), total, page, limit);
    },
  );

  app.patch(
    '/admin/contact-messages/:id',
    {
      schema: {
        tags: ['staff: messages'],
        summary: 'Mark a contact message handled, or new again (staff, audited)',
        params: IdParams,
        body: ContactMessageStatusSchema,
        response: { 200: okSchema(ContactMessageSchema), ...staffErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const row = await staffWrite(
        app,
        request,
        async (tx, staff, tenantId) => {
          const [before] = await tx
            .select({
              status: contactMessages.status,
              subject: contactMessages.subject,
              name: contactMessages.name,
            })
            .from(contactMessages)
            .where(and(eq(contactMessages.tenantId, tenantId), eq(contactMessages.id, id)))
            .for('update');
          if (!before) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
          const [updated] = await tx
            .update(contactMessages)
            .set({ status, updatedAt: new Date() })
            .where(and(eq(contactMessages.tenantId, tenantId), eq(contactMessages.id, id)))
            .returning(messageColumns);
          await recordAudit(tx, tenantId, staff, {
            action: 'contact.status',
            entityType: 'contact_message',
            entityId: id,
            summary: `Message from ${before.name} ("${before.subject}"): ${before.status} → ${status}`,
            before: { status: before.status },
            after: { status },
          });
          return updated!;
        },
        // Nothing a shopper sees changes.
        { publicChange: false },
      );
      return ok(iso(row));
    },
  );

  app.get(
    '/admin/contact-messages/export.csv',
    {
      schema: {
        tags: ['staff: messages'],
        summary: 'Contact messages as a CSV file, optionally only new or handled ones (staff)',
        querystring: MessageQuery.pick({ search: true, status: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const rows = await app.db
        .select(messageColumns)
        .from(contactMessages)
        .where(messagesWhere(tenantId, request.query))
        .orderBy(desc(contactMessages.createdAt), contactMessages.id)
        .limit(EXPORT_MAX_ROWS);
      const csv = toCsv(
        ['receivedAt', 'name', 'email', 'phone', 'subject', 'message', 'status'],
        rows.map((r) => [r.createdAt, r.name, r.email, r.phone, r.subject, r.message, r.status]),
      );
      return sendCsv(reply, 'contact-messages', tenantId, csv);
    },
  );
};
