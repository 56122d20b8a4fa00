// What the enquiry desk says: messages to the shopper (SMS, WhatsApp) in the shop's own words, history
// lines, live-event toasts and the desk's refusals (decision 040). Pure, shared by the API and the console.
import { z } from 'zod';
import { formatINR } from './money.ts';
import { STATUS_LABELS, type OrderStatus } from './order-status.ts';
import { PAYMENT_TIMINGS } from './payment-timing.ts';
import { sanitizeTextUpTo } from './sanitize.ts';
import {
  DEFAULT_SHOPPER_MESSAGE_TEMPLATES,
  fillPlaceholders,
  SHOPPER_MESSAGE_TEMPLATE_KEYS,
} from './whatsapp.ts';

export { whatsappLink } from './whatsapp.ts';

/** The staff's own messages to the shopper; the storefront never sees these. */
export const STAFF_MESSAGE_TEMPLATE_KEYS = ['paymentRequest', 'enquiryCall'] as const;

/**
 * The keys of company_settings.messageTemplates a shop may override: the desk's messages and the
 * storefront's WhatsApp texts (whatsapp.ts, which keeps its own defaults so that shoppers' pages do not
 * load this module and zod).
 */
export const MESSAGE_TEMPLATE_KEYS = [
  ...STAFF_MESSAGE_TEMPLATE_KEYS,
  ...SHOPPER_MESSAGE_TEMPLATE_KEYS,
] as const;
export type MessageTemplateKey = (typeof MESSAGE_TEMPLATE_KEYS)[number];
export type MessageTemplates = Partial<Record<MessageTemplateKey, string>>;

/** Placeholders: {shopName} {customerName} {orderNumber} {total} {link}. Unknown ones stay as written. */
export const DEFAULT_MESSAGE_TEMPLATES: Record<MessageTemplateKey, string> = {
  paymentRequest:
    '{shopName}: your enquiry {orderNumber} is confirmed. Please pay {total} by UPI and upload the screenshot: {link}',
  enquiryCall: 'Hello {customerName}, this is {shopName} about your enquiry {orderNumber} of {total}.',
  ...DEFAULT_SHOPPER_MESSAGE_TEMPLATES,
};

export type MessageValues = {
  shopName: string;
  customerName?: string | null;
  orderNumber: string;
  /** Rupees. */
  total: number;
  link?: string | null;
};

/** Fills a desk template's placeholders (see fillPlaceholders for unknown ones and blanks). */
export function fillTemplate(template: string, values: MessageValues): string {
  return fillPlaceholders(template, {
    shopName: values.shopName,
    customerName: values.customerName?.trim() || 'there',
    orderNumber: values.orderNumber,
    total: formatINR(values.total),
    link: values.link ?? '',
  });
}

const templateFor = (key: MessageTemplateKey, templates: MessageTemplates | null | undefined) =>
  templates?.[key]?.trim() || DEFAULT_MESSAGE_TEMPLATES[key];

/** "Unique Crackers: your enquiry ENQ-000123 is confirmed. Please pay ₹4,520 by UPI …: <link>". */
export function paymentRequestMessage(values: MessageValues, templates?: MessageTemplates | null): string {
  return fillTemplate(templateFor('paymentRequest', templates), values);
}

/** What the console's WhatsApp button opens with: "Hello Priya, this is Unique Crackers about …". */
export function enquiryWhatsappMessage(values: MessageValues, templates?: MessageTemplates | null): string {
  return fillTemplate(templateFor('enquiryCall', templates), values);
}

export const DESK_MESSAGES = {
  editNotAllowed: (status: OrderStatus) =>
    `This enquiry is ${STATUS_LABELS[status]} and can no longer be edited`,
  paymentRequestNotAllowed: (status: OrderStatus) =>
    `Payment cannot be requested for an enquiry that is ${STATUS_LABELS[status]}`,
  rejectNeedsReason: 'A reason is required to reject a payment',
  /** Status history line of an edit after the call (status unchanged). */
  enquiryUpdated: (oldTotal: number, newTotal: number) =>
    `Enquiry updated after call: ${formatINR(oldTotal)} → ${formatINR(newTotal)}`,
  couponDropped: (code: string, reason: string) => `Coupon ${code} removed: ${reason}`,
  manualPaymentHistory: (amount: number, utr: string) =>
    `Payment of ${formatINR(amount)} recorded by staff (UTR ${utr})`,
  manualProofName: 'Recorded by staff',
  paymentAlreadyRecorded: (utr: string) => `A payment with UTR ${utr} is already on this enquiry`,
  paymentVerifiedHistory: 'Payment verified',
} as const;

