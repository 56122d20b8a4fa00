// The Tally ledger names the owner sets for the sales-voucher import (Reports screen). Shared by the API
// (validation) and the console (form). Tally matches ledgers by exact name, so the defaults are the
// names Tally Prime's own GST setup suggests; '{rate}' in a name is replaced by the line's rate
// ('Sales @ {rate}%' → 'Sales @ 18%', 'CGST @ {rate}%' → 'CGST @ 9%') for shops that keep a ledger per rate.
import { z } from 'zod';

export const TALLY_PARTY_MODES = ['fixed', 'buyer', 'registered-buyer'] as const;
export type TallyPartyMode = (typeof TALLY_PARTY_MODES)[number];

export const TALLY_LEDGER_MAX = 80;

export const TALLY_MESSAGES = {
  required: (label: string) => `Enter the ${label}`,
  tooLong: (label: string) => `${label} must be at most ${TALLY_LEDGER_MAX} characters`,
  badCharacters: (label: string) => `${label} cannot contain < > or control characters`,
  saved: 'Tally ledger names saved',
} as const;

export const TALLY_LEDGER_LABELS = {
  company: 'Tally company name',
  salesLedger: 'Sales ledger',
  cgstLedger: 'CGST ledger',
  sgstLedger: 'SGST ledger',
  igstLedger: 'IGST ledger',
  roundOffLedger: 'Round-off ledger',
  partyLedger: 'Party ledger',
} as const;

export const TALLY_PARTY_MODE_LABELS: Record<TallyPartyMode, string> = {
  fixed: 'The party ledger (e.g. Cash)',
  buyer: "Each buyer's own ledger",
  'registered-buyer': 'GSTIN buyers by name, others to party',
};

// Tally rejects markup characters in names; control characters never belong in one.
// eslint-disable-next-line no-control-regex
const BAD_NAME = /[<>\u0000-\u001f\u007f]/;

const ledger = (label: string) =>
  z
    .string({ error: TALLY_MESSAGES.required(label) })
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, TALLY_MESSAGES.required(label))
        .max(TALLY_LEDGER_MAX, TALLY_MESSAGES.tooLong(label))
        .refine((v) => !BAD_NAME.test(v), TALLY_MESSAGES.badCharacters(label)),
    );

export const TallySettingsSchema = z.object({
  /** Tally's SVCURRENTCOMPANY; empty = import into whichever company is open. */
  company: z
    .string()
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .max(TALLY_LEDGER_MAX, TALLY_MESSAGES.tooLong(TALLY_LEDGER_LABELS.company))
        .refine((v) => !BAD_NAME.test(v), TALLY_MESSAGES.badCharacters(TALLY_LEDGER_LABELS.company)),
    ),
  salesLedger: ledger(TALLY_LEDGER_LABELS.salesLedger),
  cgstLedger: ledger(TALLY_LEDGER_LABELS.cgstLedger),
  sgstLedger: ledger(TALLY_LEDGER_LABELS.sgstLedger),
  igstLedger: ledger(TALLY_LEDGER_LABELS.igstLedger),
  roundOffLedger: ledger(TALLY_LEDGER_LABELS.roundOffLedger),
  partyMode: z.enum(TALLY_PARTY_MODES),
  partyLedger: ledger(TALLY_LEDGER_LABELS.partyLedger),
});
export type TallySettings = z.output<typeof TallySettingsSchema>;
export type TallySettingsInput = z.input<typeof TallySettingsSchema>;

export const DEFAULT_TALLY_SETTINGS: TallySettings = {
  company: '',
  salesLedger: 'Sales',
  cgstLedger: 'CGST',
  sgstLedger: 'SGST',
  igstLedger: 'IGST',
  roundOffLedger: 'Round Off',
  partyMode: 'fixed',
  partyLedger: 'Cash',
};
