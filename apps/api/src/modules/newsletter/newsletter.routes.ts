import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NewsletterSchema } from '@pataka/domain/validation';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { enforceLimits } from '../rate-limit/enforce-limits.ts';
import { newsletterRules } from '../rate-limit/limit-rules.ts';
import { subscribe } from './newsletter.queries.ts';

const SubscriptionSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  subscribedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

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
      await enforceLimits(app.rateLimits, newsletterRules(tenantId, request.ip));
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
