import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH_MESSAGES } from '@pataka/domain/dispatch';
import { pickupLocations, transportProviders } from '../../src/db/schema/catalogue.ts';
import { companySettings } from '../../src/db/schema/tenants.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { seedOrderCatalogue, TEST_SHIPPING, type Catalogue } from '../orders/order-fixtures.ts';
import { auditFor, call, placeEnquiry, recordEvents } from '../staff/desk-fixtures.ts';
import { multipart } from '../uploads/multipart.ts';

let t: TestApp;
let shop: Catalogue;
let staff: { token: string };
let buyer: { id: string; phone: string; token: string };
let transport: { id: string; name: string };
let branch: { id: string };
let otherBranch: { id: string };

let utrSeq = 0;
const nextUtr = () =>
  `6123${String(process.pid % 10_000).padStart(4, '0')}${String(++utrSeq).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
  staff = await adminToken(t.db, 'demo');
  buyer = await customerWithToken(t.db, 'demo', { name: 'Lakshmi Narayanan' });
  const tag = randomUUID().slice(0, 6);
  transport = { id: `abt-${tag}`, name: `ABT Parcel ${tag}` };
  await t.db.insert(transportProviders).values({ tenantId: 'demo', ...transport });
  branch = { id: `abt-mdu-${tag}` };
  await t.db.insert(pickupLocations).values({
    tenantId: 'demo',
    id: branch.id,
    transportProviderId: transport.id,
    name: 'ABT Madurai',
    address: '4 Kamarajar Salai',
    city: 'Madurai',
    state: 'Tamil Nadu',
    phone: '9443012345',
    servedPincodes: ['625001'],
  });
  // A branch of the other transport (the fixture's KPN): refused with ABT.
  otherBranch = { id: shop.pickupId };
});
afterAll(async () => {
  await t.app.close();
});

// The shop's today (the demo shop is in India), as the server's "today's dispatches" reads it: the UTC date
// is yesterday's there from 18:30 UTC on.
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** A delivery enquiry of `rockets` × ₹400, confirmed and paid (a verified manual payment). */
async function paidEnquiry(rockets = 3, extra: Record<string, unknown> = {}) {
  const order = await placeEnquiry(t, buyer.token, [[shop.rocket.id, rockets]], {
    contactPhone: buyer.phone,
    ...extra,
  });
  expect(
    (await call(t, 'PATCH', `/orders/${order.id}/status`, staff.token, { status: 'confirmed' })).statusCode,
  ).toBe(200);
  const paid = await call(t, 'POST', `/orders/${order.id}/payments/manual`, staff.token, {
    utr: nextUtr(),
    amount: order.total,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return order;
}

const transportBody = (over: Record<string, unknown> = {}) => ({
  transportProviderId: transport.id,
  lrNumber: 'svk/24 10532',
  bookedOn: today(),
  cases: 2,
  freight: { mode: 'to_pay', amount: 450 },
  branchId: branch.id,
  ...over,
});
const dispatch = (orderId: string, body: unknown, token = staff.token, tenant = 'demo') =>
  call(t, 'POST', `/orders/${orderId}/dispatches`, token, body, tenant);

describe('POST /orders/{id}/dispatches', () => {
  it('ships a paid enquiry: the shopper sees transport, LR, branch and freight; history and audit record it', async () => {
    const order = await paidEnquiry();
    const { events, stop } = recordEvents(t);
    const res = await dispatch(order.id, transportBody());
    stop();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.status).toBe('shipped');

    const mine = (await call(t, 'GET', `/orders/${order.id}`, buyer.token)).json().data;
    expect(mine.status).toBe('shipped');
    expect(mine.dispatches).toEqual([
      expect.objectContaining({
        kind: 'transport',
        transportName: transport.name,
        lrNumber: 'SVK/2410532',
        bookedOn: today(),
        cases: 2,
        freight: { mode: 'to_pay', amount: 450 },
        branch: expect.objectContaining({
          name: 'ABT Madurai',
          address: '4 Kamarajar Salai',
          phone: '9443012345',
        }),
        ewayBillNumber: null,
        lrCopyUrl: null,
      }),
    ]);
    // confirmed → processing → shipped, the last with the dispatch in words.
    expect(mine.statusHistory.map((h: { status: string }) => h.status).slice(-2)).toEqual([
      'processing',
      'shipped',
    ]);
    expect(mine.statusHistory.at(-1).notes).toBe(`Dispatched by ${transport.name}, LR SVK/2410532, 2 cases`);
    const audit = (await auditFor(t, order.id)).map((a) => a.action);
    expect(audit).toEqual(expect.arrayContaining(['order.status', 'dispatch.create']));
    expect(events.map((e) => e.type)).toEqual(['order.updated']);
    // The list of the shopper's enquiries carries it too.
    const list = (await call(t, 'GET', '/orders/my-orders', buyer.token)).json().data;
    expect(list.find((o: { id: string }) => o.id === order.id).dispatches).toHaveLength(1);
  });

  it('refuses an unpaid enquiry and a cancelled one with a clear message', async () => {
    const unpaid = await placeEnquiry(t, buyer.token, [[shop.rocket.id, 3]], { contactPhone: buyer.phone });
    await call(t, 'PATCH', `/orders/${unpaid.id}/status`, staff.token, { status: 'confirmed' });
    const res = await dispatch(unpaid.id, transportBody());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(DISPATCH_MESSAGES.notPaid);

    const cancelled = await paidEnquiry();
    await call(t, 'PATCH', `/orders/${cancelled.id}/status`, staff.token, { status: 'cancelled' });
    const refused = await dispatch(cancelled.id, transportBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(DISPATCH_MESSAGES.cancelled);
    expect((await call(t, 'GET', `/orders/${cancelled.id}`, buyer.token)).json().data.dispatches).toEqual([]);
  });

  it('demands an e-way bill above the shop threshold, and names missing fields', async () => {
    await t.db
      .update(companySettings)
      .set({ shippingSettings: { ...TEST_SHIPPING, ewayBillThresholdPaise: 100_000 } })
      .where(eq(companySettings.tenantId, 'demo'));
    try {
      const order = await paidEnquiry(3); // ₹1,200 + packing > ₹1,000
      const res = await dispatch(order.id, transportBody());
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(DISPATCH_MESSAGES.ewayBillRequired(1000));
      const bad = await dispatch(order.id, transportBody({ ewayBillNumber: '1234' }));
      expect(bad.json().error.message).toContain(DISPATCH_MESSAGES.ewayBillInvalid);
      const noLr = await dispatch(order.id, transportBody({ lrNumber: '', ewayBillNumber: '331000123456' }));
      expect(noLr.json().error.message).toBe(DISPATCH_MESSAGES.lrRequired);
      const wrongBranch = await dispatch(
        order.id,
        transportBody({ branchId: otherBranch.id, ewayBillNumber: '331000123456' }),
      );
      expect(wrongBranch.json().error.message).toBe(DISPATCH_MESSAGES.branchOfOtherTransport);
      const ok = await dispatch(order.id, transportBody({ ewayBillNumber: '3310 0012 3456' }));
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().data.dispatches[0].ewayBillNumber).toBe('331000123456');
    } finally {
      await t.db
        .update(companySettings)
        .set({ shippingSettings: TEST_SHIPPING })
        .where(eq(companySettings.tenantId, 'demo'));
    }
  });

  it('takes a second dispatch of a shipped enquiry (split shipment) without another status change', async () => {
    const order = await paidEnquiry(6);
    expect((await dispatch(order.id, transportBody({ cases: 3 }))).statusCode).toBe(201);
    const second = await dispatch(
      order.id,
      transportBody({ lrNumber: 'SVK-10533', cases: 1, freight: { mode: 'paid', amount: 0 } }),
    );
    expect(second.statusCode, second.body).toBe(201);
    const data = second.json().data;
    expect(data.status).toBe('shipped');
    expect(
      data.dispatches.map((d: { lrNumber: string; cases: number }) => `${d.lrNumber}×${d.cases}`),
    ).toEqual(['SVK/2410532×3', 'SVK-10533×1']);
    const shipped = data.statusHistory.filter((h: { status: string }) => h.status === 'shipped');
    expect(shipped.map((h: { notes: string }) => h.notes)).toEqual([
      `Dispatched by ${transport.name}, LR SVK/2410532, 3 cases`,
      `Dispatched by ${transport.name}, LR SVK-10533, 1 case`,
    ]);
  });

  it('records a correction with before and after in the history and the audit log', async () => {
    const order = await paidEnquiry();
    const created = (await dispatch(order.id, transportBody())).json().data.dispatches[0];
    const res = await call(t, 'PATCH', `/orders/${order.id}/dispatches/${created.id}`, staff.token, {
      lrNumber: 'SVK/24/10599',
      cases: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.dispatches[0]).toMatchObject({
      lrNumber: 'SVK/24/10599',
      cases: 3,
      freight: { mode: 'to_pay', amount: 450 },
    });
    expect(data.statusHistory.at(-1).notes).toBe(
      'Dispatch corrected: lrNumber SVK/2410532 → SVK/24/10599; cases 2 → 3',
    );
    const audit = (await auditFor(t, order.id)).find((a) => a.action === 'dispatch.update');
    expect(audit).toMatchObject({
      before: { dispatchId: created.id, lrNumber: 'SVK/2410532', cases: 2 },
      after: { dispatchId: created.id, lrNumber: 'SVK/24/10599', cases: 3 },
    });
    const missing = await call(t, 'PATCH', `/orders/${order.id}/dispatches/nope`, staff.token, { cases: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('marks a pickup enquiry ready for pickup with no transport, LR or freight', async () => {
    const order = await paidEnquiry(3, {
      shippingAddress: null,
      billingAddress: null,
      pickupLocation: { id: shop.pickupId },
      contactName: 'Lakshmi',
    });
    const res = await dispatch(order.id, { bookedOn: today(), cases: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const data = (await call(t, 'GET', `/orders/${order.id}`, buyer.token)).json().data;
    expect(data.status).toBe('ready_for_pickup');
    expect(data.dispatches[0]).toMatchObject({
      kind: 'pickup',
      transportName: null,
      lrNumber: null,
      freight: null,
      cases: 1,
      branch: { name: 'KPN Koyambedu', city: 'Chennai' },
    });
    expect(data.statusHistory.at(-1).notes).toBe('Ready for pickup: 1 case');
  });

  it('checks the staff token before the body: no token 401, a shopper 403, another shop 401', async () => {
    const order = await paidEnquiry();
    const noToken = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/dispatches`,
      headers: as('demo'),
      payload: {},
    });
    expect(noToken.statusCode).toBe(401);
    expect((await dispatch(order.id, {}, buyer.token)).statusCode).toBe(403);
    expect((await dispatch(order.id, {}, staff.token, 'demo2')).statusCode).toBe(401);
    const bad = await dispatch(order.id, { cases: 0, bookedOn: 'soon' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the LR copy', () => {
  it('is readable by the shop and that shopper only: 404 for another shopper and another shop', async () => {
    const order = await paidEnquiry();
    const created = (await dispatch(order.id, transportBody())).json().data.dispatches[0];
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#f5e6c8' } })
      .jpeg()
      .toBuffer();
    const body = multipart({ fileName: 'lr.jpg', contentType: 'image/jpeg', bytes: photo });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/dispatches/${created.id}/lr-copy`,
      headers: { ...as('demo', staff.token), ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const url: string = upload.json().data.dispatches[0].lrCopyUrl;
    expect(url).toBe(`/api/v1/orders/${order.id}/dispatches/${created.id}/lr-copy`);

    const get = (token: string, tenant = 'demo') =>
      t.app.inject({ method: 'GET', url, headers: as(tenant, token) });
    const mine = await get(buyer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(mine.rawPayload).metadata()).width).toBe(300);
    expect((await get(staff.token)).statusCode).toBe(200);

    const stranger = await customerWithToken(t.db, 'demo');
    expect((await get(stranger.token)).statusCode).toBe(404);
    const otherShop = await adminToken(t.db, 'demo2');
    expect((await get(otherShop.token, 'demo2')).statusCode).toBe(404);
    expect((await get(staff.token, 'demo2')).statusCode).toBe(401);
    const anon = await t.app.inject({ method: 'GET', url, headers: as('demo') });
    expect(anon.statusCode).toBe(401);
    // A shopper cannot upload one.
    const shopperUpload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/dispatches/${created.id}/lr-copy`,
      headers: { ...as('demo', buyer.token), ...body.headers },
      payload: body.payload,
    });
    expect(shopperUpload.statusCode).toBe(403);
    const text = multipart({
      fileName: 'lr.jpg',
      contentType: 'image/jpeg',
      bytes: Buffer.from('not an image'),
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/dispatches/${created.id}/lr-copy`,
      headers: { ...as('demo', staff.token), ...text.headers },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(415);
  });
});

describe('staff lists', () => {
  it("lists today's dispatches and suggests the branch serving the shopper's pincode", async () => {
    const order = await paidEnquiry();
    await dispatch(order.id, transportBody({ lrNumber: 'TODAY-1' }));
    const res = await call(t, 'GET', '/admin/dispatches', staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data.dispatches.find((d: { lrNumber: string }) => d.lrNumber === 'TODAY-1');
    expect(row).toMatchObject({ orderId: order.id, orderNumber: order.orderNumber, orderStatus: 'shipped' });
    expect(
      (await call(t, 'GET', '/admin/dispatches?date=2001-01-01', staff.token)).json().data.dispatches,
    ).toEqual([]);

    const suggest = await call(
      t,
      'GET',
      '/admin/transport-branches/suggest?pincode=625001&town=Madurai',
      staff.token,
    );
    expect(suggest.json().data[0]).toMatchObject({
      id: branch.id,
      transportName: transport.name,
      match: 'pincode',
    });
    const byTown = await call(t, 'GET', '/admin/transport-branches/suggest?town=chennai', staff.token);
    expect(byTown.json().data.map((b: { id: string }) => b.id)).toContain(shop.pickupId);
  });

  it('keeps the states and pincodes a branch serves, set from the pickup-points screen', async () => {
    const created = await call(t, 'POST', '/company/pickup-locations', staff.token, {
      transportProviderId: transport.id,
      name: 'ABT Ernakulam',
      address: '41, Market Road',
      city: 'Kochi',
      state: 'Kerala',
      servedStates: ['Kerala', 'KERALA', 'Lakshadweep'],
      servedPincodes: ['682 018', '682018', '682001'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      servedStates: ['kerala', 'lakshadweep'],
      servedPincodes: ['682018', '682001'],
    });
    const suggest = await call(t, 'GET', '/admin/transport-branches/suggest?pincode=682001', staff.token);
    expect(suggest.json().data[0]).toMatchObject({ name: 'ABT Ernakulam', match: 'pincode' });
    const bad = await call(t, 'PUT', `/company/pickup-locations/${created.json().data.id}`, staff.token, {
      servedStates: ['Atlantis'],
    });
    expect(bad.statusCode).toBe(400);
  });
});
