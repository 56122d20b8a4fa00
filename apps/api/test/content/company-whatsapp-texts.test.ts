// The storefront's WhatsApp texts (issue 15): staff change them in the desk settings, shoppers' pages
// read them from /company/public, and the desk's own templates never leave the console.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOPPER_MESSAGE_TEMPLATES } from '@pataka/domain/whatsapp';
import { adminToken } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { call } from '../staff/desk-fixtures.ts';
import { get } from '../catalogue/request.ts';

let t: TestApp;
let staff: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await adminToken(t.db, 'demo');
});
afterAll(() => t.app.close());

const base = { paymentTiming: 'after_call', timezone: 'Asia/Kolkata' };
const publicTemplates = async (tenant = 'demo') => {
  const { status, body } = await get(t, '/company/public', tenant);
  expect(status).toBe(200);
  return body.data.messageTemplates as Record<string, string>;
};

describe('WhatsApp texts', () => {
  it('are empty on the public endpoint until the shop changes them (the storefront uses the defaults)', async () => {
    expect(await publicTemplates()).toEqual({});
  });

  it('are offered to staff with their standard words', async () => {
    const res = await call(t, 'GET', '/admin/settings/desk', staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.defaultTemplates).toMatchObject(DEFAULT_SHOPPER_MESSAGE_TEMPLATES);
  });

  it("reach the shop's public data once staff save them, without the desk's own templates", async () => {
    const messageTemplates = {
      productShare: 'Paarunga! {productName} {price}',
      cartShare: '{lines}\n{total}',
      enquiryWhatsapp: 'Vanakkam {shopName}, enquiry {orderNumber}: {total}',
      chatGreeting: '  ',
      paymentRequest: 'Pay {total}: {link}',
      enquiryCall: 'Hello {customerName}',
    };
    const put = await call(t, 'PUT', '/admin/settings/desk', staff.token, { ...base, messageTemplates });
    try {
      expect(put.statusCode, put.body).toBe(200);
      // The blank greeting means "the standard words": it is not stored.
      expect(put.json().data.messageTemplates).not.toHaveProperty('chatGreeting');
      expect(await publicTemplates()).toEqual({
        productShare: 'Paarunga! {productName} {price}',
        cartShare: '{lines}\n{total}',
        enquiryWhatsapp: 'Vanakkam {shopName}, enquiry {orderNumber}: {total}',
      });
      // Another shop's texts are its own.
      expect(await publicTemplates('demo2')).toEqual({});
    } finally {
      await call(t, 'PUT', '/admin/settings/desk', staff.token, base);
    }
    expect(await publicTemplates()).toEqual({});
  });

  it('refuses an enquiry message without the enquiry number', async () => {
    const res = await call(t, 'PUT', '/admin/settings/desk', staff.token, {
      ...base,
      messageTemplates: { enquiryWhatsapp: 'Hello, my total is {total}' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The enquiry message must contain {orderNumber}');
  });
});
