import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { tenants } from './tenants.ts';

/**
 * A shop's SMS (MSG91) and WhatsApp Cloud API accounts and its template per event (decision 144). The
 * auth key and the access token are secrets: the API never returns them, only whether they are set.
 */
export const shopperMessageSettings = pgTable(
  'shopper_message_settings',
  {
    tenantId: tenantId(),
    smsEnabled: boolean('sms_enabled').notNull().default(false),
    msg91AuthKey: text('msg91_auth_key'),
    msg91Sender: text('msg91_sender'),
    /** Event → the DLT template id registered for it (MSG91's template_id). */
    smsTemplateIds: jsonb('sms_template_ids').$type<Record<string, string>>().notNull().default({}),
    whatsappEnabled: boolean('whatsapp_enabled').notNull().default(false),
    whatsappPhoneNumberId: text('whatsapp_phone_number_id'),
    whatsappToken: text('whatsapp_token'),
    /** Event → the approved WhatsApp template name (one name, translated into en and ta). */
    whatsappTemplateNames: jsonb('whatsapp_template_names')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
  ],
);

/**
 * One message to the shopper about one event of an enquiry on one channel: written in the transaction
 * of the event (so a rolled-back change sends nothing), sent by a job, never rewritten except for its
 * delivery state. At most one per (order, event, key, channel): a retried request or job sends nothing
 * twice. `eventKey` tells apart events that may happen more than once (a split shipment's dispatches).
 */
export const shopperMessages = pgTable(
  'shopper_messages',
  {
    tenantId: tenantId(),
    id: id(),
    orderId: text('order_id').notNull(),
    event: text('event').notNull(),
    eventKey: text('event_key').notNull().default(''),
    channel: text('channel').notNull(),
    /** 'queued' | 'sent' | 'failed' | 'skipped' */
    status: text('status').notNull().default('queued'),
    language: text('language').notNull().default('en'),
    /** 10-digit national number. */
    phone: text('phone').notNull(),
    /** The template's variables, in order, fixed when the event happened. */
    params: jsonb('params').$type<string[]>().notNull(),
    /** The DLT template id or WhatsApp template name used by the last attempt. */
    template: text('template'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /** When a send job was last queued for it: the drain queues again only a message left long after. */
    jobQueuedAt: timestamp('job_queued_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('shopper_messages_once_uq').on(t.tenantId, t.orderId, t.event, t.eventKey, t.channel),
    index('shopper_messages_queued_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`status = 'queued'`),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
  ],
);
