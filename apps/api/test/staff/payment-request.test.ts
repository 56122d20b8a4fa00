import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatINR } from '@pataka/domain/money';
import { PAYMENT_TIMING_MESSAGES } from '@pataka/domain/payment-timing';
import { companySettings } from '../../src/db/schema/tenants.ts';
import { startFakeGateway } from '../accounts/fake-sms-gateway.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';
import { auditFor, call, placeEnquiry, recordEvents } from './desk-fixtures.ts';

let t: TestApp;
let gateway: Awaited<ReturnType<typeof startFakeGateway>>;
let shop: Catalogue;
let staff: { token: string };
let buyer: { id: string; phone: string; token: string };

beforeAll(async () => {
  gateway = await startFakeGateway();
  t = await createTestApp({
    sms: {
      provider: 'http',
      httpUrl: gateway.url,
      apiKey: 'test-key',
      apiKeyHeader: 'x-api-key',
      senderId: 'UNQCRK',
      dltTemplateId: undefined,
    },
  });
  shop = await seedOrderCatalogue(t.db, 'demo');
  staff = await adminToken(t.db, 'demo');
  buyer = await customerWithToken(t.db, 'demo', { name: 'Priya Raman' });
});
afterAll(async () => {
  await t.app.close();
  await gateway.close();
});

const place = (extra: Record<string, unknown> = {}) =>
  placeEnquiry(t, buyer.token, [[shop.rocket.id, 3]], { contactPhone: buyer.phone, ...extra });
const requestPayment = (id: string, body: unknown = {}, token = staff.token, tenant = 'demo') =>
  call(t, 'POST', `/orders/${id}/request-payment`, token, body, tenant);
const manual = (id: string, body: unknown, token = staff.token, tenant = 'demo') =>
  call(t, 'POST', `/orders/${id}/payments/manual`, token, body, tenant);
const review = (id: string, proofId: string, body: unknown, token = staff.token, tenant = 'demo') =>
  call(t, 'PATCH', `/orders/${id}/payment-proofs/${proofId}`, token, body, tenant);
const shopperView = async (id: string) => (await call(t, 'GET', `/orders/${id}`, buyer.token)).json().data;

let utrSeq = 0;
const nextUtr = () =>
  `5123${String(process.pid % 10_000).padStart(4, '0')}${String(++utrSeq).padStart(4, '0')}`;

