import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { sanitizeTextUpTo } from '@pataka/domain/sanitize';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { IdSchema } from '../orders/order-input.schemas.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { publishOrderEvent } from './order-events.ts';
import { findOrderRef, insertOrderNote, listOrderNotes, toNoteDto } from './order-notes.queries.ts';
import { findStaffMember } from './staff-member.ts';

const NOTE_MAX = 2000;
const NoteSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  body: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
});
const NoteBody = z.object({
  body: z
    .string({ error: 'Note is required' })
    .max(NOTE_MAX, `Notes must be at most ${NOTE_MAX} characters`)
    .transform((v) => sanitizeTextUpTo(v, NOTE_MAX))
    .pipe(z.string().min(1, 'Note is required')),
});

const tags = ['staff: orders'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const notFound = () => new AppError('not_found', MESSAGES.orderNotFound);

/** Internal notes on an enquiry: staff only, never part of what the shopper sees. */
export const orderNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/notes',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: "An enquiry's internal notes, newest first (staff)",
        params: z.object({ id: IdSchema }),
        response: { 200: okSchema(z.array(NoteSchema)), ...errors },
      },
    },
    async (request) => {
      await request.requireAdmin();
      const tenantId = request.tenant.id;
      if (!(await findOrderRef(app.db, tenantId, request.params.id))) throw notFound();
      return ok((await listOrderNotes(app.db, tenantId, request.params.id)).map(toNoteDto));
    },
  );

  app.post(
    '/orders/:id/notes',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Add an internal note to an enquiry (staff)',
        params: z.object({ id: IdSchema }),
        body: NoteBody,
        response: { 201: okSchema(NoteSchema), ...errors },
      },
    },
    async (request, reply) => {
      const adminUserId = await request.requireAdmin();
      const tenantId = request.tenant.id;
      const author = await findStaffMember(app.db, tenantId, adminUserId);
      const { order, note } = await app.db.transaction(async (tx) => {
        const order = await findOrderRef(tx, tenantId, request.params.id);
        if (!order) throw notFound();
        const note = await insertOrderNote(tx, tenantId, {
          orderId: order.id,
          body: request.body.body,
          authorId: author.id,
          authorName: author.name,
        });
        await recordAudit(tx, tenantId, author, {
          action: 'order.note',
          entityType: 'order',
          entityId: order.id,
          summary: `${order.orderNumber}: note added`,
          after: { noteId: note.id, body: note.body },
        });
        return { order, note };
      });
      publishOrderEvent(
        app,
        tenantId,
        'order.updated',
        order,
        `Note on ${order.orderNumber} by ${author.name}`,
      );
      return reply.code(201).send(ok(toNoteDto(note)));
    },
  );
};
