import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { products } from '../../src/db/schema/catalogue.ts';
import type { Db } from '../../src/db/types.ts';
import { as, type TestApp } from '../helpers/test-app.ts';
import { multipart } from '../uploads/multipart.ts';

export type Cell = string | number | null;

/** An .xlsx whose first sheet holds these rows (row 1 = line 1), built with exceljs as a shop's would be. */
export async function xlsxOf(rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Rate list');
  workbook.addWorksheet('Notes').addRow(['ignored: only the first sheet is read']);
  rows.forEach((row, i) => {
    if (row.length) sheet.getRow(i + 1).values = row.map((c) => (c === null ? '' : c));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const CONTENT_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

export async function importFile(
  t: TestApp,
  file: { bytes: Buffer; fileName: string },
  opts: { dryRun?: boolean; token: string; tenant?: string },
) {
  const ext = file.fileName.split('.').pop() ?? 'csv';
  const body = multipart({
    fileName: file.fileName,
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    bytes: file.bytes,
  });
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/products/import?dryRun=${opts.dryRun ? 'true' : 'false'}`,
    headers: { ...as(opts.tenant ?? 'demo', opts.token), ...body.headers },
    payload: body.payload,
  });
  return { res, body: res.json(), ms: Math.round(performance.now() - started) };
}

export async function download(t: TestApp, url: string, token: string, tenant = 'demo') {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: as(tenant, token) });
  return { res, bytes: res.rawPayload };
}

export async function productCount(db: Db, tenantId = 'demo'): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.tenantId, tenantId));
  return row!.n;
}

/**
 * A Sivakasi price list of `n` products under a shop preamble (header on line 4): ten categories, pack,
 * pieces, MRP and offer rate; every third row without SKU (generated), some with a product code only.
 */
export function bulkRows(n: number, prefix = 'Bulk'): Cell[][] {
  const rows: Cell[][] = [
    ['Sri Meenakshi Fireworks, Sivakasi — Price List 2026'],
    ['Ph: 94433 12345'],
    [],
    ['S.No', 'Product Name', 'Category', 'Content', 'Pieces', 'MRP', 'Offer Price', 'SKU', 'Product Code'],
  ];
  for (let i = 1; i <= n; i++) {
    rows.push([
      i,
      `${prefix} Item ${i}`,
      `${prefix} Category ${(i % 10) + 1}`,
      i % 2 ? '1 Box' : '1 Pkt',
      10 + (i % 5),
      400 + i,
      `₹ ${(200 + i / 2).toFixed(2)}`,
      i % 3 === 0 ? null : `${prefix.toUpperCase()}-${i}`,
      i % 3 === 0 ? `${prefix.slice(0, 2).toUpperCase()}${i}` : null,
    ]);
  }
  return rows;
}
/** The line a bulk row sits on (1-based product number). */
export const bulkLine = (i: number) => i + 4;
