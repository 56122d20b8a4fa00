// One April of a Sivakasi shop (state 33) for the export tests: intra- and inter-state, registered and
// unregistered buyers, a coupon discount, packing, rounding both ways, a B2C large invoice, and credit
// notes against a B2B, a B2C small and a B2C large invoice.
import { fixtureDocument, fixtureGstin } from './book-fixtures.ts';

export const BUYER_GSTIN = fixtureGstin('29', 'AAFCB1234C');

const intraSmall = fixtureDocument({
  number: 'UC/26-27/00001',
  issuedAt: '2026-04-02T05:00:00Z',
  buyerName: 'Ravi, Kumar',
  lines: [
    { quantity: 3, ratePaise: 423_73, discountPaise: 50_00, description: 'Flower Pots Big' },
    { quantity: 10, ratePaise: 84_75, gstRateBp: 1800, description: 'Sparklers 15cm', unit: 'pkt' },
    { kind: 'packing', quantity: 1, ratePaise: 150_00, hsn: '3604' },
  ],
});
const interB2b = fixtureDocument({
  number: 'UC/26-27/00002',
  issuedAt: '2026-04-10T20:00:00Z', // 11 April in India
  buyerName: 'Bengaluru Traders',
  buyerGstin: BUYER_GSTIN,
  placeOfSupplyCode: '29',
  lines: [
    { quantity: 20, ratePaise: 1_271_19, description: 'Gift Box Deluxe' },
    {
      quantity: 5,
      ratePaise: 100_00,
      gstRateBp: 1200,
      hsn: '4819',
      description: 'Carton boxes',
      unit: 'nos',
    },
  ],
});
const interLarge = fixtureDocument({
  number: 'UC/26-27/00003',
  issuedAt: '2026-04-15T06:00:00Z',
  buyerName: 'Kochi Festival Committee',
  placeOfSupplyCode: '32',
  lines: [{ quantity: 100, ratePaise: 1_000_00, description: 'Aerial Shots 120' }],
});
const intraLargeUnregistered = fixtureDocument({
  number: 'UC/26-27/00004',
  issuedAt: '2026-04-20T06:00:00Z',
  buyerName: 'Temple Trust',
  lines: [{ quantity: 200, ratePaise: 2_000_00, description: 'Garland 1000' }],
});
const noteSmall = fixtureDocument({
  kind: 'credit_note',
  number: 'UC/CN/26-27/0001',
  issuedAt: '2026-04-25T06:00:00Z',
  against: intraSmall,
  lines: [{ quantity: 1, ratePaise: 423_73, description: 'Flower Pots Big' }],
});
const noteB2b = fixtureDocument({
  kind: 'credit_note',
  number: 'UC/CN/26-27/0002',
  issuedAt: '2026-04-26T06:00:00Z',
  against: interB2b,
  reason: 'Cancelled',
  lines: [
    { quantity: 20, ratePaise: 1_271_19, description: 'Gift Box Deluxe' },
    {
      quantity: 5,
      ratePaise: 100_00,
      gstRateBp: 1200,
      hsn: '4819',
      description: 'Carton boxes',
      unit: 'nos',
    },
  ],
});
const noteLarge = fixtureDocument({
  kind: 'credit_note',
  number: 'UC/CN/26-27/0003',
  issuedAt: '2026-04-28T06:00:00Z',
  against: interLarge,
  lines: [{ quantity: 10, ratePaise: 1_000_00, description: 'Aerial Shots 120' }],
});

export const APRIL = {
  intraSmall,
  interB2b,
  interLarge,
  intraLargeUnregistered,
  noteSmall,
  noteB2b,
  noteLarge,
};
export const APRIL_DOCS = Object.values(APRIL);

/** '-1234.56' → -123456, by string surgery: the parse-back must not use floats either. */
export function paiseOf(text: string): number {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!m) throw new Error(`Not an amount: ${text}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
}
