// Dispatch through a parcel transport (issue 27, decision 142): the form's rules and messages, the
// default e-way bill threshold, and the expected transit days the shopper sees. Shared by the API that
// validates a dispatch, the console's form and the storefront's enquiry page.
import { z } from 'zod';
import { defineMessages } from './i18n.ts';
import { moneyText } from './money.ts';
import { STATUS_LABELS, type OrderStatus } from './order-status.ts';

export const FREIGHT_MODES = ['paid', 'to_pay'] as const;
export type FreightMode = (typeof FREIGHT_MODES)[number];
export const DISPATCH_KINDS = ['transport', 'pickup'] as const;
export type DispatchKind = (typeof DISPATCH_KINDS)[number];

/** An e-way bill is the law for goods above ₹50,000 moved by road: the default a shop may change. */
export const DEFAULT_EWAY_BILL_THRESHOLD_PAISE = 5_000_000;
export const MAX_CASES = 999;
/** LR numbers are the transport's own: digits, letters, '/' and '-' (e.g. "SVK/24/10532"). */
const LR_NUMBER = /^[A-Z0-9][A-Z0-9/-]{0,29}$/;
/** An e-way bill number (EBN) is 12 digits. */
const EWAY_BILL = /^\d{12}$/;

export const DISPATCH_MESSAGES = defineMessages('dispatch', {
  notFound: 'Dispatch not found',
  notPaid: 'This enquiry cannot be dispatched yet: its payment is not verified',
  cancelled: 'A cancelled enquiry cannot be dispatched',
  wrongStatus: (status: OrderStatus) =>
    `An enquiry that is ${STATUS_LABELS[status]} cannot be dispatched: only a confirmed or processing enquiry (or one already shipped, for a split shipment)`,
  transportRequired: 'transportProviderId: Transport is required',
  transportNotFound: 'transportProviderId: Transport not found',
  lrRequired: 'lrNumber: LR number is required',
  lrInvalid: 'LR number must be 1 to 30 letters, digits, / or -',
  bookedOnInvalid: 'Booking date must be a date (YYYY-MM-DD)',
  casesInvalid: `Number of cases must be a whole number from 1 to ${MAX_CASES}`,
  freightRequired: 'freight: Freight (paid or to pay) is required',
  freightModeInvalid: 'Freight must be paid or to pay',
  freightAmountInvalid: 'Freight amount must be in rupees, ₹0 or more',
  branchRequired: 'branchId: Destination branch is required',
  branchNotFound: 'branchId: Destination branch not found',
  branchOfOtherTransport: 'branchId: The destination branch belongs to another transport',
  ewayBillInvalid: 'E-way bill number must be 12 digits',
  ewayBillRequired: (threshold: number) =>
    `ewayBillNumber: E-way bill number is required for an enquiry above ${moneyText(threshold)}`,
  lrCopyNotFound: 'LR copy not found',
  historyDispatched: (transport: string, lr: string, cases: number) =>
    `Dispatched by ${transport}, LR ${lr}, ${cases} case${cases === 1 ? '' : 's'}`,
  historyReady: (cases: number) => `Ready for pickup: ${cases} case${cases === 1 ? '' : 's'}`,
  historyCorrected: (what: string) => `Dispatch corrected: ${what}`,
});

const optionalId = z
  .string({ error: 'id must be text' })
  .trim()
  .max(100, 'id is too long')
  .transform((v) => v || null)
  .nullish();

/** Rupees on the wire; the API keeps paise. */
const FreightSchema = z.object({
  mode: z.enum(FREIGHT_MODES, { error: DISPATCH_MESSAGES.freightModeInvalid }),
  amount: z
    .number({ error: DISPATCH_MESSAGES.freightAmountInvalid })
    .min(0, DISPATCH_MESSAGES.freightAmountInvalid)
    .max(10_000_000, DISPATCH_MESSAGES.freightAmountInvalid),
});

/**
 * What staff record. Transport, LR, freight and branch are optional here because a pickup enquiry has
 * none: the API demands them for a transport dispatch (it knows the enquiry's kind), naming the field.
 */
export const DispatchInputSchema = z.object({
  transportProviderId: optionalId,
  lrNumber: z
    .string({ error: DISPATCH_MESSAGES.lrInvalid })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || LR_NUMBER.test(v), DISPATCH_MESSAGES.lrInvalid)
    .transform((v) => v || null)
    .nullish(),
  bookedOn: z.iso.date({ error: DISPATCH_MESSAGES.bookedOnInvalid }),
  cases: z
    .number({ error: DISPATCH_MESSAGES.casesInvalid })
    .int(DISPATCH_MESSAGES.casesInvalid)
    .min(1, DISPATCH_MESSAGES.casesInvalid)
    .max(MAX_CASES, DISPATCH_MESSAGES.casesInvalid),
  freight: FreightSchema.nullish(),
  branchId: optionalId,
  ewayBillNumber: z
    .string({ error: DISPATCH_MESSAGES.ewayBillInvalid })
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => v === '' || EWAY_BILL.test(v), DISPATCH_MESSAGES.ewayBillInvalid)
    .transform((v) => v || null)
    .nullish(),
});
export type DispatchInput = z.infer<typeof DispatchInputSchema>;

/** A correction: only what changes. */
export const DispatchUpdateSchema = DispatchInputSchema.partial();
export type DispatchUpdate = z.infer<typeof DispatchUpdateSchema>;

/** Whether this enquiry value (paise) needs an e-way bill under the shop's threshold (paise). */
export const needsEwayBill = (totalPaise: number, thresholdPaise: number | null | undefined) =>
  totalPaise > (thresholdPaise ?? DEFAULT_EWAY_BILL_THRESHOLD_PAISE);

const stateKey = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Days a parcel transport takes from the shop to the shopper's branch: 2–4 within the shop's own state
 * (Tamil Nadu for a Sivakasi shop, the default when the shop has not given its address), 7–12 beyond.
 * Null when the delivery state is unknown.
 */
export function expectedTransitDays(
  deliveryState: string | null | undefined,
  shopState: string | null | undefined,
): { min: number; max: number } | null {
  if (!deliveryState?.trim()) return null;
  const home = shopState?.trim() ? stateKey(shopState) : 'tamil nadu';
  return stateKey(deliveryState) === home ? { min: 2, max: 4 } : { min: 7, max: 12 };
}
