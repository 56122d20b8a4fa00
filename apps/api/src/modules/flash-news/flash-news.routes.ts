import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from '../../lib/public-cache.ts';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { bearerToken } from '../../plugins/auth.ts';
import {
  flashNewsExists,
  listActiveFlashNews,
  listShowingFlashNews,
  listShowingFlashNewsFor,
  recordDismissal,
} from './flash-news.queries.ts';
import { flashNewsDto } from './flash-news.dto.ts';

export const FLASH_NEWS_NOT_FOUND = 'Flash news not found';

/** Start and end dates are minute-precise in practice: a shared entry may be this far behind the clock. */
const SHOWING_TTL_MS = 30_000;

const FlashNewsSchema = z.object({
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
});
const IdParams = z.object({
  id: z.string().trim().min(1, 'id is required').max(100, 'id must be at most 100 characters'),
});

export const flashNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/flashnews/active',
    {
      schema: {
        tags: ['content'],
        summary:
          'Flash news showing now, by ascending priority; a signed-in customer does not get what they dismissed',
        security: [{ bearer: [] }, {}],
        response: { 200: okSchema(z.array(FlashNewsSchema)) },
      },
      // The shared (anonymous) answer must not be reused for a request that carries a token.
      onSend: async (_request, reply, payload) => {
        reply.header('vary', 'X-Tenant-ID, Authorization, Accept-Encoding');
        return payload;
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      // An unusable token on this public read is ignored rather than refused: the bar just shows everything.
      const subject = bearerToken(request) ? await request.subject() : null;
      if (subject?.type === 'customer') {
        const rows = await listShowingFlashNewsFor(app.db, tenantId, subject.customerId, new Date());
        reply.header('cache-control', 'private, no-store');
        return ok(rows.map(flashNewsDto));
      }
      const entry = await app.publicCache.get(
        tenantId,
        'flashnews:showing',
        async () => ok((await listShowingFlashNews(app.db, tenantId, new Date())).map(flashNewsDto)),
        SHOWING_TTL_MS,
      );
      return sendCached(request, reply, entry, SHOWING_TTL_MS / 1000);
    },
  );

  app.get(
    '/flashnews',
    {
      schema: {
        tags: ['content'],
        summary:
          'Every switched-on flash news item, scheduled and finished ones included, by ascending priority',
        response: { 200: okSchema(z.array(FlashNewsSchema)) },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const entry = await app.publicCache.get(tenantId, 'flashnews:all', async () =>
        ok((await listActiveFlashNews(app.db, tenantId)).map(flashNewsDto)),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.post(
    '/flashnews/:id/dismiss',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['content'],
        summary: 'Remember that the signed-in customer dismissed a flash news item (idempotent)',
        security: [{ bearer: [] }],
        params: IdParams,
        response: {
          200: okSchema(z.object({ id: z.string(), dismissed: z.literal(true), dismissedAt: z.string() })),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const customerId = await request.requireCustomer();
      const tenantId = request.tenant.id;
      const { id } = request.params;
      if (!(await flashNewsExists(app.db, tenantId, id))) throw notFound(FLASH_NEWS_NOT_FOUND);
      const dismissedAt = await recordDismissal(app.db, tenantId, customerId, id);
      return ok({ id, dismissed: true as const, dismissedAt: dismissedAt.toISOString() });
    },
  );
};
