import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PRICE_LIST_COLUMNS } from '@pataka/domain/price-list';
import { categories, products } from '../../src/db/schema/catalogue.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { multipart } from '../uploads/multipart.ts';
import { download, importFile, productCount, xlsxOf } from './price-list-fixtures.ts';

let t: TestApp;
let staff: string;
let shopper: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await adminToken(t.db, 'demo')).token;
  shopper = (await customerWithToken(t.db, 'demo')).token;
});
afterAll(() => t.app.close());

const csv = (text: string, bom = true) => Buffer.from(`${bom ? '\ufeff' : ''}${text}`, 'utf8');
const productNamed = async (name: string) =>
  (
    await t.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, 'demo'), eq(products.name, name)))
  )[0];

describe('a shop’s own price list', () => {
  it('reads synonyms under a preamble, section headings as categories and Indian number formats (.xlsx)', async () => {
    const file = await xlsxOf([
      ['SRI KALEESWARI FIREWORKS'],
      ['Sivakasi – 626 123 · Wholesale rate list'],
      [null, null, 'Minimum order ₹3,000'],
      ['Sl.No', 'Particulars', 'Packing', 'Pcs', 'Actual Rate', 'Net Rate', 'Item Code'],
      ['GROUND CHAKKARS'],
      [1, 'Chakkar Special Test', '1 Box', '10 pcs', '₹ 1,250', 'Rs.250', 'KW-101'],
      [2, 'Chakkar Deluxe Test', '1 Box', 10, '1,250.00', 'Rs 625/-', 'KW-102'],
      [],
      ['FANCY ITEMS'],
      [3, 'Peacock Test', '1 Pc', 1, 480, '240.50', 'KW-201'],
    ]);
    const dry = await importFile(
      t,
      { bytes: file, fileName: 'kaleeswari.xlsx' },
      { dryRun: true, token: staff },
    );
    expect(dry.res.statusCode, dry.res.body).toBe(200);
    expect(dry.body.data).toMatchObject({
      toCreate: 3,
      toUpdate: 0,
      invalid: [],
      // 'GROUND CHAKKARS' is the shop's Ground Chakkars category: names match ignoring case.
      categoriesToCreate: ['FANCY ITEMS'],
    });
    expect(dry.body.data.rows.map((r: { line: number; category: string }) => [r.line, r.category])).toEqual([
      [6, 'Ground Chakkars'],
      [7, 'Ground Chakkars'],
      [10, 'FANCY ITEMS'],
    ]);

    const applied = await importFile(t, { bytes: file, fileName: 'kaleeswari.xlsx' }, { token: staff });
    expect(applied.body.data).toMatchObject({ created: 3, updated: 0, categoriesCreated: ['FANCY ITEMS'] });
    expect(await productNamed('Chakkar Special Test')).toMatchObject({
      pricePaise: 25000,
      originalPricePaise: 125000,
      piecesPerBox: 10,
      packageType: '1 Box',
      productCode: 'KW-101',
      sku: 'GRO-CHAKKAR-SPECIAL-TEST',
    });
    expect(await productNamed('Peacock Test')).toMatchObject({
      pricePaise: 24050,
      originalPricePaise: 48000,
    });
    const [made] = await t.db
      .select()
      .from(categories)
      .where(and(eq(categories.tenantId, 'demo'), eq(categories.name, 'FANCY ITEMS')));
    expect(made).toMatchObject({ slug: 'fancy-items', isActive: true });

    // The same list again: matched by product code, nothing to do.
    const again = await importFile(
      t,
      { bytes: file, fileName: 'kaleeswari.xlsx' },
      { dryRun: true, token: staff },
    );
    expect(again.body.data).toMatchObject({ toCreate: 0, toUpdate: 0, unchanged: 3 });
  });

  it('reads a CSV with a BOM, quoted amounts and a Status / In Stock column; matches by name in the category', async () => {
    const text = [
      'Item,Category,Contents,Pieces,MRP,Rate,In Stock,Status',
      '"Chakkar Special Test",Ground Chakkars,1 Box,10,"₹ 1,250","1,200.00",No,',
      'Csv Rocket Test,Rockets CSV,1 Box,5,"Rs. 1,00,000",450,yes,inactive',
    ].join('\r\n');
    const dry = await importFile(
      t,
      { bytes: csv(text), fileName: 'list.csv' },
      { dryRun: true, token: staff },
    );
    expect(dry.res.statusCode, dry.res.body).toBe(200);
    expect(dry.body.data).toMatchObject({
      toCreate: 1,
      toUpdate: 1,
      invalid: [],
      categoriesToCreate: ['Rockets CSV'],
    });
    expect(dry.body.data.rows[0]).toMatchObject({
      line: 2,
      action: 'update',
      changes: { price: { from: 250, to: 1200 }, inStock: { from: true, to: false } },
    });
    const applied = await importFile(t, { bytes: csv(text), fileName: 'list.csv' }, { token: staff });
    expect(applied.body.data).toMatchObject({ created: 1, updated: 1 });
    expect(await productNamed('Csv Rocket Test')).toMatchObject({
      status: 'inactive',
      originalPricePaise: 10000000,
      pricePaise: 45000,
    });
    expect(await productNamed('Chakkar Special Test')).toMatchObject({ inStock: false, pricePaise: 120000 });
  });

  it('is all or nothing: one bad line and nothing is written', async () => {
    const before = await productCount(t.db);
    const text = [
      'Product Name,Category,MRP,Offer Price',
      'Good One Test,Atomic Test,100,50',
      ',Atomic Test,100,50',
      'Good Two Test,Atomic Test,abc,50',
    ].join('\n');
    const res = await importFile(t, { bytes: csv(text, false), fileName: 'bad.csv' }, { token: staff });
    expect(res.res.statusCode).toBe(400);
    expect(res.body.error.invalid).toEqual([
      { line: 3, reason: 'Line 3: product name is missing' },
      { line: 4, reason: "Line 4: MRP 'abc' is not a number" },
    ]);
    expect(await productCount(t.db)).toBe(before);
    expect(await productNamed('Good One Test')).toBeUndefined();
  });

  it('explains a file it cannot use', async () => {
    const noHeader = await importFile(
      t,
      { bytes: csv('a,b\n1,2\n'), fileName: 'x.csv' },
      { dryRun: true, token: staff },
    );
    expect(noHeader.res.statusCode).toBe(400);
    expect(noHeader.body.error.message).toMatch(/^No header row found in the first 10 rows/);
    const xls = await importFile(
      t,
      { bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]), fileName: 'old.xls' },
      { dryRun: true, token: staff },
    );
    expect(xls.res.statusCode).toBe(415);
    const big = await importFile(
      t,
      { bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 0x41), fileName: 'big.csv' },
      { dryRun: true, token: staff },
    );
    expect(big.res.statusCode).toBe(413);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/import?dryRun=true',
      headers: { ...as('demo', staff), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(400);
  });
});

