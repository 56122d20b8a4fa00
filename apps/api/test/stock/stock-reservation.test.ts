import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';
import { call, placeEnquiry } from '../staff/desk-fixtures.ts';
import { takeOutReserved } from '../../src/modules/stock/stock-reservation.ts';
import { countedProduct, ledgerSums, movements, setStatus, statusOf, stockOf } from './stock-fixtures.ts';

let t: TestApp;
let shop: Catalogue;
let staff: string;
let buyer: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
  staff = (await adminToken(t.db, 'demo')).token;
  buyer = await customerWithToken(t.db, 'demo', { name: 'Priya Raman' });
});
afterAll(() => t.app.close());

async function expectLedgerBalanced(productId: string) {
  const now = await stockOf(t, productId);
  const sums = await ledgerSums(t, productId);
  expect(sums.onHand).toBe(now.onHand);
  expect(sums.reserved).toBe(now.reserved);
  expect(sums.heldByEnquiries).toBe(now.reserved);
  expect(now.reserved).toBeGreaterThanOrEqual(0);
  expect(now.onHand! - now.reserved).toBeGreaterThanOrEqual(0);
}

describe('two staff confirming the last units at once', () => {
  it('20 concurrent confirmations of enquiries wanting the last 5 units: exactly 5 confirmed, no oversell', async () => {
    const gift = await countedProduct(t, shop, staff, 5);
    const enquiries = [];
    for (let i = 0; i < 20; i++) enquiries.push(await placeEnquiry(t, buyer.token, [[gift.id, 1]]));

    const replies = await Promise.all(enquiries.map((o) => setStatus(t, staff, o.id, 'confirmed')));

    const won = replies.filter((r) => r.statusCode === 200);
    const lost = replies.filter((r) => r.statusCode !== 200);
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(15);
    for (const r of lost) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.message).toBe(
        `Not enough stock of ${gift.name} to confirm: 0 available, this enquiry needs 1. ` +
          'The enquiry was not confirmed; adjust the stock or edit the enquiry.',
      );
    }
    const statuses = await Promise.all(enquiries.map((o) => statusOf(t, o.id)));
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(15);
    expect(await stockOf(t, gift.id)).toEqual({ onHand: 5, reserved: 5 });
    await expectLedgerBalanced(gift.id);
  });

  it('with mixed quantities, confirms only enquiries that fit and leaves none that would still fit', async () => {
    const gift = await countedProduct(t, shop, staff, 5);
    const wants = [3, 2, 2, 1, 3, 2, 1, 1, 3, 2, 2, 1, 3, 1, 2, 3, 1, 2, 2, 3];
    const enquiries = [];
    for (const n of wants) enquiries.push(await placeEnquiry(t, buyer.token, [[gift.id, n]]));

    const replies = await Promise.all(enquiries.map((o) => setStatus(t, staff, o.id, 'confirmed')));

    const confirmed = wants.filter((_, i) => replies[i]!.statusCode === 200);
    const refused = wants.filter((_, i) => replies[i]!.statusCode === 409);
    expect(confirmed.length + refused.length).toBe(20);
    const used = confirmed.reduce((a, b) => a + b, 0);
    expect(used).toBeLessThanOrEqual(5);
    const left = 5 - used;
    // Every refused enquiry wants more than what is still free: none was refused that could have fitted.
    for (const n of refused) expect(n).toBeGreaterThan(left);
    expect(await stockOf(t, gift.id)).toEqual({ onHand: 5, reserved: used });
    await expectLedgerBalanced(gift.id);
  });
});

