import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_TIMINGS } from '@pataka/domain/payment-timing';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  DeskSettingsSchema,
  MESSAGE_TEMPLATE_KEYS,
  type DeskSettings,
  type MessageTemplateKey,
  type MessageTemplates,
} from '@pataka/domain/staff-messages';
import { companySettings } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { asPaymentTiming } from '../orders/shop-settings.queries.ts';
import { findStaffMember } from '../staff-orders/staff-member.ts';

/** One schema entry per template key, so a new key cannot be left out of the answer. */
const perKey = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(MESSAGE_TEMPLATE_KEYS.map((key) => [key, schema])) as Record<MessageTemplateKey, T>;
const DeskSettingsOut = z.object({
  paymentTiming: z.enum(PAYMENT_TIMINGS),
  timezone: z.string(),
  messageTemplates: z.object(perKey(z.string().optional())),
  /** The words used when a template is left empty, with their placeholders. */
  defaultTemplates: z.object(perKey(z.string())),
});
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Only the known keys, without blanks: an empty template means "use the default". */
function cleanTemplates(stored: Record<string, string> | null | undefined): MessageTemplates {
  const out: MessageTemplates = {};
  for (const key of MESSAGE_TEMPLATE_KEYS) {
    const value = stored?.[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

async function readDeskSettings(db: Db, tenantId: string): Promise<DeskSettings> {
  const [row] = await db
    .select({
      paymentTiming: companySettings.paymentTiming,
      timezone: companySettings.timezone,
      messageTemplates: companySettings.messageTemplates,
    })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  if (!row) throw notFound('Company information not found');
  return {
    paymentTiming: asPaymentTiming(row.paymentTiming),
    timezone: row.timezone,
    messageTemplates: cleanTemplates(row.messageTemplates),
  };
}

const view = (s: DeskSettings) => ({ ...s, defaultTemplates: DEFAULT_MESSAGE_TEMPLATES });

/** The enquiry desk's settings (decision 040): when shoppers see the UPI panel, the shop's clock, its words. */
export const deskSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings/desk',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff: settings'],
        summary: 'Payment timing, time zone and message templates of the enquiry desk (staff)',
        response: { 200: okSchema(DeskSettingsOut), ...errors },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return ok(view(await readDeskSettings(app.db, request.tenant.id)));
    },
  );

  app.put(
    '/admin/settings/desk',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff: settings'],
        summary: 'Change the enquiry desk settings (staff, audited)',
        body: DeskSettingsSchema,
        response: { 200: okSchema(DeskSettingsOut), ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const staff = await findStaffMember(app.db, tenantId, await request.requireAdmin());
      const next: DeskSettings = {
        ...request.body,
        messageTemplates: cleanTemplates(request.body.messageTemplates),
      };
      await app.db.transaction(async (tx) => {
        const before = await readDeskSettings(tx, tenantId);
        await tx
          .update(companySettings)
          .set({ ...next, updatedAt: new Date() })
          .where(eq(companySettings.tenantId, tenantId));
        await recordAudit(tx, tenantId, staff, {
          action: 'settings.desk',
          entityType: 'settings',
          entityId: tenantId,
          summary: `Enquiry desk: payment ${next.paymentTiming === 'after_call' ? 'after the call' : 'immediately'}, ${next.timezone}`,
          before,
          after: next,
        });
      });
      app.publicCache.invalidate(tenantId);
      return ok(view(next));
    },
  );
};
