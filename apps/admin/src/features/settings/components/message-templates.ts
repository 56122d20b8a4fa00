// The message templates staff edit in the desk settings: what each is for, the placeholders it
// understands, and a preview with sample data built by the same domain function the message uses.
import { fillTemplate, MESSAGE_TEMPLATE_KEYS, type MessageTemplateKey } from '@pataka/domain/staff-messages';
import {
  cartShareMessage,
  chatGreetingMessage,
  enquiryForShopMessage,
  productShareMessage,
  shareTextWithUrl,
  SHOPPER_TEMPLATE_PLACEHOLDERS,
} from '@pataka/domain/whatsapp';

export type TemplateGroup = 'desk' | 'storefront';

export type TemplateField = {
  key: MessageTemplateKey;
  group: TemplateGroup;
  label: string;
  when: string;
  placeholders: readonly string[];
  /** The message as it would go out with `template` and sample data. */
  preview: (template: string) => string;
};

/** What every placeholder stands for (the legend above the fields). */
export const PLACEHOLDER_MEANINGS: Record<string, string> = {
  '{shopName}': 'your shop’s name',
  '{customerName}': 'the shopper’s name',
  '{orderNumber}': 'the enquiry number, e.g. ENQ-000123',
  '{total}': 'the enquiry or cart total, e.g. ₹4,520',
  '{link}': 'the link to the shopper’s enquiry page (where they pay)',
  '{productName}': 'the product’s name',
  '{price}': 'the product’s price, e.g. ₹450',
  '{lines}': 'one line per item: name × quantity (with its amount in an enquiry)',
};

const SHOP = 'Your Shop';
const DESK_SAMPLE = {
  shopName: SHOP,
  customerName: 'Priya',
  orderNumber: 'ENQ-000123',
  total: 4520,
  link: 'https://…/order/ENQ-000123',
};
const SAMPLE_LINES = [
  { name: 'Flower Pots Deluxe', quantity: 2, amount: 900 },
  { name: '1000 Wala', quantity: 1, amount: 3620 },
];
const SHOP_URL = 'https://your-shop.example/';
const asTemplates = (key: MessageTemplateKey, template: string) => ({ [key]: template });
const DESK_PLACEHOLDERS = ['{shopName}', '{customerName}', '{orderNumber}', '{total}', '{link}'];

// A record, so that a key added in the domain without a field here does not compile.
const FIELDS: Record<MessageTemplateKey, Omit<TemplateField, 'key'>> = {
  paymentRequest: {
    group: 'desk',
    label: 'Payment request',
    when: 'Sent (SMS, and WhatsApp from the enquiry page) when you press Request payment.',
    placeholders: DESK_PLACEHOLDERS,
    preview: (t) => fillTemplate(t, DESK_SAMPLE),
  },
  enquiryCall: {
    group: 'desk',
    label: 'Enquiry call',
    when: 'Pre-filled when you press WhatsApp on an enquiry.',
    placeholders: DESK_PLACEHOLDERS,
    preview: (t) => fillTemplate(t, DESK_SAMPLE),
  },
  productShare: {
    group: 'storefront',
    label: 'Product share',
    when: 'When a shopper shares a product. The product’s link is added at the end.',
    placeholders: SHOPPER_TEMPLATE_PLACEHOLDERS.productShare,
    preview: (t) =>
      shareTextWithUrl(
        productShareMessage(
          { shopName: SHOP, productName: 'Flower Pots Deluxe', price: 450, url: `${SHOP_URL}product/…` },
          asTemplates('productShare', t),
        ),
      ),
  },
  cartShare: {
    group: 'storefront',
    label: 'Cart share',
    when: 'When a shopper shares their cart. Your shop’s link is added at the end.',
    placeholders: SHOPPER_TEMPLATE_PLACEHOLDERS.cartShare,
    preview: (t) =>
      shareTextWithUrl(
        cartShareMessage(
          { shopName: SHOP, lines: SAMPLE_LINES, total: 4520, url: SHOP_URL },
          asTemplates('cartShare', t),
        ),
      ),
  },
  enquiryWhatsapp: {
    group: 'storefront',
    label: 'Enquiry on WhatsApp',
    when: 'What the shopper sends you with "Send this enquiry on WhatsApp". It must contain {orderNumber}.',
    placeholders: SHOPPER_TEMPLATE_PLACEHOLDERS.enquiryWhatsapp,
    preview: (t) =>
      enquiryForShopMessage(
        { shopName: SHOP, orderNumber: 'ENQ-000123', lines: SAMPLE_LINES, total: 4520 },
        asTemplates('enquiryWhatsapp', t),
      ),
  },
  chatGreeting: {
    group: 'storefront',
    label: 'Chat button greeting',
    when: 'The first line of a chat opened with the WhatsApp button on every page.',
    placeholders: SHOPPER_TEMPLATE_PLACEHOLDERS.chatGreeting,
    preview: (t) => chatGreetingMessage(SHOP, asTemplates('chatGreeting', t)),
  },
};

export const TEMPLATE_FIELDS: TemplateField[] = MESSAGE_TEMPLATE_KEYS.map((key) => ({ key, ...FIELDS[key] }));