describe('pay after the call', () => {
  it('hides the UPI panel from a new enquiry until staff request payment', async () => {
    const order = await place();
    const before = await shopperView(order.id);
    expect(before).toMatchObject({ paymentRequestedAt: null, showPaymentPanel: false });

    const { events, stop } = recordEvents(t);
    const res = await requestPayment(order.id, { note: 'Called at 11:40' });
    stop();
    expect(res.statusCode, res.body).toBe(200);
    const { order: updated, whatsappUrl, smsSent } = res.json().data;
    expect(smsSent).toBe(true);
    expect(updated.showPaymentPanel).toBe(true);
    expect(updated.statusHistory.at(-1)).toMatchObject({
      status: 'pending',
      notes: `${PAYMENT_TIMING_MESSAGES.paymentRequestedHistory}. Called at 11:40`,
      updatedBy: 'Demo Admin',
    });

    const sms = gateway.received.at(-1)!.body;
    expect(sms.to).toBe(`91${buyer.phone}`);
    expect(sms.message).toMatch(
      new RegExp(
        `^.+: your enquiry ${order.orderNumber} is confirmed\\. Please pay ${formatINR(order.total)} by UPI and upload the screenshot: http://.+/enquiries/${order.id}$`,
      ),
    );
    expect(whatsappUrl).toBe(
      `https://wa.me/91${buyer.phone}?text=${encodeURIComponent(String(sms.message))}`,
    );

    const after = await shopperView(order.id);
    expect(after.showPaymentPanel).toBe(true);
    expect(after.paymentRequestedAt).toEqual(expect.any(String));
    expect((await auditFor(t, order.id)).map((a) => a.action)).toEqual(['order.request_payment']);
    expect(events.map((e) => e.type)).toEqual(['order.updated']);
  });

  it('keeps the first request time when asked again, and never fails on the SMS', async () => {
    const order = await place();
    const first = (await requestPayment(order.id)).json().data.order.paymentRequestedAt;
    gateway.answer(500);
    try {
      const again = await requestPayment(order.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.smsSent).toBe(false);
      expect(again.json().data.order.paymentRequestedAt).toBe(first);
    } finally {
      gateway.answer(200);
    }
  });

  it("uses the shop's own payment request words", async () => {
    await t.db
      .update(companySettings)
      .set({ messageTemplates: { paymentRequest: 'Pay {total} for {orderNumber}' } })
      .where(eq(companySettings.tenantId, 'demo'));
    try {
      const order = await place();
      const res = await requestPayment(order.id);
      expect(gateway.received.at(-1)!.body.message).toBe(
        `Pay ${formatINR(order.total)} for ${order.orderNumber}`,
      );
      expect(res.json().data.whatsappUrl).toContain(encodeURIComponent(`Pay ${formatINR(order.total)}`));
    } finally {
      await t.db
        .update(companySettings)
        .set({ messageTemplates: {} })
        .where(eq(companySettings.tenantId, 'demo'));
    }
  });

  it('refuses a cancelled enquiry (409)', async () => {
    const order = await place();
    await call(t, 'POST', `/orders/${order.id}/cancel`, buyer.token, {});
    const res = await requestPayment(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Payment cannot be requested for an enquiry that is Cancelled');
  });
});

describe('desk settings', () => {
  it('shows the panel at once when the shop takes payment immediately, audited', async () => {
    const order = await place();
    const get = await call(t, 'GET', '/admin/settings/desk', staff.token);
    expect(get.json().data).toMatchObject({ paymentTiming: 'after_call', timezone: 'Asia/Kolkata' });

    const put = await call(t, 'PUT', '/admin/settings/desk', staff.token, {
      paymentTiming: 'immediately',
      timezone: 'Asia/Kolkata',
      messageTemplates: { enquiryCall: 'Vanakkam {customerName}', paymentRequest: '  ' },
    });
    try {
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().data.messageTemplates).toEqual({ enquiryCall: 'Vanakkam {customerName}' });
      expect((await shopperView(order.id)).showPaymentPanel).toBe(true);
      const audit = await auditFor(t, 'demo');
      expect(audit.at(-1)).toMatchObject({
        action: 'settings.desk',
        after: { paymentTiming: 'immediately' },
      });
    } finally {
      await call(t, 'PUT', '/admin/settings/desk', staff.token, {
        paymentTiming: 'after_call',
        timezone: 'Asia/Kolkata',
      });
    }
    expect((await shopperView(order.id)).showPaymentPanel).toBe(false);
  });

  it('refuses a time zone that is not an IANA zone', async () => {
    const res = await call(t, 'PUT', '/admin/settings/desk', staff.token, {
      paymentTiming: 'after_call',
      timezone: 'IST',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Time zone must be an IANA zone such as Asia/Kolkata');
  });
});

describe('POST /orders/{id}/payments/manual', () => {
  it('records a verified payment without a file, and the payment status follows', async () => {
    const order = await place();
    const utr = nextUtr();
    const { events, stop } = recordEvents(t);
    const res = await manual(order.id, { utr, amount: order.total, note: 'Seen in the bank app' });
    stop();
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.paymentStatus).toBe('verified');
    expect(data.paymentProofs).toEqual([
      expect.objectContaining({
        url: '',
        fileName: 'Recorded by staff',
        fileType: 'manual',
        status: 'verified',
        flags: [],
        extractedData: expect.objectContaining({ utr, amount: order.total }),
        reviewNote: 'Seen in the bank app',
      }),
    ]);
    expect(data.paymentScreenshot).toBeNull();
    expect(data.statusHistory.at(-1).notes).toBe(
      `Payment of ${formatINR(order.total)} recorded by staff (UTR ${utr}). Seen in the bank app`,
    );
    expect((await shopperView(order.id)).paymentStatus).toBe('verified');
    const audit = await auditFor(t, data.paymentProofs[0].id);
    expect(audit.map((a) => a.action)).toEqual(['payment.manual']);
    expect(events.map((e) => e.type)).toEqual(['order.updated']);
  });

  it('flags a short payment and a UTR used on another enquiry, and refuses the same UTR twice', async () => {
    const first = await place();
    const utr = nextUtr();
    expect((await manual(first.id, { utr, amount: first.total })).statusCode).toBe(200);
    const second = await place();
    const res = await manual(second.id, { utr, amount: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.paymentProofs[0].flags).toEqual(['utr_reused', 'amount_mismatch']);
    const twice = await manual(second.id, { utr, amount: 10 });
    expect(twice.statusCode).toBe(409);
  });

  it('re-flags the amount when the enquiry is edited after the payment', async () => {
    const order = await place();
    await manual(order.id, { utr: nextUtr(), amount: order.total });
    const edited = await call(t, 'PUT', `/orders/${order.id}/items`, staff.token, {
      items: [{ productId: shop.rocket.id, quantity: 4 }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.paymentProofs[0].flags).toEqual(['amount_mismatch']);
  });

  it('refuses a UTR that is not 12 digits and an amount of zero', async () => {
    const order = await place();
    expect((await manual(order.id, { utr: '12345', amount: 100 })).statusCode).toBe(400);
    expect((await manual(order.id, { utr: nextUtr(), amount: 0 })).statusCode).toBe(400);
  });
});

describe('PATCH /orders/{id}/payment-proofs/{proofId}', () => {
  async function withProof(amount?: number) {
    const order = await place();
    // A recorded payment stands in for an upload; reopen it for review.
    const res = await manual(order.id, { utr: nextUtr(), amount: amount ?? order.total });
    const proofId = res.json().data.paymentProofs[0].id as string;
    const reopened = await review(order.id, proofId, { status: 'rejected', note: 'Recheck' });
    expect(reopened.statusCode).toBe(200);
    return { order, proofId };
  }

  it('verifies and confirms a pending enquiry in one step', async () => {
    const { order, proofId } = await withProof();
    const { events, stop } = recordEvents(t);
    const res = await review(order.id, proofId, { status: 'verified', confirmOrder: true });
    stop();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'confirmed', paymentStatus: 'verified' });
    expect(res.json().data.statusHistory.at(-1)).toMatchObject({
      status: 'confirmed',
      updatedBy: 'Demo Admin',
    });
    expect((await auditFor(t, proofId)).map((a) => a.action)).toEqual([
      'payment.manual',
      'payment.reject',
      'payment.verify',
    ]);
    expect((await auditFor(t, order.id)).map((a) => a.action)).toEqual(['order.status']);
    expect(events.map((e) => e.type)).toEqual(['order.updated']);
  });

  it('only verifies when the enquiry is no longer pending', async () => {
    const { order, proofId } = await withProof();
    await call(t, 'PATCH', `/orders/${order.id}/status`, staff.token, { status: 'on_hold' });
    const res = await review(order.id, proofId, { status: 'verified', confirmOrder: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'on_hold', paymentStatus: 'verified' });
  });

  it('needs a reason to reject (400)', async () => {
    const { order, proofId } = await withProof();
    for (const body of [{ status: 'rejected' }, { status: 'rejected', note: '   ' }]) {
      const res = await review(order.id, proofId, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('A reason is required to reject a payment');
    }
  });
});

describe('PATCH /orders/{id}/status', () => {
  it('writes an audit entry and tells the consoles', async () => {
    const order = await place();
    const { events, stop } = recordEvents(t);
    const res = await call(t, 'PATCH', `/orders/${order.id}/status`, staff.token, { status: 'confirmed' });
    stop();
    expect(res.statusCode).toBe(200);
    const audit = await auditFor(t, order.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'order.status',
        summary: `${order.orderNumber}: Pending → Confirmed`,
        actorName: 'Demo Admin',
      }),
    ]);
    expect(events).toEqual([
      expect.objectContaining({ type: 'order.updated', message: `${order.orderNumber} is now Confirmed` }),
    ]);
  });
});

