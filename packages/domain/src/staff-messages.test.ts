import { describe, expect, it } from 'vitest';
import {
  DESK_MESSAGES,
  DeskSettingsSchema,
  enquiryWhatsappMessage,
  EVENT_MESSAGES,
  ManualPaymentSchema,
  paymentRequestMessage,
  TAMIL_TEXT_MESSAGES,
  tamilText,
  whatsappLink,
} from './staff-messages.ts';

const values = {
  shopName: 'Unique Crackers',
  customerName: 'Priya',
  orderNumber: 'ENQ-000123',
  total: 4520,
  link: 'https://shop.example/enquiries/abc',
};

describe('paymentRequestMessage', () => {
  it("uses the default words with the total in Indian rupees and the enquiry's link", () => {
    expect(paymentRequestMessage(values)).toBe(
      'Unique Crackers: your enquiry ENQ-000123 is confirmed. Please pay ₹4,520 by UPI and upload the screenshot: https://shop.example/enquiries/abc',
    );
  });

  it("uses the shop's own template, leaving unknown placeholders as written", () => {
    const templates = { paymentRequest: 'Pay {total} for {orderNumber} at {link} {unknown}' };
    expect(paymentRequestMessage({ ...values, total: 100000.5 }, templates)).toBe(
      'Pay ₹1,00,000.50 for ENQ-000123 at https://shop.example/enquiries/abc {unknown}',
    );
  });

  it('falls back to the default when the template is blank', () => {
    expect(paymentRequestMessage(values, { paymentRequest: '   ' })).toBe(paymentRequestMessage(values));
  });
});

describe('enquiryWhatsappMessage', () => {
  it('greets the shopper by name about their enquiry', () => {
    expect(enquiryWhatsappMessage(values)).toBe(
      'Hello Priya, this is Unique Crackers about your enquiry ENQ-000123 of ₹4,520.',
    );
  });

  it('greets without a name and honours an override', () => {
    expect(enquiryWhatsappMessage({ ...values, customerName: null })).toMatch(/^Hello there,/);
    expect(enquiryWhatsappMessage(values, { enquiryCall: 'Vanakkam {customerName}!' })).toBe(
      'Vanakkam Priya!',
    );
  });
});

describe('whatsappLink', () => {
  it('prefixes 91 and encodes the text', () => {
    expect(whatsappLink('9876543210', 'Pay ₹4,520 & upload')).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent('Pay ₹4,520 & upload')}`,
    );
  });

  it('accepts numbers written with +91, 0 or spaces', () => {
    expect(whatsappLink('+91 98765 43210', 'x')).toBe('https://wa.me/919876543210?text=x');
    expect(whatsappLink('09876543210', 'x')).toBe('https://wa.me/919876543210?text=x');
  });
});

describe('desk texts', () => {
  it('formats the edit history line with old and new totals', () => {
    expect(DESK_MESSAGES.enquiryUpdated(4520, 3999.5)).toBe('Enquiry updated after call: ₹4,520 → ₹3,999.50');
  });

  it('names the new enquiry, its total and the shopper', () => {
    expect(EVENT_MESSAGES.orderCreated('ENQ-000123', 4520, 'Priya')).toBe(
      'New enquiry ENQ-000123 — ₹4,520 from Priya',
    );
  });
});

describe('DeskSettingsSchema', () => {
  it('accepts an IANA zone and refuses anything else', () => {
    expect(DeskSettingsSchema.parse({ paymentTiming: 'immediately', timezone: 'Asia/Kolkata' })).toEqual({
      paymentTiming: 'immediately',
      timezone: 'Asia/Kolkata',
      messageTemplates: {},
    });
    for (const timezone of ['Mars/Olympus', 'IST', '+05:30']) {
      const bad = DeskSettingsSchema.safeParse({ paymentTiming: 'after_call', timezone });
      expect(bad.success).toBe(false);
      expect(bad.error?.issues[0]?.message).toBe('Time zone must be an IANA zone such as Asia/Kolkata');
    }
    expect(DeskSettingsSchema.safeParse({ paymentTiming: 'after_call', timezone: 'UTC' }).success).toBe(true);
  });

  it("takes the storefront's WhatsApp texts; the enquiry message must keep the enquiry number", () => {
    const base = { paymentTiming: 'after_call', timezone: 'Asia/Kolkata' };
    const texts = { productShare: ' See {productName} ', chatGreeting: 'Hi {shopName}' };
    expect(DeskSettingsSchema.parse({ ...base, messageTemplates: texts }).messageTemplates).toEqual({
      productShare: 'See {productName}',
      chatGreeting: 'Hi {shopName}',
    });
    const bad = DeskSettingsSchema.safeParse({
      ...base,
      messageTemplates: { enquiryWhatsapp: 'Hi, {total}' },
    });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['messageTemplates', 'enquiryWhatsapp'],
      message: 'The enquiry message must contain {orderNumber}',
    });
    const long = DeskSettingsSchema.safeParse({ ...base, messageTemplates: { cartShare: 'x'.repeat(501) } });
    expect(long.error?.issues[0]?.message).toBe('A message template must be under 500 characters');
  });
});

describe('ManualPaymentSchema', () => {
  it('needs a 12-digit UTR and a positive amount', () => {
    expect(ManualPaymentSchema.safeParse({ utr: '512349876543', amount: 4520 }).success).toBe(true);
    expect(ManualPaymentSchema.safeParse({ utr: '5123498765', amount: 4520 }).success).toBe(false);
    expect(ManualPaymentSchema.safeParse({ utr: '512349876543', amount: 0 }).success).toBe(false);
  });
});

describe('tamilText', () => {
  const schema = tamilText('Name in Tamil', 10);
  const parse = (v: unknown) => schema.safeParse(v);

  it('trims what staff typed, and clears with an empty field or null', () => {
    expect(parse('  மத்தாப்பு ').data).toBe('மத்தாப்பு');
    expect(parse('').data).toBeNull();
    expect(parse(null).data).toBeNull();
  });

  it('stores one spelling whatever the keyboard typed (Unicode NFC)', () => {
    // கொ typed as its parts (க + ெ + ா) is kept as the single vowel sign ொ.
    expect(parse('க\u0bc6\u0bbe').data).toBe('க\u0bca');
  });

  it('drops angle brackets and script schemes, as other staff text', () => {
    expect(parse('<b>வெடி</b>').data).toBe('bவெடி/b');
  });

  it('refuses only spaces (and invisible characters) instead of saving a blank name', () => {
    for (const blank of ['   ', '\u200b', ' \u200c\t'])
      expect(parse(blank).error?.issues[0]?.message).toBe(TAMIL_TEXT_MESSAGES.onlySpaces('Name in Tamil'));
  });

  it('refuses text longer than the limit, and anything that is not text', () => {
    expect(parse('க'.repeat(10)).success).toBe(true);
    expect(parse('க'.repeat(11)).error?.issues[0]?.message).toBe(
      TAMIL_TEXT_MESSAGES.tooLong('Name in Tamil', 10),
    );
    expect(parse(5).error?.issues[0]?.message).toBe(TAMIL_TEXT_MESSAGES.notText('Name in Tamil'));
  });
});
