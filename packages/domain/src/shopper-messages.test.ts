import { describe, expect, it } from 'vitest';
import {
  dltTemplateText,
  renderShopperMessage,
  SHOPPER_MESSAGE_EVENTS,
  SHOPPER_MESSAGE_LANGUAGES,
  SHOPPER_MESSAGE_TEMPLATES,
  shopperMessageParams,
} from './shopper-messages.ts';

const values = {
  shopName: 'Unique Crackers',
  orderNumber: 'ENQ-000123',
  total: 452_000,
  transportName: 'KPN Parcel Service',
  lrNumber: 'LR 558712',
  pickupPlace: 'KPN Koyambedu, Chennai',
};

describe('shopper message templates', () => {
  it('use every variable of their event exactly once, in both languages, never first or last', () => {
    for (const event of SHOPPER_MESSAGE_EVENTS) {
      const count = shopperMessageParams(event, values).length;
      for (const language of SHOPPER_MESSAGE_LANGUAGES) {
        const text = SHOPPER_MESSAGE_TEMPLATES[event][language];
        const used = [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])).sort();
        expect(used, `${event}/${language}`).toEqual(Array.from({ length: count }, (_, i) => i + 1));
        // WhatsApp refuses a body that starts or ends with a variable.
        expect(text.trim()).not.toMatch(/^\{\{|\}\}[.!]?$/);
      }
    }
  });

  it('fill the dispatch message with transport and LR number, amounts in Indian grouping without ₹', () => {
    expect(shopperMessageParams('dispatched', values)).toEqual([
      'Unique Crackers',
      'ENQ-000123',
      'KPN Parcel Service',
      'LR 558712',
    ]);
    expect(shopperMessageParams('confirmed', values)[2]).toBe('4,52,000');
    expect(renderShopperMessage('confirmed', 'en', shopperMessageParams('confirmed', values))).toBe(
      'Hello! This is Unique Crackers. Your enquiry ENQ-000123 is confirmed. Amount to pay: ₹4,52,000. We will send the payment details shortly.',
    );
  });

  it('cut each variable to the 30 characters a DLT variable holds', () => {
    const long = shopperMessageParams('dispatched', {
      ...values,
      transportName: 'Sri Murugan Roadways Parcel Service Sivakasi',
    });
    expect(long[2]).toBe('Sri Murugan Roadways Parcel Se');
  });

  it('give the DLT form with {#var#} and Rs. (no rupee sign, which would make the SMS Unicode)', () => {
    expect(dltTemplateText('payment_verified', 'en')).toBe(
      'Hello! This is {#var#}. We have received your payment of Rs.{#var#} for enquiry {#var#}. Thank you! We will pack your order now.',
    );
  });
});
