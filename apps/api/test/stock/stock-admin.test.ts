import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';
import { importFile, xlsxOf } from '../price-list/price-list-fixtures.ts';
import { call, placeEnquiry } from '../staff/desk-fixtures.ts';
import { countedProduct, ledgerSums, movements, setStatus, stockOf } from './stock-fixtures.ts';

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

const publicProduct = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/products/slug/${slug}`, headers: as('demo') })).json()
    .data;

describe('POST /admin/products/{id}/stock', () => {
  it('checks the token and role before it reads the body', async () => {
    const url = `/api/v1/admin/products/${shop.rocket.id}/stock`;
    const bad = { mode: 'nonsense' };
    const none = await t.app.inject({ method: 'POST', url, headers: as('demo'), payload: bad });
    expect(none.statusCode).toBe(401);
    const shopper = await t.app.inject({
      method: 'POST',
      url,
      headers: as('demo', buyer.token),
      payload: bad,
    });
    expect(shopper.statusCode).toBe(403);
    const otherShop = await t.app.inject({ method: 'POST', url, headers: as('demo2', staff), payload: bad });
    expect(otherShop.statusCode).toBe(401);
  });

  it('sets, adds and takes away with a reason; refuses going below what is reserved', async () => {
    const gift = await countedProduct(t, shop, staff, 10);
    const noReason = await call(t, 'POST', `/admin/products/${gift.id}/stock`, staff, {
      mode: 'add',
      quantity: 5,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toContain('Reason is required');

    const added = await call(t, 'POST', `/admin/products/${gift.id}/stock`, staff, {
      mode: 'add',
      quantity: 5,
      reason: 'Received 5 cases from the factory',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ stockOnHand: 15, stockReserved: 0, availableQuantity: 15 });

    const order = await placeEnquiry(t, buyer.token, [[gift.id, 4]]);
    expect((await setStatus(t, staff, order.id, 'confirmed')).statusCode).toBe(200);
    const below = await call(t, 'POST', `/admin/products/${gift.id}/stock`, staff, {
      mode: 'set',
      onHand: 3,
      reason: 'Stock-take',
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().error.message).toBe(
      `On hand of ${gift.name} cannot go below 4: that many are reserved by confirmed enquiries`,
    );
    const blank = await call(t, 'POST', `/admin/products/${gift.id}/stock`, staff, {
      mode: 'set',
      onHand: null,
      reason: 'Stop counting',
    });
    expect(blank.statusCode).toBe(409);

    const damaged = await call(t, 'POST', `/admin/products/${gift.id}/stock`, staff, {
      mode: 'add',
      quantity: -2,
      reason: 'Damaged in rain',
    });
    expect(damaged.json().data).toMatchObject({ stockOnHand: 13, stockReserved: 4, availableQuantity: 9 });

    const ledger = await call(t, 'GET', `/admin/products/${gift.id}/stock-ledger`, staff);
    expect(ledger.statusCode).toBe(200);
    expect(ledger.json().total).toBe(4);
    expect(
      ledger
        .json()
        .data.map((m: Record<string, unknown>) => [
          m.label,
          m.reason,
          m.onHandBefore,
          m.onHandAfter,
          m.reservedBefore,
          m.reservedAfter,
          m.by,
        ]),
    ).toEqual([
      ['Adjusted by hand', 'Damaged in rain', 15, 13, 4, 4, 'Demo Admin'],
      ['Reserved for enquiry', `${order.orderNumber} Confirmed`, 15, 15, 0, 4, 'Demo Admin'],
      ['Adjusted by hand', 'Received 5 cases from the factory', 10, 15, 0, 0, 'Demo Admin'],
      ['Adjusted by hand', 'Opening stock', null, 10, 0, 0, 'Demo Admin'],
    ]);
    expect(await ledgerSums(t, gift.id)).toEqual({ onHand: 13, reserved: 4, heldByEnquiries: 4 });
  });
});

describe('low stock', () => {
  it('flags a product at or below its level in the list, the filter and the summary', async () => {
    const gift = await countedProduct(t, shop, staff, 6);
    const before = (await call(t, 'GET', '/admin/stock/summary', staff)).json().data;
    const level = await call(t, 'PUT', `/admin/products/${gift.id}/low-stock-level`, staff, {
      lowStockLevel: 5,
    });
    expect(level.statusCode, level.body).toBe(200);
    expect(level.json().data).toMatchObject({ lowStockLevel: 5, lowStock: false });

    const order = await placeEnquiry(t, buyer.token, [[gift.id, 1]]);
    expect((await setStatus(t, staff, order.id, 'confirmed')).statusCode).toBe(200);
    const low = await call(
      t,
      'GET',
      `/admin/products?lowStock=true&search=${encodeURIComponent(gift.name)}`,
      staff,
    );
    expect(low.json().data.map((p: { id: string; lowStock: boolean }) => [p.id, p.lowStock])).toEqual([
      [gift.id, true],
    ]);
    const after = (await call(t, 'GET', '/admin/stock/summary', staff)).json().data;
    expect(after.low).toBe(before.low + 1);
    expect(after.counted).toBe(before.counted);

    const bad = await call(t, 'PUT', `/admin/products/${gift.id}/low-stock-level`, staff, {
      lowStockLevel: -1,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the storefront after the last unit is promised', () => {
  it('shows the product Sold Out on the next public read, within 1 s of the confirmation', async () => {
    const gift = await countedProduct(t, shop, staff, 2);
    // Warm the public cache first, so the test sees invalidation, not a cold read.
    expect(await publicProduct(gift.slug)).toMatchObject({ inStock: true, availableQuantity: 2 });
    const order = await placeEnquiry(t, buyer.token, [[gift.id, 2]]);
    expect(await publicProduct(gift.slug)).toMatchObject({ inStock: true, availableQuantity: 2 });

    expect((await setStatus(t, staff, order.id, 'confirmed')).statusCode).toBe(200);
    const confirmedAt = performance.now();
    const product = await publicProduct(gift.slug);
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/products?category=${shop.categoryId}&limit=100`,
        headers: as('demo'),
      })
    ).json().data;
    const elapsed = performance.now() - confirmedAt;
    expect(product).toMatchObject({ inStock: false, availableQuantity: 0 });
    expect(list.find((p: { id: string }) => p.id === gift.id)).toMatchObject({ inStock: false });
    expect(elapsed).toBeLessThan(1000);
    const inStockOnly = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/products?inStock=true&limit=100',
        headers: as('demo'),
      })
    ).json().data;
    expect(inStockOnly.some((p: { id: string }) => p.id === gift.id)).toBe(false);

    // Cancelling gives the units back: in stock again on the next read.
    expect((await setStatus(t, staff, order.id, 'cancelled')).statusCode).toBe(200);
    expect(await publicProduct(gift.slug)).toMatchObject({ inStock: true, availableQuantity: 2 });
  });

  it('an uncounted product stays as today: in stock, availableQuantity null', async () => {
    expect(await publicProduct(shop.rocket.slug)).toMatchObject({ inStock: true, availableQuantity: null });
  });
});

