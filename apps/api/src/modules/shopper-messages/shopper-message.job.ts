import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  renderShopperMessage,
  SHOPPER_MESSAGE_COPY,
  type ShopperMessageChannel,
  type ShopperMessageEvent,
  type ShopperMessageLanguage,
} from '@pataka/domain/shopper-messages';
import { customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { shopperMessages } from '../../db/schema/shopper-messages.ts';
import { isLastAttempt, type JobPolicy } from '../../lib/jobs/job-policies.ts';
import type { JobHandler } from '../../lib/jobs/job-queue.ts';
import { errorText } from '../../lib/jobs/run-job.ts';
import { appendHistory } from '../orders/order-history.ts';
import type { MessageProvider } from './message-provider.ts';
import { loadMessageSettings, type MessageSettings } from './message-settings.queries.ts';
import { createMsg91Provider } from './msg91-provider.ts';
import { createWhatsappCloudProvider } from './whatsapp-cloud-provider.ts';

type Row = typeof shopperMessages.$inferSelect;

/** The provider and template for this message as the shop's settings stand now, or why it cannot go. */
function providerFor(
  app: FastifyInstance,
  row: Row,
  settings: MessageSettings | null,
  optedOut: boolean,
): { provider: MessageProvider; template: string } | { skip: string } {
  const urls = app.config.shopperMessages;
  const channel = row.channel as ShopperMessageChannel;
  if (channel === 'sms') {
    const template = settings?.smsTemplateIds[row.event];
    if (!settings?.smsEnabled || !settings.msg91AuthKey)
      return { skip: SHOPPER_MESSAGE_COPY.channelOff('sms') };
    if (!template) return { skip: SHOPPER_MESSAGE_COPY.noTemplate('sms') };
    const provider = createMsg91Provider({
      baseUrl: urls.msg91BaseUrl,
      authKey: settings.msg91AuthKey,
      sender: settings.msg91Sender,
    });
    return { provider, template };
  }
  const template = settings?.whatsappTemplateNames[row.event];
  if (!settings?.whatsappEnabled || !settings.whatsappPhoneNumberId || !settings.whatsappToken) {
    return { skip: SHOPPER_MESSAGE_COPY.channelOff('whatsapp') };
  }
  // Asked again at send time: a shopper who turned WhatsApp off after the event is not messaged.
  if (optedOut) return { skip: SHOPPER_MESSAGE_COPY.optedOut };
  if (!template) return { skip: SHOPPER_MESSAGE_COPY.noTemplate('whatsapp') };
  const provider = createWhatsappCloudProvider({
    baseUrl: urls.whatsappBaseUrl,
    version: urls.whatsappApiVersion,
    phoneNumberId: settings.whatsappPhoneNumberId,
    token: settings.whatsappToken,
  });
  return { provider, template };
}

/** Still to send: queued, or failed and put back by staff (Background jobs' retry). */
const SENDABLE = ['queued', 'failed'];

/**
 * 'shopper-message': sends one message. Idempotent: a message already sent or skipped is left alone, and
 * only the run that marks it sent writes the history line. A provider error fails the run, which the
 * queue retries with backoff; the last failure marks the message failed, which staff see on the enquiry
 * (and the job on the Background jobs screen). A run cut short by shutdown records nothing.
 */
export function shopperMessageJob(app: FastifyInstance, policy: JobPolicy): JobHandler<'shopper-message'> {
  return async (job) => {
    const { tenantId, messageId } = job.data;
    const where = and(eq(shopperMessages.tenantId, tenantId), eq(shopperMessages.id, messageId));
    const [row] = await app.db.select().from(shopperMessages).where(where);
    if (!row || !SENDABLE.includes(row.status)) return;
    const [order] = await app.db
      .select({ status: orders.status, optedOut: customers.whatsappOptOut })
      .from(orders)
      .innerJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)))
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, row.orderId)));
    if (!order) return;
    const settings = await loadMessageSettings(app.db, tenantId);
    const chosen = providerFor(app, row, settings, order.optedOut);
    if ('skip' in chosen) {
      await app.db
        .update(shopperMessages)
        .set({ status: 'skipped', lastError: chosen.skip, updatedAt: new Date() })
        .where(and(where, inArray(shopperMessages.status, SENDABLE)));
      return;
    }

    const event = row.event as ShopperMessageEvent;
    const channel = row.channel as ShopperMessageChannel;
    const language = row.language as ShopperMessageLanguage;
    try {
      const { providerMessageId } = await chosen.provider.send({
        phone: row.phone,
        template: chosen.template,
        language,
        params: row.params,
      });
      const now = new Date();
      await app.db.transaction(async (tx) => {
        const [marked] = await tx
          .update(shopperMessages)
          .set({
            status: 'sent',
            template: chosen.template,
            providerMessageId,
            attempts: sql`${shopperMessages.attempts} + 1`,
            lastError: null,
            sentAt: now,
            updatedAt: now,
          })
          .where(and(where, inArray(shopperMessages.status, SENDABLE)))
          .returning({ id: shopperMessages.id });
        if (!marked) return;
        await appendHistory(tx, tenantId, row.orderId, {
          status: order.status,
          notes: SHOPPER_MESSAGE_COPY.historySent(
            channel,
            event,
            renderShopperMessage(event, language, row.params),
          ),
          by: { name: SHOPPER_MESSAGE_COPY.author, email: null },
          at: now,
        });
      });
    } catch (err) {
      if (job.signal.aborted) throw err;
      const error = errorText(err);
      const last = isLastAttempt(policy, job.attempt);
      // Staff see the failure on the enquiry's messages panel; the timeline, which the shopper reads
      // too, records only messages that went.
      await app.db
        .update(shopperMessages)
        .set({
          ...(last ? { status: 'failed' } : {}),
          template: chosen.template,
          attempts: sql`${shopperMessages.attempts} + 1`,
          lastError: error,
          updatedAt: new Date(),
        })
        .where(and(where, inArray(shopperMessages.status, SENDABLE)));
      throw err;
    }
  };
}
