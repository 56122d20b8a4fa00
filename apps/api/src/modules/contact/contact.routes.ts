import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContactMessageSchema } from '@pataka/domain/validation';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { enforceLimits } from '../rate-limit/enforce-limits.ts';
import { contactRules } from '../rate-limit/limit-rules.ts';
import { insertContactMessage } from './contact.queries.ts';

const ContactMessageResponse = z.object({
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

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-messages',
    {
      schema: {
        tags: ['content'],
        summary: 'Send the shop a message from the contact form',
        description:
          'Subject and message are sanitised (angle brackets and script schemes removed, 1000 characters at most).',
        body: ContactMessageSchema,
        response: { 201: okSchema(ContactMessageResponse), 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      await enforceLimits(app.rateLimits, contactRules(tenantId, request.ip));
      const row = await insertContactMessage(app.db, tenantId, request.body);
      reply.status(201);
      return ok({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });
    },
  );
};
