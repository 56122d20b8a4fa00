import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshProofsForUpload } from '../../src/modules/payment-proofs/proof-flags.service.ts';
import { setUploadExtraction } from '../../src/modules/uploads/uploads.queries.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { orderBody, seedOrderCatalogue, SHOP_UPI_ID, type Catalogue } from '../orders/order-fixtures.ts';
import { multipart, tinyPdf } from './multipart.ts';
import { receiptPng } from './receipt-image.ts';

let t: TestApp;
let dataDir: string;
let shop: Catalogue;
let owner: { id: string; token: string };
let stranger: { id: string; token: string };
let staff: { token: string };
let receipt: Buffer;
const UTR = '409912345678';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pataka-proofs-'));
  t = await createTestApp({ dataDir });
  shop = await seedOrderCatalogue(t.db, 'demo');
  owner = await customerWithToken(t.db, 'demo');
  stranger = await customerWithToken(t.db, 'demo');
  staff = await adminToken(t.db, 'demo');
  // 3 rockets: ₹1,200 + 3 % packing = ₹1,236, paid to the shop's own UPI id.
  receipt = await receiptPng({ amount: 1236, payeeUpiId: SHOP_UPI_ID, utr: UTR });
});
afterAll(async () => {
  await t.app.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function placeOrder(qty: number, token = owner.token) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders/my-order',
    headers: as('demo', token),
    payload: orderBody([[shop.rocket.id, qty]]),
  });
  return res.json().data as { id: string; total: number };
}
async function upload(bytes: Buffer, fileName: string, contentType: string, token = owner.token) {
  const body = multipart({ fileName, contentType, bytes });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/payment-proof',
    headers: { ...as('demo', token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; url: string; extractedData: Record<string, unknown> };
}
/** Polls GET /uploads/{id} the way the web does until the reading is stored. */
async function extracted(id: string, token = owner.token) {
  for (let i = 0; i < 150; i += 1) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uploads/${id}`,
      headers: as('demo', token),
    });
    const data = res.json().data.extractedData;
    if (data.extraction !== 'processing') return data;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('extraction did not finish');
}
const attach = (orderId: string, body: Record<string, unknown>, token = owner.token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/payment-proof`,
    headers: as('demo', token),
    payload: body,
  });
const review = (orderId: string, proofId: string, body: Record<string, unknown>, token = staff.token) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/orders/${orderId}/payment-proofs/${proofId}`,
    headers: as('demo', token),
    payload: body,
  });

describe('payment proof with a real screenshot', () => {
  let first: { id: string; total: number };
  let second: { id: string; total: number };
  let firstProofId: string;

  it('reads the screenshot and attaches it without flags when everything matches', async () => {
    first = await placeOrder(3);
    expect(first.total).toBe(1236);
    const up = await upload(receipt, 'gpay.png', 'image/png');
    const reading = await extracted(up.id);
    expect(reading).toMatchObject({ extraction: 'done', utr: UTR, amount: 1236, payeeUpiId: SHOP_UPI_ID });

    // The customer's screen claims other values: kept for reference, never used for the flags.
    const res = await attach(first.id, {
      paymentProofUrl: `http://shop.example${up.url}`,
      paymentProofName: 'gpay.png',
      paymentProofType: 'image/png',
      extractedData: { amount: 1, utr: '000000000000' },
    });
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(order.paymentStatus).toBe('submitted');
    expect(order.paymentScreenshot).toBe(up.url);
    expect(order.paymentProofs).toEqual([
      {
        id: expect.any(String),
        url: up.url,
        fileName: 'gpay.png',
        fileType: 'image/png',
        extractedData: expect.objectContaining({ utr: UTR, amount: 1236 }),
        customerExtractedData: { amount: 1, utr: '000000000000' },
        flags: [],
        status: 'submitted',
        reviewNote: null,
        createdAt: expect.any(String),
      },
    ]);
    firstProofId = order.paymentProofs[0].id;
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/check-transaction-id/${UTR}`,
      headers: as('demo', stranger.token),
    });
    expect(check.json().data).toEqual({ exists: true });
  });

  it('flags the same screenshot on another enquiry: reused UTR, same image, wrong amount', async () => {
    second = await placeOrder(4);
    const up = await upload(receipt, 'again.png', 'image/png');
    await extracted(up.id);
    const res = await attach(second.id, { paymentProofUrl: up.url });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.paymentProofs[0].flags).toEqual([
      'utr_reused',
      'duplicate_image',
      'amount_mismatch',
    ]);
  });

  it('lets staff verify and reject proofs, and the payment status follows', async () => {
    const verified = await review(first.id, firstProofId, {
      status: 'verified',
      note: 'Matches the bank statement',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.paymentStatus).toBe('verified');
    expect(verified.json().data.paymentProofs[0]).toMatchObject({
      status: 'verified',
      reviewNote: 'Matches the bank statement',
    });

    const secondOrder = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${second.id}`,
        headers: as('demo', staff.token),
      })
    ).json().data;
    const rejected = await review(second.id, secondOrder.paymentProofs[0].id, {
      status: 'rejected',
      note: 'Amount does not match',
    });
    expect(rejected.json().data.paymentStatus).toBe('rejected');
  });

  it('keeps reviews to staff and to proofs of that enquiry', async () => {
    expect((await review(first.id, firstProofId, { status: 'rejected' }, owner.token)).statusCode).toBe(403);
    const wrong = await review(second.id, firstProofId, { status: 'rejected', note: 'Wrong enquiry' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe('Payment proof not found');
    expect((await review(first.id, firstProofId, { status: 'maybe' })).statusCode).toBe(400);
  });
});

