import { foreignKey, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantId, updatedAt } from './columns.ts';
import { tenants } from './tenants.ts';

/**
 * The ledger names of the shop's Tally company, for the sales-voucher import (decision 150). One row per
 * shop, written by the owner on the Reports screen; a shop without one gets DEFAULT_TALLY_SETTINGS.
 */
export const tallySettings = pgTable(
  'tally_settings',
  {
    tenantId: tenantId(),
    /** Tally's SVCURRENTCOMPANY; '' = whichever company is open in Tally. */
    company: text('company').notNull().default(''),
    salesLedger: text('sales_ledger').notNull(),
    cgstLedger: text('cgst_ledger').notNull(),
    sgstLedger: text('sgst_ledger').notNull(),
    igstLedger: text('igst_ledger').notNull(),
    roundOffLedger: text('round_off_ledger').notNull(),
    /** 'fixed' | 'buyer' | 'registered-buyer' (TALLY_PARTY_MODES) */
    partyMode: text('party_mode').notNull().default('fixed'),
    partyLedger: text('party_ledger').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
  ],
);
