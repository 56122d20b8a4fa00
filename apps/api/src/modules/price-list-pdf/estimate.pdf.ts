// The shopper's estimate on A4, in the price list's style: letterhead, the enquiry's lines as they were
// priced at the enquiry (name, qty, rate, amount), then subtotal, discount, packing and total.
import { PDF_LABELS } from '@pataka/domain/price-list-pdf';
import type { OrderDto } from '../orders/order.dto.ts';
import { a4Document, finish, MARGIN, money, numberPages } from './pdf-document.ts';
import { PdfTable, type Column } from './pdf-table.ts';
import { drawContinuation, drawLegalNotice, drawShopHeader, type ShopHeader } from './shop-header.ts';

const L = PDF_LABELS.columns;
const COLUMNS: Column[] = [
  { label: L.sno, width: 32, align: 'center' },
  { label: L.product, width: 261, align: 'left' },
  { label: L.quantity, width: 50, align: 'right' },
  { label: L.rate, width: 80, align: 'right' },
  { label: L.amount, width: 100, align: 'right' },
];

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

export async function renderEstimate(shop: ShopHeader, order: OrderDto): Promise<Buffer> {
  const doc = a4Document(`${shop.name} — ${PDF_LABELS.enquiryNumber(order.orderNumber)}`, shop.name);
  const customer = [order.contactName, order.contactPhone].filter(Boolean).join(', ');
  const facts = [
    PDF_LABELS.enquiryNumber(order.orderNumber),
    dateFormat.format(new Date(order.createdAt)),
    ...(customer ? [`${PDF_LABELS.customer}: ${customer}`] : []),
  ];
  const top = drawShopHeader(doc, shop, PDF_LABELS.estimate, facts);
  const table = new PdfTable(doc, COLUMNS, () => drawContinuation(doc, shop, PDF_LABELS.estimate), top);
  table.header();
  order.items.forEach((item, i) => {
    table.row([
      { text: String(i + 1) },
      { text: item.productName, note: item.sku ?? undefined },
      { text: String(item.quantity) },
      { text: money(item.price) },
      { text: money(item.total), bold: true },
    ]);
  });

  const totals: [string, string, boolean][] = [
    [PDF_LABELS.subtotal, money(order.subtotal), false],
    ...(order.discount > 0
      ? [
          [PDF_LABELS.discount(order.couponCode), `-${money(order.discount)}`, false] as [
            string,
            string,
            boolean,
          ],
        ]
      : []),
    [PDF_LABELS.packing, money(order.packing), false],
    [PDF_LABELS.total, money(order.total), true],
  ];
  table.ensure(totals.length * 15 + 30);
  let y = table.y + 8;
  const labelX = MARGIN + table.width - 250;
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9);
    doc.text(label, labelX, y, { width: 140, lineBreak: false });
    doc.text(value, labelX + 140, y, { width: 110, align: 'right', lineBreak: false });
    y += strong ? 17 : 14;
  }
  doc.font('regular').fontSize(8).fillColor('#57534e');
  doc.text(PDF_LABELS.notInvoice, MARGIN, y + 6, { width: table.width });
  doc.fillColor('black');
  drawLegalNotice(doc, shop, doc.y + 12);
  numberPages(doc, PDF_LABELS.page);
  return finish(doc);
}
