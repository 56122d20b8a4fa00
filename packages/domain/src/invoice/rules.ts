// When an enquiry may be invoiced, what the invoice says, and the messages staff read (decision 149).
import { z } from 'zod';
import type { OrderStatus } from '../order-status.ts';
import { STATUS_LABELS } from '../order-status.ts';
import { GstinSchema } from '../shop-admin.ts';

/** Statuses of an enquiry the shop has accepted and is fulfilling or has fulfilled. */
export const INVOICEABLE_STATUSES: readonly OrderStatus[] = [
  'confirmed',
  'processing',
  'ready_for_pickup',
  'ready_for_delivery',
  'out_for_delivery',
  'shipped',
  'delivered',
  'completed',
];

export const INVOICE_MESSAGES = {
  exists: (number: string) => `This enquiry already has invoice ${number}; correct it with a credit note`,
  wrongStatus: (status: OrderStatus) =>
    `An invoice is issued for a confirmed enquiry being fulfilled, not one that is ${STATUS_LABELS[status]}`,
  notPaid: 'Verify the payment before issuing the invoice',
  noCompany: 'Fill in the shop details (name and address) before issuing invoices',
  unknownState: (state: string) => `"${state}" is not an Indian state: correct the address before invoicing`,
  numberTooLong: 'The invoice number would be longer than 16 characters: shorten the invoice prefix',
  notFound: 'Invoice not found',
  immutable: 'An issued invoice cannot be changed: issue a credit note against it',
  creditOfCredit: 'A credit note is issued against an invoice, not against another credit note',
  nothingLeft: 'Everything on this invoice has already been credited',
  tooMany: (position: number, left: number) => `Line ${position}: only ${left} left to credit`,
  unknownLine: (position: number) => `Line ${position} is not on this invoice`,
  noLines: 'Choose at least one line to credit',
  cancelledReason: 'Enquiry cancelled',
  editAfterInvoice: (number: string) =>
    `Invoice ${number} has been issued for this enquiry: issue a credit note instead of editing it`,
  /** The console's note where "Edit items" was: the lines of an invoiced enquiry are fixed. */
  invoicedNoEdit: (number: string) => `Invoiced (${number}): correct it with a credit note`,
  issuedHistory: (number: string) => `Invoice ${number} issued`,
  creditHistory: (number: string, invoice: string) => `Credit note ${number} against invoice ${invoice}`,
} as const;

export const TITLES = {
  tax_invoice: 'Tax Invoice',
  bill_of_supply: 'Bill of Supply',
  credit_note: 'Credit Note',
} as const;

/** POST /orders/{id}/invoice */
export const IssueInvoiceInputSchema = z.object({
  /** A business buyer's GSTIN (B2B): printed, and the invoice goes to GSTR-1 B2B. */
  buyerGstin: GstinSchema.nullable().optional(),
});
export type IssueInvoiceInput = z.infer<typeof IssueInvoiceInputSchema>;

/** POST /invoices/{id}/credit-notes: no lines = everything left (a full credit note). */
export const CreditNoteInputSchema = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(3, 'Reason must be at least 3 characters')
    .max(200, 'Reason must be at most 200 characters'),
  lines: z
    .array(
      z.object({
        position: z.number().int().min(1),
        quantity: z.number().int().min(1, 'Quantity must be at least 1'),
      }),
    )
    .min(1, 'Choose at least one line to credit')
    .max(500)
    .optional(),
});
export type CreditNoteInput = z.infer<typeof CreditNoteInputSchema>;

/** The unit printed on the invoice (GST unit quantity code) from the product's pack, e.g. '1 Box' → BOX. */
export function unitOf(packageType: string | null | undefined): string {
  const p = (packageType ?? '').toLowerCase();
  if (/\bbox|\bbx\b/.test(p)) return 'BOX';
  if (/pkt|packet|pack\b/.test(p)) return 'PAC';
  if (/\bpcs?\b|piece/.test(p)) return 'PCS';
  return 'NOS';
}
