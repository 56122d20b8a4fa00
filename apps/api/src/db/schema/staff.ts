import {
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
import { adminUsers } from './customers.ts';
import { createdAt, id, tenantId } from './columns.ts';

/**
 * Every staff write: who, when, what, and the record before and after (DESIGN.md "Staff API").
 * Append-only; owners read it in the console.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: tenantId(),
    id: id(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email'),
    /** e.g. 'order.status', 'order.items', 'order.note', 'payment.verify', 'staff.create'. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_log_created_idx').on(t.tenantId, t.createdAt),
    index('audit_log_entity_idx').on(t.tenantId, t.entityType, t.entityId),
  ],
);

/** An invite link for a new staff member: valid 72 h, used once; only the token's hash is kept. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    tenantId: tenantId(),
    id: id(),
    email: text('email').notNull(),
    name: text('name'),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: text('created_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('staff_invites_token_uq').on(t.tenantId, t.tokenHash),
  ],
);

/** A staff phone or browser that asked for Web Push notifications. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    tenantId: tenantId(),
    id: id(),
    adminUserId: text('admin_user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.tenantId, t.endpoint),
  ],
);

/** Deployment-wide settings that belong to no shop (the VAPID key pair generated at first start). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: createdAt(),
});

/** Two-step sign-in's recovery codes (decision 146): shown once, kept as keyed hashes, each used once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    tenantId: tenantId(),
    id: id(),
    adminUserId: text('admin_user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('staff_recovery_codes_hash_uq').on(t.tenantId, t.adminUserId, t.codeHash),
    foreignKey({
      columns: [t.tenantId, t.adminUserId],
      foreignColumns: [adminUsers.tenantId, adminUsers.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The middle of a two-step sign-in: the password was right, a code (purpose 'totp') or the set-up of
 * two-step sign-in (purpose 'enrol', when the shop requires it) comes next. Only the token's hash is kept.
 */
export const staffSignInChallenges = pgTable(
  'staff_sign_in_challenges',
  {
    tenantId: tenantId(),
    tokenHash: text('token_hash').notNull(),
    adminUserId: text('admin_user_id').notNull(),
    purpose: text('purpose').$type<'totp' | 'enrol'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    foreignKey({
      columns: [t.tenantId, t.adminUserId],
      foreignColumns: [adminUsers.tenantId, adminUsers.id],
    }).onDelete('cascade'),
  ],
);
