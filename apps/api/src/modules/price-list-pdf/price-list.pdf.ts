// The shop's price list on A4: letterhead, then every active product by category with S.No, name,
// content, MRP struck through, offer price and discount, the header row on every page, page numbers.
import { PDF_LABELS } from '@pataka/domain/price-list-pdf';
import { a4Document, finish, money, numberPages } from './pdf-document.ts';
import { PdfTable, type Column } from './pdf-table.ts';
import type { PriceListGroup } from './price-list.data.ts';
import { drawContinuation, drawLegalNotice, drawShopHeader, type ShopHeader } from './shop-header.ts';

export type PriceListDocument = { shop: ShopHeader; date: string; groups: readonly PriceListGroup[] };

const L = PDF_LABELS.columns;
// A4 less two 36 pt margins is 523 pt wide.
const COLUMNS: Column[] = [
  { label: L.sno, width: 32, align: 'center' },
  { label: L.product, width: 211, align: 'left' },
  { label: L.content, width: 90, align: 'left' },
  { label: L.mrp, width: 64, align: 'right' },
  { label: L.price, width: 82, align: 'right' },
  { label: L.discount, width: 44, align: 'right' },
];

export async function renderPriceList(d: PriceListDocument): Promise<Buffer> {
  const doc = a4Document(`${d.shop.name} — ${PDF_LABELS.priceList}`, d.shop.name);
  const top = drawShopHeader(doc, d.shop, PDF_LABELS.priceList, [PDF_LABELS.pricesAsOn(d.date)]);
  const table = new PdfTable(doc, COLUMNS, () => drawContinuation(doc, d.shop, PDF_LABELS.priceList), top);
  table.header();
  let sno = 0;
  for (const group of d.groups) {
    table.band(group.name);
    for (const r of group.rows) {
      sno += 1;
      table.row([
        { text: String(sno) },
        { text: r.name, note: r.inStock ? undefined : PDF_LABELS.outOfStock, noteColor: '#b91c1c' },
        { text: r.content },
        { text: r.mrp === null ? '' : money(r.mrp), strike: true, color: '#78716c' },
        { text: money(r.price), bold: true },
        { text: r.discount > 0 ? `${r.discount}%` : '', color: '#15803d' },
      ]);
    }
  }
  if (sno === 0) table.band(PDF_LABELS.noProducts);
  drawLegalNotice(doc, d.shop, table.y + 14);
  numberPages(doc, PDF_LABELS.page);
  return finish(doc);
}
