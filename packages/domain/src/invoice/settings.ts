// The shop's tax settings (decision 149): GST registration, place of business, default HSN and rate,
// whether catalogue prices include GST, the invoice number prefix and the footer. Owners set them,
// like the UPI payee: they decide what every invoice says to the tax department.
import { z } from 'zod';
import { gstStateCode, INDIAN_STATES } from '../indian-states.ts';
import { INVOICE_PREFIX_PATTERN } from './numbering.ts';

export const DEFAULT_HSN = '3604';
export const DEFAULT_GST_RATE_BP = 1800;
/** GST rates on goods (percent), as notified: the only ones a product may carry. */
export const GST_RATES_PERCENT = [0, 0.25, 3, 5, 12, 18, 28] as const;
export const INVOICE_FOOTER_MAX = 1000;
export const HSN_PATTERN = /^\d{4}(\d{2}){0,2}$/;

export const TAX_SETTINGS_MESSAGES = {
  ownersOnly: 'Only an owner can change the tax settings',
  hsn: 'HSN code must be 4, 6 or 8 digits (fireworks: 3604)',
  rate: `GST rate must be one of ${GST_RATES_PERCENT.join(', ')} %`,
  prefix: 'Invoice number prefix must be up to 4 letters or digits (e.g. UC)',
  footer: `Invoice footer must be at most ${INVOICE_FOOTER_MAX} characters`,
  state: 'Shop state must be an Indian state or union territory',
  gstinNeeded: 'A GST-registered shop needs its GSTIN',
  stateNeeded: "A GST-registered shop needs its state (the shop's address or the tax state)",
  gstinStateMismatch: (gstinCode: string, state: string) =>
    `GSTIN starts with state code ${gstinCode}, but the shop's state ${state} is ${gstStateCode(state) ?? '?'}`,
} as const;
const M = TAX_SETTINGS_MESSAGES;

/** Percent → basis points (18 → 1800, 0.25 → 25). */
export const rateBp = (percent: number) => Math.round(percent * 100);

export const HsnSchema = z
  .string({ error: M.hsn })
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => HSN_PATTERN.test(v), M.hsn);

export const GstRatePercentSchema = z
  .number({ error: M.rate })
  .refine((v) => (GST_RATES_PERCENT as readonly number[]).includes(v), M.rate);

export const TaxSettingsInputSchema = z.object({
  gstRegistered: z.boolean({ error: 'GST registered must be yes or no' }).optional(),
  taxState: z.enum(INDIAN_STATES, { error: M.state }).nullable().optional(),
  defaultHsn: HsnSchema.optional(),
  defaultGstRate: GstRatePercentSchema.optional(),
  pricesIncludeGst: z.boolean({ error: 'Prices include GST must be yes or no' }).optional(),
  invoicePrefix: z
    .string({ error: M.prefix })
    .trim()
    .toUpperCase()
    .refine((v) => INVOICE_PREFIX_PATTERN.test(v), M.prefix)
    .nullable()
    .optional(),
  invoiceFooter: z.string().trim().max(INVOICE_FOOTER_MAX, M.footer).nullable().optional(),
});
export type TaxSettingsInput = z.infer<typeof TaxSettingsInputSchema>;
export const TAX_SETTING_FIELDS = Object.keys(TaxSettingsInputSchema.shape) as Array<keyof TaxSettingsInput>;

/**
 * What is wrong with the tax settings as they would be saved (merged with what is stored), or null.
 * A registered shop needs a GSTIN whose state code (its first two digits) is the shop's state.
 */
export function taxSettingsProblem(s: {
  gstRegistered: boolean;
  gstin: string | null;
  state: string | null;
}): { field: 'taxId' | 'taxState'; message: string } | null {
  if (!s.gstRegistered) return null;
  if (!s.gstin) return { field: 'taxId', message: M.gstinNeeded };
  const code = gstStateCode(s.state);
  if (!s.state || !code) return { field: 'taxState', message: M.stateNeeded };
  const gstinCode = s.gstin.slice(0, 2);
  return gstinCode === code ? null : { field: 'taxId', message: M.gstinStateMismatch(gstinCode, s.state) };
}
