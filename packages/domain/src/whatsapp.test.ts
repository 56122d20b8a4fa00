import { describe, expect, it } from 'vitest';
import {
  cartShareMessage,
  chatGreetingMessage,
  enquiryForShopMessage,
  fillPlaceholders,
  productShareMessage,
  shareTextWithUrl,
  whatsappLink,
  whatsappShareLink,
} from './whatsapp.ts';

const shopName = 'Unique Crackers';
const url = 'https://demo.pataka.in/product/flower-pots-deluxe';

/** The text a wa.me link carries, decoded the way WhatsApp reads it. */
const textOf = (link: string) => {
  const text = new URL(link).searchParams.get('text');
  if (text === null) throw new Error(`no text in ${link}`);
  // searchParams would read a literal + as a space; prove there is none (spaces must be %20).
  expect(link).not.toMatch(/\+/);
  return text;
};

describe('productShareMessage', () => {
  it('names the product and its price in rupees, and carries the canonical URL apart', () => {
    const share = productShareMessage({ shopName, productName: 'Flower Pots Deluxe', price: 1250, url });
    expect(share).toEqual({
      title: 'Flower Pots Deluxe',
      text: 'Have a look at Flower Pots Deluxe for ₹1,250 at Unique Crackers',
      url,
    });
  });

  it("uses the shop's words, and the link is still added for WhatsApp", () => {
    const share = productShareMessage(
      { shopName, productName: '1000 Wala', price: 100000.5, url },
      { productShare: 'Vanakkam! {productName} {price} {unknown}' },
    );
    expect(share.text).toBe('Vanakkam! 1000 Wala ₹1,00,000.50 {unknown}');
    expect(textOf(whatsappShareLink(share))).toBe(`Vanakkam! 1000 Wala ₹1,00,000.50 {unknown}\n${url}`);
  });

  it('falls back to the standard words when the template is blank', () => {
    const input = { shopName, productName: 'Rocket', price: 10, url };
    expect(productShareMessage(input, { productShare: '  ' })).toEqual(productShareMessage(input));
  });
});

describe('cartShareMessage', () => {
  const lines = [
    { name: 'Flower Pots Deluxe', quantity: 3 },
    { name: 'Rocket & Bomb (10 pcs)', quantity: 12 },
  ];

  it('lists every line as name × qty and the total, then the shop URL', () => {
    const share = cartShareMessage({ shopName, lines, total: 4520.5, url: 'https://demo.pataka.in/' });
    expect(share.text).toBe(
      'My crackers list from Unique Crackers:\nFlower Pots Deluxe × 3\nRocket & Bomb (10 pcs) × 12\nTotal: ₹4,520.50',
    );
    const link = whatsappShareLink(share);
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    // & and # would end the text early if not encoded; the line breaks must survive.
    expect(link).toContain('%26');
    expect(textOf(link)).toBe(`${share.text}\nhttps://demo.pataka.in/`);
  });
});

describe('enquiryForShopMessage', () => {
  const input = {
    shopName,
    orderNumber: 'ENQ-000123',
    lines: [
      { name: 'Flower Pots Deluxe', quantity: 3, amount: 1050 },
      { name: 'Sky Shot #12', quantity: 2, amount: 123456 },
    ],
    total: 127740,
  };

  it('carries the enquiry number, each line with its amount and the total', () => {
    expect(enquiryForShopMessage(input)).toBe(
      'Hello Unique Crackers, I have sent enquiry ENQ-000123:\n' +
        'Flower Pots Deluxe × 3 = ₹1,050\n' +
        'Sky Shot #12 × 2 = ₹1,23,456\n' +
        'Total: ₹1,27,740',
    );
  });

  it("opens the shop's chat with that text, # and line breaks intact", () => {
    const link = whatsappLink('919443212345', enquiryForShopMessage(input));
    expect(link.startsWith('https://wa.me/919443212345?text=')).toBe(true);
    expect(textOf(link)).toBe(enquiryForShopMessage(input));
  });

  it("uses the shop's template", () => {
    expect(enquiryForShopMessage(input, { enquiryWhatsapp: '{orderNumber} / {total}' })).toBe(
      'ENQ-000123 / ₹1,27,740',
    );
  });
});

describe('chatGreetingMessage', () => {
  it('greets the shop by name, in its own words when set', () => {
    expect(chatGreetingMessage(shopName)).toBe(
      'Hello Unique Crackers, I would like to know more about your crackers.',
    );
    expect(chatGreetingMessage(shopName, { chatGreeting: 'Hi {shopName}' })).toBe('Hi Unique Crackers');
  });
});

describe('whatsappLink', () => {
  it('takes the last 10 digits of any Indian form and prefixes 91', () => {
    for (const phone of ['9443212345', '919443212345', '+91 94432 12345', '09443212345'])
      expect(whatsappLink(phone, 'hi')).toBe('https://wa.me/919443212345?text=hi');
  });
});

describe('fillPlaceholders', () => {
  it('leaves unknown and inherited names as written and trims line ends', () => {
    expect(fillPlaceholders('{a} {toString} {b}  \n x ', { a: '1' })).toBe('1 {toString} {b}\n x');
  });
});

describe('shareTextWithUrl', () => {
  it('is just the URL when the words are empty', () => {
    expect(shareTextWithUrl({ title: 't', text: '', url })).toBe(url);
  });
});
