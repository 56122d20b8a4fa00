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
import { sql } from 'drizzle-orm';
import { createdAt, id, tenantId, updatedAt } from './columns.ts';
import { products } from './catalogue.ts';

export const customers = pgTable(
  'customers',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    tier: text('tier').notNull().default('regular'),
    totalSpentPaise: integer('total_spent_paise').notNull().default(0),
    totalOrders: integer('total_orders').notNull().default(0),
    /** 'en' | 'ta': the language of messages to this shopper (decision 144); null = English. */
    language: text('language'),
    /** The shopper turned off WhatsApp messages about their enquiries (SMS still goes). */
    whatsappOptOut: boolean('whatsapp_opt_out').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('customers_phone_uq').on(t.tenantId, t.phone),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    tenantId: tenantId(),
    id: id(),
    customerId: text('customer_id').notNull(),
    label: text('label').notNull().default('Home'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull().default('India'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('addresses_customer_idx').on(t.tenantId, t.customerId),
    // At most one default per customer; the service keeps exactly one.
    uniqueIndex('addresses_one_default_uq')
      .on(t.tenantId, t.customerId)
      .where(sql`is_default`),
    foreignKey({
      columns: [t.tenantId, t.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }).onDelete('cascade'),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    tenantId: tenantId(),
    customerId: text('customer_id').notNull(),
    productId: text('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.customerId, t.productId] }),
    foreignKey({
      columns: [t.tenantId, t.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
  ],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    tenantId: tenantId(),
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull().default('Staff'),
    passwordHash: text('password_hash').notNull(),
    /** 'owner' manages staff; 'staff' does everything else. */
    role: text('role').notNull().default('staff'),
    isActive: boolean('is_active').notNull().default(true),
    /** Two-step sign-in (decision 146): the TOTP secret, AES-GCM encrypted; null = not enrolled. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted code's time step: a code is accepted once. */
    totpLastStep: integer('totp_last_step'),
    /** A secret shown at set-up and not yet confirmed with a code (encrypted), and when it was made. */
    totpPendingSecret: text('totp_pending_secret'),
    totpPendingAt: timestamp('totp_pending_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('admin_users_email_uq').on(t.tenantId, t.email),
  ],
);

/** Bearer tokens, stored as SHA-256 hashes, bound to the tenant that issued them. */
export const sessions = pgTable(
  'sessions',
  {
    tenantId: tenantId(),
    tokenHash: text('token_hash').notNull(),
    subjectType: text('subject_type').$type<'customer' | 'admin'>().notNull(),
    customerId: text('customer_id'),
    adminUserId: text('admin_user_id'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Staff: when the password or a code was last given again (step-up for payee changes, 5 minutes). */
    steppedUpAt: timestamp('stepped_up_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    index('sessions_customer_idx').on(t.tenantId, t.customerId),
    foreignKey({
      columns: [t.tenantId, t.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.adminUserId],
      foreignColumns: [adminUsers.tenantId, adminUsers.id],
    }).onDelete('cascade'),
  ],
);

/** One live code per phone: a resend replaces the row. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    tenantId: tenantId(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set when the code was verified: complete-registration is allowed for 10 minutes after. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.phone] })],
);

export type CartItem = {
  productId: string;
  productName: string;
  quantity: number;
  pricePaise: number;
  productSku: string;
  productImage: string | null;
};

export const abandonedCarts = pgTable(
  'abandoned_carts',
  {
    tenantId: tenantId(),
    customerId: text('customer_id').notNull(),
    items: jsonb('items').$type<CartItem[]>().notNull(),
    totalAmountPaise: integer('total_amount_paise').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.customerId] }),
    foreignKey({
      columns: [t.tenantId, t.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }).onDelete('cascade'),
  ],
);
