import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '../../src/db/schema/tenants.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { multipart } from './multipart.ts';
import { receiptPng } from './receipt-image.ts';

let t: TestApp;
let staff: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await adminToken(t.db, 'demo')).token;
  customer = (await customerWithToken(t.db, 'demo')).token;
});
afterAll(() => t.app.close());

const validate = (body: Record<string, unknown>, token: string | null = customer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payment-extraction/validate-total',
    headers: as('demo', token ?? undefined),
    payload: body,
  });

describe('POST /payment-extraction/extract-customer', () => {
  it('reads a screenshot for staff', async () => {
    const body = multipart({
      fileName: 'gpay.png',
      contentType: 'image/png',
      bytes: await receiptPng({ amount: 1234, payeeUpiId: 'shop@okaxis', utr: '123456789012' }),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment-extraction/extract-customer',
      headers: { ...as('demo', staff), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      payments: [
        expect.objectContaining({
          fileName: 'gpay.png',
          utr: '123456789012',
          amount: 1234,
          app: 'Google Pay',
        }),
      ],
      totalExtracted: 1234,
    });
  });

  it("compares the payee read with the shop's own UPI id and name", async () => {
    // 'ayyanfw411' mixes letters and digits OCR confuses (1/l): with no shop id to compare it with, it
    // is shown only if unambiguous; as the shop's own id it is shown as the shop spells it.
    const read = async () => {
      const body = multipart({
        fileName: 'gpay.png',
        contentType: 'image/png',
        bytes: await receiptPng({ amount: 250, payeeUpiId: 'ayyanfw411@okaxis', utr: '512345678901' }),
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payment-extraction/extract-customer',
        headers: { ...as('demo', staff), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.payments[0];
    };
    const setShop = (upiId: string, upiPayeeName: string) =>
      t.db.update(companySettings).set({ upiId, upiPayeeName }).where(eq(companySettings.tenantId, 'demo'));

    await setShop('ayyanfw411@okaxis', 'Sivakasi Crackers World');
    expect(await read()).toMatchObject({
      payeeUpiId: 'ayyanfw411@okaxis',
      payeeName: 'Sivakasi Crackers World',
    });
    // Another shop's id that OCR could not tell from this one either way: no payee rather than a guess.
    await setShop('ayyanfw412@okaxis', 'Ayyan Fireworks');
    expect(await read()).toMatchObject({ payeeUpiId: null, utr: '512345678901', amount: 250 });
  });

  it('is for staff only, and only for images or PDFs', async () => {
    const text = multipart({ fileName: 'x.png', contentType: 'image/png', bytes: Buffer.from('hello') });
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment-extraction/extract-customer',
      headers: { ...as('demo', customer), ...text.headers },
      payload: text.payload,
    });
    expect(asCustomer.statusCode).toBe(403);
    const asStaff = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment-extraction/extract-customer',
      headers: { ...as('demo', staff), ...text.headers },
      payload: text.payload,
    });
    expect(asStaff.statusCode).toBe(415);
  });
});

describe('POST /payment-extraction/validate-total', () => {
  it('accepts payments that add up to the order total exactly', async () => {
    const res = await validate({ payments: [{ amount: 1000 }, { amount: 234.5 }], orderTotal: 1234.5 });
    expect(res.json().data).toEqual({
      isValid: true,
      totalExtracted: 1234.5,
      difference: 0,
      message: 'Payment total matches the order total',
    });
  });

  it('says by how much a payment falls short or exceeds', async () => {
    expect((await validate({ payments: [{ amount: 1000 }], orderTotal: 1234 })).json().data).toEqual({
      isValid: false,
      totalExtracted: 1000,
      difference: -234,
      message: 'Payment total is ₹234 less than the order total',
    });
    expect(
      (await validate({ payments: [{ amount: 1300 }], orderTotal: 1234 }, staff)).json().data.message,
    ).toBe('Payment total is ₹66 more than the order total');
  });

  it('needs a signed-in caller and a well-formed body', async () => {
    expect((await validate({ payments: [], orderTotal: 1 }, null)).statusCode).toBe(401);
    expect((await validate({ payments: [{ amount: -1 }], orderTotal: 1 })).statusCode).toBe(400);
    expect((await validate({ payments: 'all of them', orderTotal: 1 })).statusCode).toBe(400);
  });
});