describe('price-list import with a Stock Qty column', () => {
  it('writes each count through the ledger, exports it back and refuses a count below reserved', async () => {
    const gift = await countedProduct(t, shop, staff, 9);
    const order = await placeEnquiry(t, buyer.token, [[gift.id, 3]]);
    expect((await setStatus(t, staff, order.id, 'confirmed')).statusCode).toBe(200);
    const sheet = (stock: number) =>
      xlsxOf([
        ['Product Name', 'Rate', 'SKU', 'Stock Qty'],
        [gift.name, 1200, `SKU-GIFT-${gift.id.slice(7)}`, stock],
        ['Chakkar Deluxe stock test', 250, 'SKU-CHAKKAR-STOCK', 40],
      ]);

    const refused = await importFile(t, { bytes: await sheet(2), fileName: 'rates.xlsx' }, { token: staff });
    expect(refused.res.statusCode, refused.res.body).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      `stock 2 of '${gift.name}' is below the 3 reserved by confirmed enquiries`,
    );
    expect(await stockOf(t, gift.id)).toEqual({ onHand: 9, reserved: 3 });

    const done = await importFile(t, { bytes: await sheet(20), fileName: 'rates.xlsx' }, { token: staff });
    expect(done.res.statusCode, done.res.body).toBe(200);
    expect(await stockOf(t, gift.id)).toEqual({ onHand: 20, reserved: 3 });
    const last = (await movements(t, gift.id)).at(-1)!;
    expect([last.kind, last.onHandBefore, last.onHandAfter, last.reason, last.byName]).toEqual([
      'import',
      9,
      20,
      'Price-list import, line 2',
      'Demo Admin',
    ]);
    expect(await ledgerSums(t, gift.id)).toEqual({ onHand: 20, reserved: 3, heldByEnquiries: 3 });

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products/export?format=csv',
      headers: as('demo', staff),
    });
    const lines = exported.body.split(/\r?\n/);
    expect(lines[0]).toContain('Stock Qty');
    expect(lines.find((l) => l.includes(gift.name))).toMatch(/,Yes,20,active/);
    expect(lines.find((l) => l.includes('Chakkar Deluxe stock test'))).toMatch(/,Yes,40,active/);
  });
});
