// The shop's whole catalogue as a price list (every status, with a Status column the import reads back),
// grouped by category in display order; and the empty template with two example rows.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { toRupees } from '@pataka/domain/money';
import { PRICE_LIST_COLUMNS, PRICE_LIST_EXAMPLES } from '@pataka/domain/price-list';
import { categories, products } from '../../db/schema/catalogue.ts';
import type { Db } from '../../db/types.ts';
import type { PriceListFormat } from './price-list.read.ts';

type Cell = string | number;

export async function loadPriceListRows(db: Db, tenantId: string): Promise<Cell[][]> {
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({
        name: products.name,
        categoryId: products.categoryId,
        packageType: products.packageType,
        piecesPerBox: products.piecesPerBox,
        pricePaise: products.pricePaise,
        originalPricePaise: products.originalPricePaise,
        sku: products.sku,
        productCode: products.productCode,
        inStock: products.inStock,
        stock: products.stockQuantity,
        status: products.status,
      })
      .from(products)
      .where(eq(products.tenantId, tenantId)),
    db
      .select({ id: categories.id, name: categories.name, displayOrder: categories.displayOrder })
      .from(categories)
      .where(eq(categories.tenantId, tenantId)),
  ]);
  const byOrder = [...categoryRows].sort(
    (a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name),
  );
  const rank = new Map(byOrder.map((c, i) => [c.id, i]));
  const names = new Map(byOrder.map((c) => [c.id, c.name]));
  const last = byOrder.length; // products without a category come after every category
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const sorted = productRows.sort(
    (a, b) =>
      (rank.get(a.categoryId ?? '') ?? last) - (rank.get(b.categoryId ?? '') ?? last) ||
      collator.compare(a.productCode ?? '\uffff', b.productCode ?? '\uffff') ||
      collator.compare(a.name, b.name) ||
      a.sku.localeCompare(b.sku),
  );
  return sorted.map((p, i) => [
    i + 1,
    p.name,
    p.categoryId ? (names.get(p.categoryId) ?? '') : '',
    p.packageType ?? '',
    p.piecesPerBox ?? '',
    p.originalPricePaise === null ? '' : toRupees(p.originalPricePaise),
    toRupees(p.pricePaise),
    p.sku,
    p.productCode ?? '',
    p.inStock ? 'Yes' : 'No',
    // Units on hand; empty when the shop does not count this product (decision 143).
    p.stock ?? '',
    p.status,
  ]);
}

export const templateRows = (): Cell[][] => PRICE_LIST_EXAMPLES.map((row) => [...row]);

/** An .xlsx (one sheet, bold frozen header, rupee columns formatted) or a UTF-8 CSV with BOM for Excel. */
export async function writePriceList(rows: Cell[][], format: PriceListFormat): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pataka';
  const sheet = workbook.addWorksheet('Price list', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PRICE_LIST_COLUMNS.map((header) => ({
    header,
    width: header === 'Product Name' ? 36 : header === 'Category' ? 22 : header === 'SKU' ? 20 : 12,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  if (format === 'csv') {
    const csv = Buffer.from(await workbook.csv.writeBuffer());
    return Buffer.concat([Buffer.from('\ufeff', 'utf8'), csv]);
  }
  for (const key of [6, 7]) sheet.getColumn(key).numFmt = '#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
