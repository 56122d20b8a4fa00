import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { MessagePreferencesSchema, SHOPPER_MESSAGE_LANGUAGES } from '@pataka/domain/shopper-messages';
import { customers } from '../../db/schema/customers.ts';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { protectRoutes } from '../../plugins/auth.ts';

const PreferencesSchema = z.object({
  whatsappOptOut: z.boolean(),
  language: z.enum(SHOPPER_MESSAGE_LANGUAGES),
});
const tags = ['customers'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The shopper's own message settings: WhatsApp on or off, English or Tamil. SMS always goes. */
export const messagePreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  protectRoutes(app, 'customer');

  const load = async (tenantId: string, customerId: string) => {
    const [row] = await app.db
      .select({ whatsappOptOut: customers.whatsappOptOut, language: customers.language })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
    return {
      whatsappOptOut: row?.whatsappOptOut ?? false,
      language: row?.language === 'ta' ? 'ta' : 'en',
    } as const;
  };

  app.get(
    '/customers/me/message-preferences',
    {
      schema: {
        tags,
        security,
        summary: 'How the shop messages me about my enquiries',
        response: { 200: okSchema(PreferencesSchema), ...errors },
      },
    },
    async (request) => ok(await load(request.tenant.id, await request.requireCustomer())),
  );

  app.put(
    '/customers/me/message-preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Turn WhatsApp messages about my enquiries off or on; choose English or Tamil',
        body: MessagePreferencesSchema,
        response: { 200: okSchema(PreferencesSchema), ...errors },
      },
    },
    async (request) => {
      const customerId = await request.requireCustomer();
      const tenantId = request.tenant.id;
      const { whatsappOptOut, language } = request.body;
      if (whatsappOptOut !== undefined || language !== undefined) {
        await app.db
          .update(customers)
          .set({
            ...(whatsappOptOut !== undefined ? { whatsappOptOut } : {}),
            ...(language !== undefined ? { language } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
      }
      return ok(await load(tenantId, customerId));
    },
  );
};
