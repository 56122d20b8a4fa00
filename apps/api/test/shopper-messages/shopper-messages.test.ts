import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pickupLocations } from '../../src/db/schema/catalogue.ts';
import { orders } from '../../src/db/schema/orders.ts';
import { customerWithToken, adminToken } from '../helpers/auth.ts';
import { as } from '../helpers/test-app.ts';
import { createJobTestApp } from '../jobs/job-test-app.ts';
import { eventually } from '../jobs/queue-fixtures.ts';
import { orderBody, seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';
import { staffWithToken } from '../staff/staff-test-helpers.ts';
import { startFakeProviders, type FakeProviders } from './fake-providers.ts';

let t: Awaited<ReturnType<typeof createJobTestApp>>;
let fake: FakeProviders;
let shop: Catalogue;
let owner: string;

const AUTH_KEY = '405871AbCdEfGhIjKl1234';
const WA_TOKEN = 'EAAGm0PX4ZCpsBAtoken9876';
const PHONE_ID = '106540352242922';
const SMS_IDS = {
  confirmed: '1107169999000000001',
  payment_verified: '1107169999000000002',
  dispatched: '1107169999000000003',
  ready_for_pickup: '1107169999000000004',
  cancelled: '1107169999000000005',
};
const WA_NAMES = {
  confirmed: 'enquiry_confirmed',
  payment_verified: 'payment_received',
  dispatched: 'enquiry_dispatched',
  ready_for_pickup: 'ready_for_pickup',
  cancelled: 'enquiry_cancelled',
};

beforeAll(async () => {
  fake = await startFakeProviders();
  t = await createJobTestApp(
    {
      shopperMessages: { msg91BaseUrl: fake.url, whatsappBaseUrl: fake.url, whatsappApiVersion: 'v21.0' },
    },
    // Three tries 1–2 s and 2–4 s apart, then failed: long enough to see the retries, short for a test.
    { jobs: { policies: { 'shopper-message': { retryLimit: 2, retryDelaySeconds: 1 } } } },
  );
  shop = await seedOrderCatalogue(t.db, 'demo');
  owner = (await adminToken(t.db, 'demo')).token;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/shopper-messages/settings',
    headers: as('demo', owner),
    payload: {
      smsEnabled: true,
      msg91AuthKey: AUTH_KEY,
      msg91Sender: 'UNQCRK',
      smsTemplateIds: SMS_IDS,
      whatsappEnabled: true,
      whatsappPhoneNumberId: PHONE_ID,
      whatsappToken: WA_TOKEN,
      whatsappTemplateNames: WA_NAMES,
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

async function placeEnquiry(customer?: { token: string }, extra: Record<string, unknown> = {}) {
  const shopper = customer ?? (await customerWithToken(t.db, 'demo', { name: 'Lakshmi' }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders/my-order',
    headers: as('demo', shopper.token),
    payload: orderBody([[shop.rocket.id, 3]], extra),
  });
  expect(res.statusCode).toBe(201);
  const order = res.json().data as { id: string; orderNumber: string; total: number };
  const [row] = await t.db
    .select({ contactPhone: orders.contactPhone })
    .from(orders)
    .where(and(eq(orders.tenantId, 'demo'), eq(orders.id, order.id)));
  return { ...order, phone: row!.contactPhone!, token: shopper.token };
}

const setStatus = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/orders/${id}/status`,
    headers: as('demo', owner),
    payload,
  });

const messagesOf = async (id: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/orders/${id}/shopper-messages`,
    headers: as('demo', owner),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<
    Record<string, unknown> & { event: string; channel: string; status: string }
  >;
};

/** Waits for `n` requests on each provider, then a moment more, so a duplicate would have arrived. */
async function expectRequests(sms: number, wa: number) {
  expect(await eventually(() => fake.msg91.length >= sms && fake.whatsapp.length >= wa, 8000)).toBe(true);
  await new Promise((r) => setTimeout(r, 700));
  expect(fake.msg91).toHaveLength(sms);
  expect(fake.whatsapp).toHaveLength(wa);
  expect(fake.other).toEqual([]);
}

describe('messages to the shopper, with the providers faked', () => {
  it('confirmation: one MSG91 Flow request and one WhatsApp template message, exactly as the APIs take them', async () => {
    const order = await placeEnquiry();
    expect((await setStatus(order.id, { status: 'confirmed' })).statusCode).toBe(200);
    await expectRequests(1, 1);
    const total = new Intl.NumberFormat('en-IN').format(order.total);

    const [sms] = fake.msg91;
    expect(sms!.headers.authkey).toBe(AUTH_KEY);
    expect(sms!.headers['content-type']).toBe('application/json');
    expect(sms!.body).toEqual({
      template_id: SMS_IDS.confirmed,
      sender: 'UNQCRK',
      short_url: '0',
      recipients: [
        { mobiles: `91${order.phone}`, VAR1: 'Unique Crackers', VAR2: order.orderNumber, VAR3: total },
      ],
    });

    const [wa] = fake.whatsapp;
    expect(wa!.path).toBe(`/v21.0/${PHONE_ID}/messages`);
    expect(wa!.headers.authorization).toBe(`Bearer ${WA_TOKEN}`);
    expect(wa!.headers['content-type']).toBe('application/json');
    expect(wa!.body).toEqual({
      messaging_product: 'whatsapp',
      to: `91${order.phone}`,
      type: 'template',
      template: {
        name: 'enquiry_confirmed',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Unique Crackers' },
              { type: 'text', text: order.orderNumber },
              { type: 'text', text: total },
            ],
          },
        ],
      },
    });

    const messages = await messagesOf(order.id);
    expect(messages.map((m) => [m.event, m.channel, m.status])).toEqual([
      ['confirmed', 'sms', 'sent'],
      ['confirmed', 'whatsapp', 'sent'],
    ]);
    expect(messages[1]).toMatchObject({ whatsappLink: null, template: 'enquiry_confirmed', attempts: 1 });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}/status-history`,
      headers: as('demo', owner),
    });
    const notes = (history.json().data as Array<{ notes: string | null }>).map((h) => h.notes ?? '');
    expect(notes.filter((n) => n.startsWith('SMS sent to the shopper (Enquiry confirmed)'))).toHaveLength(1);
    expect(notes).toContain(
      `WhatsApp message sent to the shopper (Enquiry confirmed): Hello! This is Unique Crackers. Your enquiry ${order.orderNumber} is confirmed. Amount to pay: ₹${total}. We will send the payment details shortly.`,
    );
  });

  it('payment verified, then dispatch with transport and LR number: one request per provider per event, in Tamil for a Tamil shopper', async () => {
    const shopper = await customerWithToken(t.db, 'demo', { name: 'Murugan' });
    const prefs = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/customers/me/message-preferences',
      headers: as('demo', shopper.token),
      payload: { language: 'ta' },
    });
    expect(prefs.json().data).toEqual({ language: 'ta', whatsappOptOut: false });
    const order = await placeEnquiry(shopper);
    expect((await setStatus(order.id, { status: 'confirmed' })).statusCode).toBe(200);
    await expectRequests(1, 1);
    fake.reset();

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/payments/manual`,
      headers: as('demo', owner),
      payload: { utr: '412345678901', amount: order.total },
    });
    expect(paid.statusCode).toBe(200);
    await expectRequests(1, 1);
    const total = new Intl.NumberFormat('en-IN').format(order.total);
    expect(fake.msg91[0]!.body).toMatchObject({
      template_id: SMS_IDS.payment_verified,
      recipients: [
        { mobiles: `91${order.phone}`, VAR1: 'Unique Crackers', VAR2: total, VAR3: order.orderNumber },
      ],
    });
    expect(fake.whatsapp[0]!.body).toMatchObject({
      template: { name: 'payment_received', language: { code: 'ta' } },
    });
    fake.reset();

    expect((await setStatus(order.id, { status: 'processing' })).statusCode).toBe(200);
    const shipped = await setStatus(order.id, {
      status: 'shipped',
      carrier: 'KPN Parcel Service',
      trackingNumber: 'LR 558712',
    });
    expect(shipped.statusCode).toBe(200);
    await expectRequests(1, 1);
    expect(fake.msg91[0]!.body).toEqual({
      template_id: SMS_IDS.dispatched,
      sender: 'UNQCRK',
      short_url: '0',
      recipients: [
        {
          mobiles: `91${order.phone}`,
          VAR1: 'Unique Crackers',
          VAR2: order.orderNumber,
          VAR3: 'KPN Parcel Service',
          VAR4: 'LR 558712',
        },
      ],
    });
    expect(fake.whatsapp[0]!.body).toMatchObject({
      to: `91${order.phone}`,
      template: {
        name: 'enquiry_dispatched',
        language: { code: 'ta' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Unique Crackers' },
              { type: 'text', text: order.orderNumber },
              { type: 'text', text: 'KPN Parcel Service' },
              { type: 'text', text: 'LR 558712' },
            ],
          },
        ],
      },
    });
    const messages = await messagesOf(order.id);
    expect(messages.filter((m) => m.status === 'sent')).toHaveLength(6);
    expect(messages.find((m) => m.event === 'dispatched' && m.channel === 'whatsapp')!.text).toBe(
      `வணக்கம்! இது Unique Crackers. உங்கள் ஆர்டர் ${order.orderNumber} KPN Parcel Service மூலம் அனுப்பப்பட்டது, LR எண் LR 558712. இந்த LR எண்ணுடன் உங்கள் ஊரில் உள்ள அவர்களின் கிளையில் பெற்றுக்கொள்ளுங்கள்.`,
    );
  });

  it('ready for pickup names the pickup point; a shopper cancelling is told too', async () => {
    const pickup = await placeEnquiry(undefined, {
      shippingAddress: null,
      pickupLocation: { id: shop.pickupId, name: 'KPN' },
    });
    for (const status of ['confirmed', 'processing', 'ready_for_pickup']) {
      expect((await setStatus(pickup.id, { status })).statusCode).toBe(200);
    }
    await expectRequests(2, 2);
    const ready = fake.msg91.find((r) => r.body.template_id === SMS_IDS.ready_for_pickup);
    expect(ready!.body.recipients).toEqual([
      {
        mobiles: `91${pickup.phone}`,
        VAR1: 'Unique Crackers',
        VAR2: pickup.orderNumber,
        VAR3: 'KPN Koyambedu, Chennai',
      },
    ]);
    expect(fake.whatsapp.map((r) => (r.body.template as { name: string }).name)).toEqual([
      'enquiry_confirmed',
      'ready_for_pickup',
    ]);
    fake.reset();

    const mine = await placeEnquiry();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${mine.id}/cancel`,
      headers: as('demo', mine.token),
      payload: { reason: 'Ordered twice' },
    });
    expect(cancelled.statusCode).toBe(200);
    await expectRequests(1, 1);
    expect(fake.msg91[0]!.body).toMatchObject({
      template_id: SMS_IDS.cancelled,
      recipients: [{ mobiles: `91${mine.phone}`, VAR1: 'Unique Crackers', VAR2: mine.orderNumber }],
    });
    expect(fake.whatsapp[0]!.body).toMatchObject({ template: { name: 'enquiry_cancelled' } });
  });

  it('sends nothing on WhatsApp to a shopper who opted out; the SMS still goes', async () => {
    const shopper = await customerWithToken(t.db, 'demo', { name: 'Revathi' });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/customers/me/message-preferences',
      headers: as('demo', shopper.token),
      payload: { whatsappOptOut: true },
    });
    expect(off.json().data).toEqual({ language: 'en', whatsappOptOut: true });
    const order = await placeEnquiry(shopper);
    expect((await setStatus(order.id, { status: 'confirmed' })).statusCode).toBe(200);
    await expectRequests(1, 0);
    const messages = await messagesOf(order.id);
    expect(messages.find((m) => m.channel === 'whatsapp')).toMatchObject({
      status: 'skipped',
      error: 'The shopper turned off WhatsApp messages',
      whatsappLink: null,
    });
  });

  it('retries a provider that answers 500, then shows staff the failure with a wa.me link to send by hand', async () => {
    fake.status.whatsapp = 500;
    const order = await placeEnquiry();
    expect((await setStatus(order.id, { status: 'confirmed' })).statusCode).toBe(200);
    // The first try and two retries (1–2 s, then 2–4 s later).
    expect(await eventually(() => fake.whatsapp.length === 3, 12_000)).toBe(true);
    expect(
      await eventually(async () => (await messagesOf(order.id)).some((m) => m.status === 'failed'), 5000),
    ).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(fake.whatsapp).toHaveLength(3);
    expect(fake.msg91).toHaveLength(1);
    const wa = (await messagesOf(order.id)).find((m) => m.channel === 'whatsapp')!;
    expect(wa).toMatchObject({ status: 'failed', statusLabel: 'Not sent', attempts: 3 });
    expect(wa.error).toBe('WhatsApp answered 500: An unknown error occurred');
    expect(wa.whatsappLink).toBe(
      `https://wa.me/91${order.phone}?text=${encodeURIComponent(String(wa.text))}`,
    );
    const failedJobs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/jobs/failed',
      headers: as('demo', owner),
    });
    expect(failedJobs.json().data).toContainEqual(
      expect.objectContaining({ name: 'shopper-message', label: 'SMS or WhatsApp message to a shopper' }),
    );

    // Staff send it again once WhatsApp works: one more request, and it shows as sent.
    fake.status.whatsapp = 200;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/shopper-messages/${String(wa.id)}/retry`,
      headers: as('demo', owner),
    });
    expect(retry.statusCode).toBe(200);
    expect(await eventually(() => fake.whatsapp.length === 4, 5000)).toBe(true);
    expect(
      await eventually(
        async () => (await messagesOf(order.id)).find((m) => m.id === wa.id)!.status === 'sent',
        5000,
      ),
    ).toBe(true);
  });
});

describe('messages for recorded dispatches', () => {
  it('tells the shopper of each part of a split shipment once, with that part’s transport and LR number', async () => {
    const order = await placeEnquiry();
    expect((await setStatus(order.id, { status: 'confirmed' })).statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/payments/manual`,
      headers: as('demo', owner),
      payload: { utr: '412345678955', amount: order.total },
    });
    expect(paid.statusCode).toBe(200);
    await expectRequests(2, 2);
    fake.reset();

    const [branch] = await t.db
      .select({ providerId: pickupLocations.transportProviderId })
      .from(pickupLocations)
      .where(and(eq(pickupLocations.tenantId, 'demo'), eq(pickupLocations.id, shop.pickupId)));
    const dispatchPart = (lrNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${order.id}/dispatches`,
        headers: as('demo', owner),
        payload: {
          kind: 'transport',
          transportProviderId: branch!.providerId,
          branchId: shop.pickupId,
          lrNumber,
          bookedOn: new Date().toISOString().slice(0, 10),
          cases: 1,
          freight: { mode: 'paid', amount: 0 },
        },
      });
    const lrOf = (request: { body: unknown }) =>
      (request.body as { recipients: Array<{ VAR3: string; VAR4: string }> }).recipients[0];

    const first = await dispatchPart('KPN-1001');
    expect(first.statusCode, first.body).toBe(201);
    await expectRequests(1, 1);
    expect(lrOf(fake.msg91[0]!)).toMatchObject({ VAR3: shop.providerName, VAR4: 'KPN-1001' });
    fake.reset();

    const second = await dispatchPart('KPN-1002');
    expect(second.statusCode, second.body).toBe(201);
    await expectRequests(1, 1);
    expect(lrOf(fake.msg91[0]!)).toMatchObject({ VAR3: shop.providerName, VAR4: 'KPN-1002' });
    const dispatched = (await messagesOf(order.id)).filter((m) => m.event === 'dispatched');
    expect(dispatched.map((m) => `${m.channel}:${m.status}`).sort()).toEqual([
      'sms:sent',
      'sms:sent',
      'whatsapp:sent',
      'whatsapp:sent',
    ]);
  });
});

describe('message settings', () => {
  it('never returns the auth key or token, and a blank one keeps the saved secret', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/shopper-messages/settings',
      headers: as('demo', owner),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(AUTH_KEY);
    expect(res.body).not.toContain(WA_TOKEN);
    expect(res.json().data).toMatchObject({
      msg91AuthKeySet: true,
      msg91AuthKeyHint: '••••1234',
      whatsappTokenSet: true,
      whatsappTokenHint: '••••9876',
      smsTemplateIds: SMS_IDS,
    });
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/shopper-messages/settings',
      headers: as('demo', owner),
      payload: { ...res.json().data, msg91AuthKey: '', whatsappToken: '' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ msg91AuthKeyHint: '••••1234', whatsappTokenHint: '••••9876' });
  });

  it('checks the token and the owner role before it reads the body', async () => {
    const clerk = await staffWithToken(t.db, 'demo', { role: 'staff' });
    const customer = await customerWithToken(t.db, 'demo');
    const bad = { smsEnabled: 'yes' };
    const put = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/admin/shopper-messages/settings', headers, payload: bad });
    expect((await put(as('demo'))).statusCode).toBe(401);
    expect((await put(as('demo', customer.token))).statusCode).toBe(403);
    expect((await put(as('demo', clerk.token))).statusCode).toBe(403);
    expect((await put(as('demo2', owner))).statusCode).toBe(401);
    const invalid = await put(as('demo', owner));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toMatch(/smsEnabled/);
  });
});