/** One line for a console toast or a push notification (ShopEvent.message). */
export const EVENT_MESSAGES = {
  orderCreated: (orderNumber: string, total: number, customerName: string | null) =>
    `New enquiry ${orderNumber} — ${formatINR(total)}${customerName ? ` from ${customerName}` : ''}`,
  paymentUploaded: (orderNumber: string) => `Payment screenshot uploaded for ${orderNumber}`,
  itemsEdited: (orderNumber: string, total: number) => `${orderNumber} updated: now ${formatINR(total)}`,
  statusChanged: (orderNumber: string, status: OrderStatus) =>
    `${orderNumber} is now ${STATUS_LABELS[status]}`,
  paymentRequested: (orderNumber: string) => `Payment requested for ${orderNumber}`,
  paymentRecorded: (orderNumber: string, amount: number) =>
    `Payment of ${formatINR(amount)} recorded for ${orderNumber}`,
  paymentReviewed: (orderNumber: string, verified: boolean) =>
    `Payment for ${orderNumber} ${verified ? 'verified' : 'rejected'}`,
} as const;

/**
 * An IANA zone name ('Asia/Kolkata', 'UTC') the runtime knows. Abbreviations such as 'IST' are refused
 * even where ICU accepts them: they are ambiguous (Indian, Irish, Israel Standard Time).
 */
function isTimeZone(zone: string): boolean {
  if (zone !== 'UTC' && !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const TemplateSchema = z
  .string()
  .trim()
  .max(500, 'A message template must be under 500 characters')
  .optional();

/** The enquiry-desk settings staff edit (PUT /admin/settings/desk). */
export const DeskSettingsSchema = z.object({
  paymentTiming: z.enum(PAYMENT_TIMINGS, { error: 'paymentTiming must be after_call or immediately' }),
  timezone: z
    .string()
    .trim()
    .min(1, 'Time zone is required')
    .max(64, 'Time zone is too long')
    .refine(isTimeZone, 'Time zone must be an IANA zone such as Asia/Kolkata'),
  messageTemplates: z
    .object({
      paymentRequest: TemplateSchema,
      enquiryCall: TemplateSchema,
      productShare: TemplateSchema,
      cartShare: TemplateSchema,
      // The shop finds the enquiry by its number: a message without it would reach them unanswerable.
      enquiryWhatsapp: TemplateSchema.refine(
        (v) => !v || v.includes('{orderNumber}'),
        'The enquiry message must contain {orderNumber}',
      ),
      chatGreeting: TemplateSchema,
    } satisfies Record<MessageTemplateKey, unknown>)
    .default({}),
});
export type DeskSettings = z.infer<typeof DeskSettingsSchema>;

/** A manual payment: the UPI reference and the amount staff saw in the bank app. */
export const ManualPaymentSchema = z.object({
  utr: z
    .string({ error: 'UTR is required' })
    .trim()
    .regex(/^\d{12}$/, 'UTR must be the 12-digit UPI reference number'),
  amount: z
    .number({ error: 'Amount is required' })
    .positive('Amount must be more than zero')
    .max(10_000_000, 'Amount is too large'),
});

// ---------------------------------------------------------------------------------------------------
// Names and texts in Tamil that staff type next to the English ones (a product's name in Tamil)
// ---------------------------------------------------------------------------------------------------

/** What staff read when a Tamil text they typed is refused; `label` names the field as the form does. */
export const TAMIL_TEXT_MESSAGES = {
  notText: (label: string) => `${label} must be text`,
  onlySpaces: (label: string) => `${label} cannot be only spaces: leave it empty to show the English one`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/** Spaces, and the invisible characters a phone keyboard may leave behind (zero-width space, joiners). */
const BLANK = /^[\s\u200B-\u200D\u2060\uFEFF]*$/u;

/**
 * An optional Tamil text next to an English field (a product's name in Tamil): '' or null clears it (the
 * storefront then shows the English one); otherwise it is trimmed, stripped of angle brackets and script
 * schemes, put in Unicode NFC (one spelling whatever the keyboard), and holds at most `max` characters,
 * as the English field. Only spaces is refused rather than cleared: it is a slip, not a choice.
 */
export function tamilText(label: string, max: number) {
  return z
    .string({ error: TAMIL_TEXT_MESSAGES.notText(label) })
    .nullable()
    .transform((value, ctx) => {
      if (value == null || value === '') return null;
      if (BLANK.test(value)) {
        ctx.addIssue({ code: 'custom', message: TAMIL_TEXT_MESSAGES.onlySpaces(label) });
        return z.NEVER;
      }
      return sanitizeTextUpTo(value.normalize('NFC'), Number.MAX_SAFE_INTEGER) || null;
    })
    .pipe(z.string().max(max, TAMIL_TEXT_MESSAGES.tooLong(label, max)).nullable());
}
