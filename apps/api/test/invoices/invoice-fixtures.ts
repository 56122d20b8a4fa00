import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { gstinCheckChar } from '@pataka/domain/shop-admin';
import { companySettings } from '../../src/db/schema/tenants.ts';
import type { Db } from '../../src/db/types.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { call, placeEnquiry } from '../staff/desk-fixtures.ts';

/** A GSTIN of Tamil Nadu (33) with a correct check character. */
export const SHOP_GSTIN = `33AAPFU0939F1Z${gstinCheckChar('33AAPFU0939F1Z')}`;
/** A Karnataka business buyer. */
export const BUYER_GSTIN = `29AABCT3518Q1Z${gstinCheckChar('29AABCT3518Q1Z')}`;

export const TN_ADDRESS = {
  name: 'Lakshmi Narayanan',
  phone: '9876543210',
  street: '12, Car Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  zipCode: '625001',
  country: 'India',
};

/** A registered Sivakasi shop: prefix UC, prices include GST, HSN 3604 at 18 %. */
export async function registerShop(
  db: Db,
  tenantId = 'demo',
  extra: Partial<typeof companySettings.$inferInsert> = {},
) {
  await db
    .update(companySettings)
    .set({
      companyName: 'Unique Crackers',
      address: {
        street: '4/12 Bypass Road',
        city: 'Sivakasi',
        state: 'Tamil Nadu',
        zipCode: '626123',
        country: 'India',
      },
      taxId: SHOP_GSTIN,
      licenseNumber: 'E/SC/TN/22/1234',
      gstRegistered: true,
      invoicePrefix: 'UC',
      invoiceFooter:
        'Goods once sold are not taken back. We declare that this invoice shows the actual price.',
      ...extra,
    })
    .where(eq(companySettings.tenantId, tenantId));
}

let utr = 0;
const nextUtr = () => `7123${String(process.pid % 10_000).padStart(4, '0')}${String(++utr).padStart(4, '0')}`;

/** An enquiry placed by the shopper, confirmed and paid (a verified manual payment). */
export async function paidEnquiry(
  t: TestApp,
  staffToken: string,
  shopperToken: string,
  lines: Array<[string, number]>,
  extra: Record<string, unknown> = {},
) {
  const order = await placeEnquiry(t, shopperToken, lines, extra);
  const confirmed = await call(t, 'PATCH', `/orders/${order.id}/status`, staffToken, { status: 'confirmed' });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const paid = await call(t, 'POST', `/orders/${order.id}/payments/manual`, staffToken, {
    utr: nextUtr(),
    amount: order.total,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return order;
}

export const uniqueTag = () => randomUUID().slice(0, 6);
