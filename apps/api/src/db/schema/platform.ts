import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from './columns.ts';

/**
 * The people who run the deployment (issue 29): not staff of any shop, so no tenant. They sign in at
 * /platform with a password and, like staff, an optional TOTP second step (decision 146, 152).
 */
export const platformOperators = pgTable(
  'platform_operators',
  {
    id: id().primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** AES-GCM sealed under OTP_SECRET (two-step-crypto.ts), the operator's id as associated data. */
    totpSecret: text('totp_secret'),
    totpLastStep: integer('totp_last_step'),
    totpPendingSecret: text('totp_pending_secret'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('platform_operators_email_uq').on(t.email)],
);

/**
 * Operator bearer tokens, hashed, in their own table: a shop's sessions table never holds one, so an
 * operator token is no token on /api/v1 and a shop token none on /api/platform/v1. A row with `pendingStep`
 * is a sign-in challenge (short-lived, for the TOTP code or its set-up), not yet a session.
 */
export const platformSessions = pgTable(
  'platform_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: text('operator_id')
      .notNull()
      .references(() => platformOperators.id, { onDelete: 'cascade' }),
    pendingStep: text('pending_step').$type<'totp' | 'enrol'>(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('platform_sessions_operator_idx').on(t.operatorId)],
);

/**
 * "Open as support": an operator reads one shop's data for a while, with a reason, never as a member of
 * it. The token (hashed) works on that shop's staff GET routes only, until `expiresAt`; the start is
 * written into the shop's own audit log, which its owner reads.
 */
export const supportSessions = pgTable(
  'support_sessions',
  {
    tenantId: tenantId(),
    id: id(),
    tokenHash: text('token_hash').notNull(),
    operatorId: text('operator_id').notNull(),
    operatorEmail: text('operator_email').notNull(),
    operatorName: text('operator_name').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('support_sessions_token_uq').on(t.tenantId, t.tokenHash),
  ],
);
