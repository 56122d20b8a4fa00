// Messages the shop sends the shopper when their enquiry moves (issue 27 item 5, decision 144): by SMS
// through MSG91 (a DLT-registered template per event) and, where the shop has set it up, a WhatsApp
// Cloud API template message. The template texts live here once: the API fills them for the enquiry's
// history and the console's wa.me fallback, the console shows them on the settings screen, and the
// README quotes them for a shop registering its templates.
import { z } from 'zod';
import { formatINR } from './money.ts';
import type { OrderStatus } from './order-status.ts';

/** The moments the shopper is told about, in the order they happen. */
export const SHOPPER_MESSAGE_EVENTS = [
  'confirmed',
  'payment_verified',
  'dispatched',
  'ready_for_pickup',
  'cancelled',
] as const;
export type ShopperMessageEvent = (typeof SHOPPER_MESSAGE_EVENTS)[number];

export const SHOPPER_MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type ShopperMessageChannel = (typeof SHOPPER_MESSAGE_CHANNELS)[number];

export const SHOPPER_MESSAGE_LANGUAGES = ['en', 'ta'] as const;
export type ShopperMessageLanguage = (typeof SHOPPER_MESSAGE_LANGUAGES)[number];

export const SHOPPER_MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type ShopperMessageStatus = (typeof SHOPPER_MESSAGE_STATUSES)[number];

/** The event a status change tells the shopper about, if any (shipped = dispatched by transport). */
export function shopperEventForStatus(status: OrderStatus): ShopperMessageEvent | null {
  switch (status) {
    case 'confirmed':
      return 'confirmed';
    case 'shipped':
      return 'dispatched';
    case 'ready_for_pickup':
      return 'ready_for_pickup';
    case 'cancelled':
      return 'cancelled';
    default:
      return null;
  }
}

/** What a message can say; each event uses some of these, in the order of its template's variables. */
export type ShopperMessageValues = {
  shopName: string;
  orderNumber: string;
  /** Rupees. */
  total: number;
  transportName?: string | null;
  lrNumber?: string | null;
  /** Where a pickup enquiry is collected ("KPN Parcel Service, Madurai"). */
  pickupPlace?: string | null;
};

/**
 * The variables of each event's template, in order: {{1}}, {{2}}… on WhatsApp, the n-th {#var#} of the
 * DLT template (MSG91's VAR1, VAR2…). A DLT variable holds at most 30 characters, so every value is cut
 * to 30 (an LR number or a transport name longer than that is rare).
 */
const VARIABLES: Record<ShopperMessageEvent, ReadonlyArray<(v: ShopperMessageValues) => string>> = {
  confirmed: [(v) => v.shopName, (v) => v.orderNumber, (v) => rupees(v.total)],
  payment_verified: [(v) => v.shopName, (v) => rupees(v.total), (v) => v.orderNumber],
  dispatched: [
    (v) => v.shopName,
    (v) => v.orderNumber,
    (v) => v.transportName?.trim() || 'transport',
    (v) => v.lrNumber?.trim() || '-',
  ],
  ready_for_pickup: [(v) => v.shopName, (v) => v.orderNumber, (v) => v.pickupPlace?.trim() || v.shopName],
  cancelled: [(v) => v.shopName, (v) => v.orderNumber],
};

/** '4,520': the amount without the rupee sign (the template writes ₹ or Rs. itself). */
const rupees = (total: number) => formatINR(total).replace('₹', '');

export const DLT_VARIABLE_MAX = 30;

/** The template variables of one event, in order, each at most 30 characters. */
export function shopperMessageParams(event: ShopperMessageEvent, values: ShopperMessageValues): string[] {
  return VARIABLES[event].map((pick) => pick(values).slice(0, DLT_VARIABLE_MAX));
}

/**
 * The template bodies a shop registers, with WhatsApp's {{n}} placeholders (Meta refuses a body that
 * starts or ends with a variable, hence the greeting and the closing words). The SMS (DLT) form is
 * derived from the same text: {{n}} becomes {#var#} and ₹ becomes Rs. (a rupee sign would make the SMS
 * Unicode, at 70 characters a part instead of 160).
 */
export const SHOPPER_MESSAGE_TEMPLATES: Record<
  ShopperMessageEvent,
  Record<ShopperMessageLanguage, string>
> = {
  confirmed: {
    en: 'Hello! This is {{1}}. Your enquiry {{2}} is confirmed. Amount to pay: ₹{{3}}. We will send the payment details shortly.',
    ta: 'வணக்கம்! இது {{1}}. உங்கள் ஆர்டர் {{2}} உறுதி செய்யப்பட்டது. செலுத்த வேண்டிய தொகை: ₹{{3}}. பணம் செலுத்தும் விவரங்களை விரைவில் அனுப்புவோம்.',
  },
  payment_verified: {
    en: 'Hello! This is {{1}}. We have received your payment of ₹{{2}} for enquiry {{3}}. Thank you! We will pack your order now.',
    ta: 'வணக்கம்! இது {{1}}. ஆர்டர் {{3}}-க்கான உங்கள் ₹{{2}} பணம் கிடைத்தது. நன்றி! உங்கள் ஆர்டரை இப்போது பேக் செய்கிறோம்.',
  },
  dispatched: {
    en: 'Hello! This is {{1}}. Your enquiry {{2}} has been dispatched by {{3}}, LR number {{4}}. Collect it at their branch in your town with this LR number.',
    ta: 'வணக்கம்! இது {{1}}. உங்கள் ஆர்டர் {{2}} {{3}} மூலம் அனுப்பப்பட்டது, LR எண் {{4}}. இந்த LR எண்ணுடன் உங்கள் ஊரில் உள்ள அவர்களின் கிளையில் பெற்றுக்கொள்ளுங்கள்.',
  },
  ready_for_pickup: {
    en: 'Hello! This is {{1}}. Your enquiry {{2}} is packed and ready for pickup at {{3}}. Please bring this message when you collect it.',
    ta: 'வணக்கம்! இது {{1}}. உங்கள் ஆர்டர் {{2}} பேக் செய்யப்பட்டு {{3}}-இல் பெற்றுக்கொள்ள தயாராக உள்ளது. பெற்றுக்கொள்ள வரும்போது இந்தச் செய்தியைக் காட்டவும்.',
  },
  cancelled: {
    en: 'Hello! This is {{1}}. Your enquiry {{2}} has been cancelled. Please call us if you have any questions.',
    ta: 'வணக்கம்! இது {{1}}. உங்கள் ஆர்டர் {{2}} ரத்து செய்யப்பட்டது. சந்தேகம் இருந்தால் எங்களை அழைக்கவும்.',
  },
};

