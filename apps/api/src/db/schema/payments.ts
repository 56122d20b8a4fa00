import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from './columns.ts';
import { tenants } from './tenants.ts';

/** One imported bank statement file (the credits it brought are in statement_credits). */
export const bankStatements = pgTable(
  'bank_statements',
  {
    tenantId: tenantId(),
    id: id(),
    fileName: text('file_name').notNull(),
    /** 'debit-credit' | 'amount-cr-dr' | 'settlement' (domain/bank-statement.ts). */
    layout: text('layout').notNull(),
    /** YYYY-MM-DD: first and last transaction date; a proof dated inside is expected in it. */
    periodFrom: text('period_from').notNull(),
    periodTo: text('period_to').notNull(),
    /** UPI credits in the file, and how many were new (not imported by an earlier statement). */
    credits: integer('credits').notNull(),
    creditsAdded: integer('credits_added').notNull(),
    totalCreditedPaise: bigint('total_credited_paise', { mode: 'number' }).notNull(),
    importedBy: text('imported_by').notNull(),
    /** When the bank-match job had run after this import (null: matching still to run). */
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
  ],
);

/**
 * A UPI credit of the shop's bank account, unique per shop by its UTR (an overlapping statement adds
 * nothing). matched_proof_id is the one proof it accounts for: unique, so a credit confirms one proof.
 */
export const statementCredits = pgTable(
  'statement_credits',
  {
    tenantId: tenantId(),
    id: id(),
    statementId: text('statement_id').notNull(),
    utr: text('utr').notNull(),
    /** YYYY-MM-DD, the bank's date. */
    date: text('date').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    narration: text('narration').notNull(),
    reference: text('reference'),
    matchedProofId: text('matched_proof_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('statement_credits_utr_idx').on(t.tenantId, t.utr),
    uniqueIndex('statement_credits_proof_idx').on(t.tenantId, t.matchedProofId),
    index('statement_credits_date_idx').on(t.tenantId, t.date),
    foreignKey({
      columns: [t.tenantId, t.statementId],
      foreignColumns: [bankStatements.tenantId, bankStatements.id],
    }).onDelete('cascade'),
  ],
);
