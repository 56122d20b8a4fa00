import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { categories, products } from '../../src/db/schema/catalogue.ts';
import { adminToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testDbKind } from '../helpers/test-db.ts';
import { auditEntries } from '../staff/staff-test-helpers.ts';
import {
  bulkLine,
  bulkRows,
  download,
  importFile,
  productCount,
  xlsxOf,
  type Cell,
} from './price-list-fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await adminToken(t.db, 'demo')).token;
});
afterAll(() => t.app.close());

const N = 1000;
function withThreeBadRows(): Cell[][] {
  const rows = bulkRows(N);
  rows[bulkLine(14) - 1]![1] = ''; // no name
  rows[bulkLine(500) - 1]![5] = 900; // MRP below the offer price
  rows[bulkLine(500) - 1]![6] = '1,000';
  rows[bulkLine(999) - 1]![5] = 'abc';
  return rows;
}

describe(`a 1,000-row price list (${testDbKind()})`, () => {
  it('dry run lists exactly the 3 bad lines and writes nothing; applying it is refused whole', async () => {
    const before = await productCount(t.db);
    const file = { bytes: await xlsxOf(withThreeBadRows()), fileName: 'rate-list-2026.xlsx' };
    const dry = await importFile(t, file, { dryRun: true, token });
    expect(dry.res.statusCode, dry.res.body).toBe(200);
    const data = dry.body.data;
    expect(data.invalid).toEqual([
      { line: 18, reason: 'Line 18: product name is missing' },
      { line: 504, reason: 'Line 504: offer price ₹1,000 is above the MRP ₹900' },
      { line: 1003, reason: "Line 1003: MRP 'abc' is not a number" },
    ]);
    expect(data).toMatchObject({ toCreate: 997, toUpdate: 0, unchanged: 0, truncated: false });
    expect(data.categoriesToCreate).toHaveLength(10);
    expect(data.rows).toHaveLength(N);
    expect(data.rows[0]).toMatchObject({
      line: 5,
      action: 'create',
      name: 'Bulk Item 1',
      category: 'Bulk Category 2',
      price: 200.5,
      mrp: 401,
    });
    expect(await productCount(t.db)).toBe(before);

    const applied = await importFile(t, file, { token });
    expect(applied.res.statusCode).toBe(400);
    expect(applied.body.error.message).toMatch(
      /^Nothing was imported: 3 lines need fixing\. Line 18: product name/,
    );
    expect(applied.body.error.invalid.map((i: { line: number }) => i.line)).toEqual([18, 504, 1003]);
    expect(await productCount(t.db)).toBe(before);
    const made = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.tenantId, 'demo'), eq(categories.name, 'Bulk Category 1')));
    expect(made).toEqual([]);
  });

  it('applies all 1,000 fixed rows in one go, well under 10 s', async () => {
    const before = await productCount(t.db);
    const warm = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products?search=Bulk',
      headers: as('demo'),
    });
    expect(warm.json().total).toBe(0);

    const file = { bytes: await xlsxOf(bulkRows(N)), fileName: 'rate-list-2026.xlsx' };
    const applied = await importFile(t, file, { token });
    expect(applied.res.statusCode, applied.res.body).toBe(200);
    expect(applied.body.data).toMatchObject({ created: N, updated: 0, unchanged: 0 });
    expect(applied.body.data.categoriesCreated).toHaveLength(10);
    console.log(
      `[price-list] ${testDbKind()}: import of ${N} rows took ${applied.ms} ms (server ${applied.body.data.ms} ms)`,
    );
    expect(applied.ms).toBeLessThan(10_000);
    expect(await productCount(t.db)).toBe(before + N);

    const [item3] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, 'demo'), eq(products.name, 'Bulk Item 3')));
    expect(item3).toMatchObject({
      pricePaise: 20150,
      originalPricePaise: 40300,
      packageType: '1 Box',
      piecesPerBox: 13,
      productCode: 'BU3',
      sku: 'BUL-BULK-ITEM-3',
      slug: 'bulk-item-3',
      status: 'active',
      inStock: true,
    });

    const [audit] = await auditEntries(t.db, 'demo', 'product.import');
    expect(audit!.summary).toBe(
      'Price list rate-list-2026.xlsx: 1000 products added, 0 updated, 0 unchanged, 10 new categories',
    );
    expect(audit!.after).toMatchObject({ fileName: 'rate-list-2026.xlsx', created: N, updated: 0 });

    // The public catalogue shows them on the next read (the cache was dropped once).
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products?search=Bulk',
      headers: as('demo'),
    });
    expect(listed.json().total).toBe(N);
    const one = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products?search=Bulk%20Item%20777',
      headers: as('demo'),
    });
    expect(one.json().data[0]).toMatchObject({ name: 'Bulk Item 777', price: 588.5, originalPrice: 1177 });
  });

  it('re-imports its own export (xlsx and csv) with nothing to create or update', async () => {
    const total = await productCount(t.db);
    for (const format of ['xlsx', 'csv'] as const) {
      const exported = await download(t, `/products/export?format=${format}`, token);
      expect(exported.res.statusCode).toBe(200);
      expect(exported.res.headers['content-disposition']).toMatch(
        new RegExp(`attachment; filename=".+\\.${format}"`),
      );
      const dry = await importFile(
        t,
        { bytes: exported.bytes, fileName: `export.${format}` },
        { dryRun: true, token },
      );
      expect(dry.res.statusCode, dry.res.body).toBe(200);
      const d = dry.body.data;
      const changed = d.rows.filter((r: { action: string }) => r.action !== 'unchanged').slice(0, 3);
      expect({ format, toCreate: d.toCreate, toUpdate: d.toUpdate, invalid: d.invalid, changed }).toEqual({
        format,
        toCreate: 0,
        toUpdate: 0,
        invalid: [],
        changed: [],
      });
      expect(d.unchanged).toBe(total);
      expect(d.categoriesToCreate).toEqual([]);
    }
    const applied = await importFile(
      t,
      { bytes: (await download(t, '/products/export?format=xlsx', token)).bytes, fileName: 'again.xlsx' },
      { token },
    );
    expect(applied.body.data).toMatchObject({ created: 0, updated: 0, unchanged: total });
  });

  it('a changed price list updates only what changed, matched by SKU, product code or name', async () => {
    const rows = bulkRows(N);
    rows[bulkLine(1) - 1]![6] = 'Rs.199'; // by SKU BULK-1
    rows[bulkLine(3) - 1]![4] = '20 pcs'; // by product code BU3
    rows[bulkLine(3) - 1]![7] = null;
    const byName = rows[bulkLine(6) - 1]!; // no SKU: by product code; drop it to match by name
    byName[8] = null;
    byName[5] = '1,500.00';
    const dry = await importFile(
      t,
      { bytes: await xlsxOf(rows), fileName: 'v2.xlsx' },
      { dryRun: true, token },
    );
    const d = dry.body.data;
    expect(d).toMatchObject({ toCreate: 0, toUpdate: 3, unchanged: N - 3 });
    const updates = d.rows.filter((r: { action: string }) => r.action === 'update');
    expect(updates.map((r: { line: number; changes: unknown }) => [r.line, r.changes])).toEqual([
      [bulkLine(1), { price: { from: 200.5, to: 199 } }],
      [bulkLine(3), { pieces: { from: 13, to: 20 } }],
      [bulkLine(6), { mrp: { from: 406, to: 1500 }, productCode: { from: 'BU6', to: null } }],
    ]);
    const applied = await importFile(t, { bytes: await xlsxOf(rows), fileName: 'v2.xlsx' }, { token });
    expect(applied.body.data).toMatchObject({ created: 0, updated: 3, unchanged: N - 3 });
    const changed = await t.db
      .select({ name: products.name, pricePaise: products.pricePaise, pieces: products.piecesPerBox })
      .from(products)
      .where(and(eq(products.tenantId, 'demo'), inArray(products.name, ['Bulk Item 1', 'Bulk Item 3'])));
    expect(changed.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Bulk Item 1', pricePaise: 19900, pieces: 11 },
      { name: 'Bulk Item 3', pricePaise: 20150, pieces: 20 },
    ]);
  });
});
