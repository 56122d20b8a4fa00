import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from './columns.ts';
import { customers } from './customers.ts';

export const flashNews = pgTable(
  'flash_news',
  {
    tenantId: tenantId(),
    id: id(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** Tamil title and message staff may add: shown when a shopper chooses தமிழ். */
    titleTa: text('title_ta'),
    messageTa: text('message_ta'),
    /** success | warning | error | info; 'error' is reported to clients as 'alert'. */
    type: text('type').notNull().default('info'),
    linkText: text('link_text'),
    linkUrl: text('link_url'),
    isActive: boolean('is_active').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('flash_news_active_idx').on(t.tenantId, t.isActive, t.priority),
  ],
);

export const flashNewsDismissals = pgTable(
  'flash_news_dismissals',
  {
    tenantId: tenantId(),
    customerId: text('customer_id').notNull(),
    flashNewsId: text('flash_news_id').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.customerId, t.flashNewsId] }),
    foreignKey({
      columns: [t.tenantId, t.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.flashNewsId],
      foreignColumns: [flashNews.tenantId, flashNews.id],
    }).onDelete('cascade'),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    tenantId: tenantId(),
    id: id(),
    email: text('email').notNull(),
    name: text('name'),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('newsletter_email_uq').on(t.tenantId, t.email),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('contact_messages_created_idx').on(t.tenantId, t.createdAt),
  ],
);