describe('POST /orders/my-order', () => {
  it('announces a new enquiry once, not on an idempotent replay', async () => {
    const { events, stop } = recordEvents(t);
    const headers = { ...as('demo', buyer.token), 'idempotency-key': `desk-${Date.now()}` };
    const payload = (await import('../orders/order-fixtures.ts')).orderBody([[shop.rocket.id, 3]]);
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/orders/my-order', headers, payload });
    const replay = await t.app.inject({ method: 'POST', url: '/api/v1/orders/my-order', headers, payload });
    stop();
    expect([first.statusCode, replay.statusCode]).toEqual([201, 200]);
    const order = first.json().data;
    expect(events).toEqual([
      expect.objectContaining({
        type: 'order.created',
        orderId: order.id,
        message: `New enquiry ${order.orderNumber} — ${formatINR(order.total)} from ${order.contactName}`,
      }),
    ]);
  });
});

describe('who may use the desk', () => {
  it('refuses customers (403) and staff of another shop (401) on every new route', async () => {
    const order = await place();
    const demo2 = await adminToken(t.db, 'demo2');
    const attempts = [
      (token: string, tenant: string) => requestPayment(order.id, {}, token, tenant),
      (token: string, tenant: string) => manual(order.id, { utr: nextUtr(), amount: 10 }, token, tenant),
      (token: string, tenant: string) => review(order.id, 'any', { status: 'verified' }, token, tenant),
      (token: string, tenant: string) => call(t, 'GET', '/admin/settings/desk', token, undefined, tenant),
      (token: string, tenant: string) =>
        call(
          t,
          'PUT',
          '/admin/settings/desk',
          token,
          { paymentTiming: 'immediately', timezone: 'Asia/Kolkata' },
          tenant,
        ),
    ];
    for (const attempt of attempts) {
      expect((await attempt(buyer.token, 'demo')).statusCode).toBe(403);
      expect((await attempt(staff.token, 'demo2')).statusCode).toBe(401);
    }
    expect(demo2.token).toBeTruthy();
    expect(await auditFor(t, order.id)).toEqual([]);
    const [settings] = await t.db
      .select({ paymentTiming: companySettings.paymentTiming })
      .from(companySettings)
      .where(and(eq(companySettings.tenantId, 'demo')));
    expect(settings?.paymentTiming).toBe('after_call');
  });
});