describe('template and export', () => {
  it('serves the template with the canonical header and two example rows', async () => {
    const x = await download(t, '/products/import/template?format=xlsx', staff);
    expect(x.res.statusCode).toBe(200);
    expect(x.res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(x.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...PRICE_LIST_COLUMNS]);
    expect(sheet.rowCount).toBe(3);

    const c = await download(t, '/products/import/template?format=csv', staff);
    expect(c.res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = c.res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(PRICE_LIST_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    // The template imports as it stands.
    const dry = await importFile(
      t,
      { bytes: c.bytes, fileName: 'template.csv' },
      { dryRun: true, token: staff },
    );
    expect(dry.body.data.invalid).toEqual([]);
  });

  it('exports every status grouped by category, numbered, and re-imports as unchanged', async () => {
    const exported = await download(t, '/products/export?format=csv', staff);
    const lines = exported.res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength((await productCount(t.db)) + 1);
    expect(lines[1]).toMatch(/^1,/);
    expect(lines.some((l: string) => l.endsWith(',inactive'))).toBe(true);
    const dry = await importFile(
      t,
      { bytes: exported.bytes, fileName: 'export.csv' },
      { dryRun: true, token: staff },
    );
    expect(dry.body.data).toMatchObject({ toCreate: 0, toUpdate: 0, invalid: [] });
  });
});

describe('who may import and export', () => {
  const routes = [
    { method: 'POST' as const, url: '/api/v1/products/import?dryRun=true' },
    { method: 'GET' as const, url: '/api/v1/products/export?format=csv' },
    { method: 'GET' as const, url: '/api/v1/products/import/template' },
  ];
  it('answers 401 without a token or with demo staff under demo2, 403 for a shopper', async () => {
    const body = multipart({
      fileName: 'a.csv',
      contentType: 'text/csv',
      bytes: csv('Name,Rate\nX Test,5\n'),
    });
    for (const r of routes) {
      const send = (headers: Record<string, string>) =>
        t.app.inject({
          method: r.method,
          url: r.url,
          headers: r.method === 'POST' ? { ...headers, ...body.headers } : headers,
          ...(r.method === 'POST' ? { payload: body.payload } : {}),
        });
      expect((await send(as('demo'))).statusCode, `${r.url} anonymous`).toBe(401);
      expect((await send(as('demo2', staff))).statusCode, `${r.url} demo2`).toBe(401);
      expect((await send(as('demo', shopper))).statusCode, `${r.url} shopper`).toBe(403);
    }
  });
});