describe('attaching a proof', () => {
  it('refuses a file that is not an upload of this customer', async () => {
    const order = await placeOrder(3);
    const theirs = await upload(tinyPdf(), 'theirs.pdf', 'application/pdf', stranger.token);
    for (const url of [theirs.url, 'https://evil.example/proof.png', '/api/v1/uploads/no-such-upload/file']) {
      const res = await attach(order.id, { paymentProofUrl: url });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Upload the payment proof file first, then attach it');
    }
  });

  it("answers 404 on another customer's enquiry and 401 without a token", async () => {
    const order = await placeOrder(3);
    const mine = await upload(tinyPdf(), 'mine.pdf', 'application/pdf', stranger.token);
    const res = await attach(order.id, { paymentProofUrl: mine.url }, stranger.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Order not found');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/payment-proof`,
      headers: as('demo'),
      payload: { paymentProofUrl: mine.url },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses the same upload twice and a cancelled enquiry', async () => {
    const order = await placeOrder(3);
    const pdf = await upload(tinyPdf(), 'p.pdf', 'application/pdf');
    expect((await attach(order.id, { paymentProofUrl: pdf.url })).statusCode).toBe(200);
    const again = await attach(order.id, { paymentProofUrl: pdf.url });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This file is already attached to an enquiry');

    const cancelled = await placeOrder(3);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${cancelled.id}/cancel`,
      headers: as('demo', owner.token),
    });
    const pdf2 = await upload(tinyPdf(), 'p2.pdf', 'application/pdf');
    const res = await attach(cancelled.id, { paymentProofUrl: pdf2.url });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A payment proof cannot be added to an enquiry that is Cancelled');
  });

  it('computes the flags when the reading finishes after the proof was attached', async () => {
    const order = await placeOrder(3);
    const pdf = await upload(tinyPdf(), 'late.pdf', 'application/pdf');
    await setUploadExtraction(t.db, 'demo', pdf.id, { extraction: 'processing', status: 'processing' });
    const attached = await attach(order.id, { paymentProofUrl: pdf.url });
    expect(attached.json().data.paymentProofs[0]).toMatchObject({
      flags: [],
      extractedData: { extraction: 'processing' },
    });

    // What an extraction job does when it finishes: store, then refresh the proofs using the upload.
    await setUploadExtraction(t.db, 'demo', pdf.id, {
      extraction: 'done',
      utr: '512345678901',
      amount: 999,
      payeeUpiId: 'Someone.Else@ybl',
      confidence: 1,
    });
    await refreshProofsForUpload(t.db, 'demo', pdf.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}`,
      headers: as('demo', owner.token),
    });
    expect(res.json().data.paymentProofs[0]).toMatchObject({
      flags: ['amount_mismatch', 'payee_mismatch'],
      extractedData: { extraction: 'done', utr: '512345678901' },
    });
  });
});
