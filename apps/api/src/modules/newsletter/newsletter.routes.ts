import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NewsletterSchema } from '@pataka/domain/validation';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { enforceLimits, tooManyRequests } from '../rate-limit/enforce-limits.ts';
import { subscribe } from './newsletter.queries.ts';

const SubscriptionSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  subscribedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** Generous for a family behind one router, tight enough to stop a script filling the list. */
const PER_IP = { limit: 20, windowMs: 10 * 60_000 };

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags: ['content'],
        summary: 'Subscribe an e-mail address to the newsletter (subscribing again is not an error)',
        body: NewsletterSchema,
        response: {
          200: okSchema(SubscriptionSchema),
          201: okSchema(SubscriptionSchema),
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      await enforceLimits(app.rateLimits, [
        { key: `newsletter:${tenantId}:${request.ip}`, ...PER_IP, message: tooManyRequests },
      ]);
      const email = request.body.email.toLowerCase();
      const name = request.body.name ?? null;
      const { row, created } = await subscribe(app.db, tenantId, email, name);
      reply.status(created ? 201 : 200);
      return ok({
        ...row,
        // Whoever types an address must not learn the name stored with it: echo only what they sent.
        name: created ? row.name : name,
        subscribedAt: row.subscribedAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      });
    },
  );
};