describe('cancel, edit and dispatch', () => {
  it('a staff cancel and a shopper cancel release what the enquiry reserved', async () => {
    const gift = await countedProduct(t, shop, staff, 10);
    const a = await placeEnquiry(t, buyer.token, [[gift.id, 4]]);
    const b = await placeEnquiry(t, buyer.token, [[gift.id, 3]]);
    expect((await setStatus(t, staff, a.id, 'confirmed')).statusCode).toBe(200);
    expect((await setStatus(t, staff, b.id, 'confirmed')).statusCode).toBe(200);
    expect(await stockOf(t, gift.id)).toEqual({ onHand: 10, reserved: 7 });

    expect((await setStatus(t, staff, a.id, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(t, gift.id)).toEqual({ onHand: 10, reserved: 3 });

    const res = await call(t, 'POST', `/orders/${b.id}/cancel`, buyer.token, { reason: 'Changed plans' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(t, gift.id)).toEqual({ onHand: 10, reserved: 0 });

    const ledger = await movements(t, gift.id);
    expect(ledger.map((m) => [m.kind, m.reservedBefore, m.reservedAfter, m.byName])).toEqual([
      ['adjust', 0, 0, 'Demo Admin'],
      ['reserve', 0, 4, 'Demo Admin'],
      ['reserve', 4, 7, 'Demo Admin'],
      ['release', 7, 3, 'Demo Admin'],
      ['release', 3, 0, 'Priya Raman'],
    ]);
    expect(ledger[3]!.reason).toBe(`${a.orderNumber} Cancelled`);
    await expectLedgerBalanced(gift.id);
  });

  it('editing a confirmed enquiry re-reserves the difference, and refuses more than is left', async () => {
    const gift = await countedProduct(t, shop, staff, 6);
    const order = await placeEnquiry(t, buyer.token, [[gift.id, 2]]);
    expect((await setStatus(t, staff, order.id, 'confirmed')).statusCode).toBe(200);

    const more = await call(t, 'PUT', `/orders/${order.id}/items`, staff, {
      items: [{ productId: gift.id, quantity: 5 }],
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(await stockOf(t, gift.id)).toEqual({ onHand: 6, reserved: 5 });

    const less = await call(t, 'PUT', `/orders/${order.id}/items`, staff, {
      items: [
        { productId: gift.id, quantity: 1 },
        { productId: shop.flowerPot.id, quantity: 1 },
      ],
    });
    expect(less.statusCode, less.body).toBe(200);
    expect(await stockOf(t, gift.id)).toEqual({ onHand: 6, reserved: 1 });

    const tooMany = await call(t, 'PUT', `/orders/${order.id}/items`, staff, {
      items: [{ productId: gift.id, quantity: 7 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe(
      `Not enough stock of ${gift.name}: 5 more available, the edit needs 6 more`,
    );
    // The refused edit changed nothing: lines, totals and the reservation stay.
    const mine = await call(t, 'GET', `/orders/${order.id}`, buyer.token);
    expect(mine.json().data.items.map((i: { quantity: number }) => i.quantity)).toEqual([1, 1]);
    expect(await stockOf(t, gift.id)).toEqual({ onHand: 6, reserved: 1 });

    // A pending enquiry holds nothing, so editing it reserves nothing.
    const pending = await placeEnquiry(t, buyer.token, [[gift.id, 1]]);
    await call(t, 'PUT', `/orders/${pending.id}/items`, staff, {
      items: [{ productId: gift.id, quantity: 3 }],
    });
    expect(await stockOf(t, gift.id)).toEqual({ onHand: 6, reserved: 1 });
    await expectLedgerBalanced(gift.id);
  });

  it('dispatch takes the reserved units out of on hand, once per enquiry', async () => {
    const gift = await countedProduct(t, shop, staff, 8);
    const order = await placeEnquiry(t, buyer.token, [[gift.id, 3]]);
    for (const s of ['confirmed', 'processing']) {
      expect((await setStatus(t, staff, order.id, s)).statusCode).toBe(200);
    }
    expect(await stockOf(t, gift.id)).toEqual({ onHand: 8, reserved: 3 });
    expect((await setStatus(t, staff, order.id, 'shipped')).statusCode).toBe(200);
    expect(await stockOf(t, gift.id)).toEqual({ onHand: 5, reserved: 0 });

    // The dispatch service calls the same function: a second call (and delivery) takes nothing more.
    const again = await t.db.transaction((tx) =>
      takeOutReserved(tx, 'demo', order.id, { name: 'Dispatch', email: null }),
    );
    expect(again).toBe(false);
    expect((await setStatus(t, staff, order.id, 'delivered')).statusCode).toBe(200);
    expect(await stockOf(t, gift.id)).toEqual({ onHand: 5, reserved: 0 });
    const last = (await movements(t, gift.id)).at(-1)!;
    expect([last.kind, last.onHandBefore, last.onHandAfter, last.reason]).toEqual([
      'take_out',
      8,
      5,
      `${order.orderNumber} Shipped`,
    ]);
    await expectLedgerBalanced(gift.id);
  });
});

describe('shoppers cannot ask for more than is available', () => {
  it('refuses an enquiry for more than is available, with the count left', async () => {
    const gift = await countedProduct(t, shop, staff, 4);
    const held = await placeEnquiry(t, buyer.token, [[gift.id, 3]]);
    expect((await setStatus(t, staff, held.id, 'confirmed')).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/my-order',
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${buyer.token}` },
      payload: (await import('../orders/order-fixtures.ts')).orderBody([[gift.id, 2]]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(`Only 1 of ${gift.name} left`);
  });
});
