// What the storefront says on WhatsApp in the shop's own words: the product and cart share texts, the
// enquiry sent to the shop and the floating chat button's opening line. One pure builder per message,
// used by every caller (storefront, console preview, tests).
//
// Kept free of zod and of the staff-only templates on purpose: the floating chat button is on every
// storefront page, so this module ships to shoppers. staff-messages.ts adds these keys to the list staff
// edit (MESSAGE_TEMPLATE_KEYS), so company_settings.messageTemplates stays one map.
import { formatINR } from './money.ts';
import { defineMessages } from './i18n.ts';

/** The templates the storefront uses; the public company endpoint exposes these and no others. */
export const SHOPPER_MESSAGE_TEMPLATE_KEYS = [
  'productShare',
  'cartShare',
  'enquiryWhatsapp',
  'chatGreeting',
] as const;
export type ShopperMessageTemplateKey = (typeof SHOPPER_MESSAGE_TEMPLATE_KEYS)[number];
/** Only the templates a shop changed; the others use DEFAULT_SHOPPER_MESSAGE_TEMPLATES. */
export type ShopperMessageTemplates = Partial<Record<ShopperMessageTemplateKey, string>>;

/**
 * The standard words. The share texts never carry the link themselves: the builders add it, so a shop
 * editing the words cannot lose it, and navigator.share gets text and url apart (no link shown twice).
 */
export const DEFAULT_SHOPPER_MESSAGE_TEMPLATES: Record<ShopperMessageTemplateKey, string> = {
  productShare: 'Have a look at {productName} for {price} at {shopName}',
  cartShare: 'My crackers list from {shopName}:\n{lines}\nTotal: {total}',
  enquiryWhatsapp: 'Hello {shopName}, I have sent enquiry {orderNumber}:\n{lines}\nTotal: {total}',
  chatGreeting: 'Hello {shopName}, I would like to know more about your crackers.',
};

/** The placeholders each template understands (the console lists them beside the field). */
export const SHOPPER_TEMPLATE_PLACEHOLDERS: Record<ShopperMessageTemplateKey, readonly string[]> = {
  productShare: ['{shopName}', '{productName}', '{price}'],
  cartShare: ['{shopName}', '{lines}', '{total}'],
  enquiryWhatsapp: ['{shopName}', '{orderNumber}', '{lines}', '{total}'],
  chatGreeting: ['{shopName}'],
};

/**
 * Replaces `{name}` with its value; unknown placeholders stay as written (a typo shows, rather than
 * vanishing). Trailing blanks on each line go, and the whole text is trimmed.
 */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>): string {
  return template
    .replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? values[key]! : whole))
    .replace(/[ \t]+$/gm, '')
    .trim();
}

const templateFor = (key: ShopperMessageTemplateKey, templates: ShopperMessageTemplates | null | undefined) =>
  templates?.[key]?.trim() || DEFAULT_SHOPPER_MESSAGE_TEMPLATES[key];

/** A share: `text` is the shop's words, `url` the page; wa.me gets both in one text. */
export type ShareMessage = { title: string; text: string; url: string };

export type ShareLine = { name: string; quantity: number };
/** An enquiry line with its amount in rupees (the line total). */
export type EnquiryLine = ShareLine & { amount: number };

/** "Flower Pots Deluxe × 3", one line per item. */
const listLines = (lines: readonly ShareLine[]) => lines.map((l) => `${l.name} × ${l.quantity}`).join('\n');

/** "Flower Pots Deluxe × 3 = ₹1,050", one line per item. */
const listAmountLines = (lines: readonly EnquiryLine[]) =>
  lines.map((l) => `${l.name} × ${l.quantity} = ${formatINR(l.amount)}`).join('\n');

export function productShareMessage(
  input: { shopName: string; productName: string; /** Rupees. */ price: number; url: string },
  templates?: ShopperMessageTemplates | null,
): ShareMessage {
  const text = fillPlaceholders(templateFor('productShare', templates), {
    shopName: input.shopName,
    productName: input.productName,
    price: formatINR(input.price),
  });
  return { title: input.productName, text, url: input.url };
}

export function cartShareMessage(
  input: { shopName: string; lines: readonly ShareLine[]; /** Rupees. */ total: number; url: string },
  templates?: ShopperMessageTemplates | null,
): ShareMessage {
  const text = fillPlaceholders(templateFor('cartShare', templates), {
    shopName: input.shopName,
    lines: listLines(input.lines),
    total: formatINR(input.total),
  });
  return { title: input.shopName, text, url: input.url };
}

/** What the shopper sends the shop after placing an enquiry: its number, each line and the total. */
export function enquiryForShopMessage(
  input: {
    shopName: string;
    orderNumber: string;
    lines: readonly EnquiryLine[];
    /** Rupees. */ total: number;
  },
  templates?: ShopperMessageTemplates | null,
): string {
  return fillPlaceholders(templateFor('enquiryWhatsapp', templates), {
    shopName: input.shopName,
    orderNumber: input.orderNumber,
    lines: listAmountLines(input.lines),
    total: formatINR(input.total),
  });
}

/** The floating chat button's opening line. */
export function chatGreetingMessage(shopName: string, templates?: ShopperMessageTemplates | null): string {
  return fillPlaceholders(templateFor('chatGreeting', templates), { shopName });
}

/** The text a share carries where there is no separate url field (wa.me, clipboard): words, then link. */
export const shareTextWithUrl = (share: ShareMessage) =>
  share.text ? `${share.text}\n${share.url}` : share.url;

/** wa.me without a number: WhatsApp asks whom to send it to. */
export const whatsappShareLink = (share: ShareMessage) =>
  `https://wa.me/?text=${encodeURIComponent(shareTextWithUrl(share))}`;

/**
 * wa.me link for an Indian mobile number (10 digits, or with a 91/+91/0 prefix) and a prefilled text.
 * encodeURIComponent, not URLSearchParams: line breaks, ₹, & and # survive, and spaces are %20, not `+`.
 */
export function whatsappLink(phone: string, text: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length > 10 ? digits.slice(-10) : digits;
  return `https://wa.me/91${national}?text=${encodeURIComponent(text)}`;
}

/** What the shopper reads on the WhatsApp buttons (Tamil: ta/whatsapp.ta.ts). */
export const WHATSAPP_COPY = defineMessages('whatsapp', {
  shareProduct: 'Share',
  shareCart: 'Share list',
  sendEnquiry: 'Send this enquiry on WhatsApp',
  chatWithUs: 'Chat with us on WhatsApp',
});