/** The names we suggest for the WhatsApp templates (one name per event, one translation per language). */
export const SUGGESTED_WHATSAPP_TEMPLATE_NAMES: Record<ShopperMessageEvent, string> = {
  confirmed: 'enquiry_confirmed',
  payment_verified: 'payment_received',
  dispatched: 'enquiry_dispatched',
  ready_for_pickup: 'ready_for_pickup',
  cancelled: 'enquiry_cancelled',
};

/** A template body in DLT form: "{#var#}" for each variable, "Rs." for the rupee sign. */
export const dltTemplateText = (event: ShopperMessageEvent, language: ShopperMessageLanguage) =>
  SHOPPER_MESSAGE_TEMPLATES[event][language].replace(/\{\{\d+\}\}/g, '{#var#}').replace(/₹/g, 'Rs.');

/** The message as the shopper reads it (the history line, the console's wa.me text). */
export function renderShopperMessage(
  event: ShopperMessageEvent,
  language: ShopperMessageLanguage,
  params: readonly string[],
): string {
  return SHOPPER_MESSAGE_TEMPLATES[event][language].replace(
    /\{\{(\d+)\}\}/g,
    (whole, n: string) => params[Number(n) - 1] ?? whole,
  );
}

/** What staff read about the messages (console and history lines). */
export const SHOPPER_MESSAGE_COPY = {
  eventLabels: {
    confirmed: 'Enquiry confirmed',
    payment_verified: 'Payment received',
    dispatched: 'Dispatched',
    ready_for_pickup: 'Ready for pickup',
    cancelled: 'Cancelled',
  } satisfies Record<ShopperMessageEvent, string>,
  channelLabels: { sms: 'SMS', whatsapp: 'WhatsApp' } satisfies Record<ShopperMessageChannel, string>,
  statusLabels: {
    queued: 'Sending…',
    sent: 'Sent',
    failed: 'Not sent',
    skipped: 'Not sent',
  } satisfies Record<ShopperMessageStatus, string>,
  historySent: (channel: ShopperMessageChannel, event: ShopperMessageEvent, text: string) =>
    `${channel === 'sms' ? 'SMS' : 'WhatsApp message'} sent to the shopper (${SHOPPER_MESSAGE_COPY.eventLabels[event]}): ${text}`,
  optedOut: 'The shopper turned off WhatsApp messages',
  channelOff: (channel: ShopperMessageChannel) =>
    `${channel === 'sms' ? 'SMS' : 'WhatsApp'} messages are turned off in the shop's settings`,
  noTemplate: (channel: ShopperMessageChannel) =>
    channel === 'sms'
      ? 'No DLT template id for this event in settings'
      : 'No WhatsApp template name for this event in settings',
  noPhone: 'The enquiry has no mobile number',
  messageNotFound: 'Message not found',
  retryNotAllowed: 'Only a message that could not be sent can be sent again',
  author: 'Shop messages',
} as const;

/** The console's settings form and PUT /admin/shopper-messages/settings. Secrets: blank keeps the saved one. */
const templateRef = z.string().trim().max(100, 'At most 100 characters');
const perEvent = Object.fromEntries(SHOPPER_MESSAGE_EVENTS.map((e) => [e, templateRef.optional()])) as Record<
  ShopperMessageEvent,
  z.ZodOptional<typeof templateRef>
>;

export const ShopperMessageSettingsInputSchema = z.object({
  smsEnabled: z.boolean(),
  msg91AuthKey: z.string().trim().max(200).optional(),
  msg91Sender: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{6})?$/, 'A DLT sender id is 6 letters')
    .optional(),
  smsTemplateIds: z.object(perEvent),
  whatsappEnabled: z.boolean(),
  whatsappPhoneNumberId: z
    .string()
    .trim()
    .regex(/^\d{0,30}$/, 'The phone number id is digits (WhatsApp Manager → API setup)')
    .optional(),
  whatsappToken: z.string().trim().max(1000).optional(),
  whatsappTemplateNames: z.object(
    Object.fromEntries(
      SHOPPER_MESSAGE_EVENTS.map((e) => [
        e,
        z
          .string()
          .trim()
          .regex(/^[a-z0-9_]{0,512}$/, 'Lower-case letters, digits and _ only, as WhatsApp names templates')
          .optional(),
      ]),
    ) as Record<ShopperMessageEvent, z.ZodOptional<z.ZodString>>,
  ),
});
export type ShopperMessageSettingsInput = z.infer<typeof ShopperMessageSettingsInputSchema>;

/** The shopper's own choice (storefront account settings). */
export const MessagePreferencesSchema = z.object({
  whatsappOptOut: z.boolean().optional(),
  language: z.enum(SHOPPER_MESSAGE_LANGUAGES).optional(),
});
export type MessagePreferences = z.infer<typeof MessagePreferencesSchema>;
