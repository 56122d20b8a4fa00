import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHOPPER_MESSAGE_EVENTS, ShopperMessageSettingsInputSchema } from '@pataka/domain/shopper-messages';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requireOwner } from '../staff/staff-access.ts';
import { loadMessageSettings, saveMessageSettings, toSettingsDto } from './message-settings.queries.ts';
import { protectRoutes } from '../../plugins/auth.ts';

const perEvent = z.object(Object.fromEntries(SHOPPER_MESSAGE_EVENTS.map((e) => [e, z.string()])));
const SettingsSchema = z.object({
  smsEnabled: z.boolean(),
  msg91AuthKeySet: z.boolean(),
  msg91AuthKeyHint: z.string().nullable(),
  msg91Sender: z.string(),
  smsTemplateIds: perEvent,
  whatsappEnabled: z.boolean(),
  whatsappPhoneNumberId: z.string(),
  whatsappTokenSet: z.boolean(),
  whatsappTokenHint: z.string().nullable(),
  whatsappTemplateNames: perEvent,
  updatedAt: z.string().nullable(),
});

const tags = ['staff: shop settings'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/**
 * The shop's MSG91 and WhatsApp accounts and template per event. Owners only, decided before the body
 * is read: the auth key and token send messages in the shop's name and cost it money. Never returned.
 */
export const messageSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  protectRoutes(app, 'owner');

  app.get(
    '/admin/shopper-messages/settings',
    {
      schema: {
        tags,
        security,
        summary:
          'SMS (MSG91) and WhatsApp settings for messages to shoppers; secrets only as set/not set (owner)',
        response: { 200: okSchema(SettingsSchema), ...errors },
      },
    },
    async (request) => ok(toSettingsDto(await loadMessageSettings(app.db, request.tenant.id))),
  );

  app.put(
    '/admin/shopper-messages/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Save the message settings; a blank auth key or token keeps the saved one (owner)',
        body: ShopperMessageSettingsInputSchema,
        response: { 200: okSchema(SettingsSchema), ...errors },
      },
    },
    async (request) => {
      const owner = await requireOwner(request, app.db);
      const tenantId = request.tenant.id;
      const saved = await app.db.transaction(async (tx) => {
        const before = await loadMessageSettings(tx, tenantId);
        const row = await saveMessageSettings(tx, tenantId, request.body, before);
        // The audit entry shows what changed, secrets only as "changed".
        const { msg91AuthKeySet: _k, whatsappTokenSet: _t, ...after } = toSettingsDto(row);
        await recordAudit(tx, tenantId, owner, {
          action: 'settings.shopper_messages',
          entityType: 'settings',
          entityId: tenantId,
          summary: 'Messages to shoppers (SMS and WhatsApp) updated',
          before: before ? toSettingsDto(before) : null,
          after: {
            ...after,
            msg91AuthKeyChanged: !!request.body.msg91AuthKey,
            whatsappTokenChanged: !!request.body.whatsappToken,
          },
        });
        return row;
      });
      return ok(toSettingsDto(saved));
    },
  );
};
