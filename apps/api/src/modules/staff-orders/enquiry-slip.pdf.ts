import PDFDocument from 'pdfkit';
import { pdfFonts, type PdfFonts } from '../../lib/pdf-fonts.ts';

/** Everything printed on a slip; money in rupees. */
export type SlipData = {
  shop: {
    name: string;
    addressLines: string[];
    phone: string | null;
    gstin: string | null;
    licence: string | null;
  };
  orderNumber: string;
  createdAt: Date;
  status: string;
  customer: { name: string; phone: string };
  delivery: { heading: string; lines: string[] };
  items: { name: string; sku: string | null; quantity: number; unitPrice: number; total: number }[];
  subtotal: number;
  discount: number;
  couponCode: string | null;
  packing: number;
  total: number;
  customerNotes: string | null;
};

export type SlipSize = 'a4' | '80mm';

type Fonts = PdfFonts;

const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

type Doc = PDFKit.PDFDocument;

/** Draws the slip from the top of the current page; returns the y where the content ended. */
class SlipWriter {
  y: number;
  constructor(
    readonly doc: Doc,
    readonly f: Fonts,
    readonly left: number,
    readonly width: number,
    readonly bottom: number | null,
  ) {
    this.y = doc.page.margins.top;
  }
  money = (rupees: number) =>
    `${rupees < 0 ? '-' : ''}${this.f.hasRupee ? '₹' : 'Rs. '}${grouping.format(Math.abs(rupees))}`;
  /** A new page when `height` does not fit (A4 only: a thermal slip is one long page). */
  room(height: number) {
    if (this.bottom !== null && this.y + height > this.bottom) {
      this.doc.addPage();
      this.y = this.doc.page.margins.top;
    }
  }
  text(
    value: string,
    opts: {
      size?: number;
      bold?: boolean;
      align?: 'left' | 'center' | 'right';
      x?: number;
      width?: number;
      gap?: number;
    } = {},
  ) {
    const {
      size = 9,
      bold = false,
      align = 'left',
      x = this.left,
      width = this.left + this.width - x,
    } = opts;
    this.doc.font(bold ? 'bold' : 'regular').fontSize(size);
    const height = this.doc.heightOfString(value, { width, align });
    this.room(height);
    this.doc.text(value, x, this.y, { width, align });
    this.y += height + (opts.gap ?? 1);
  }
  /** Label on the left, value on the right, on one line. */
  pair(label: string, value: string, opts: { size?: number; bold?: boolean; labelX?: number } = {}) {
    const { size = 9, bold = false, labelX = this.left } = opts;
    this.doc.font(bold ? 'bold' : 'regular').fontSize(size);
    const height = this.doc.currentLineHeight(true);
    this.room(height);
    this.doc.text(label, labelX, this.y, { width: this.left + this.width - labelX, lineBreak: false });
    this.doc.text(value, labelX, this.y, {
      width: this.left + this.width - labelX,
      align: 'right',
      lineBreak: false,
    });
    this.y += height + 2;
  }
  rule(gap = 6, dashed = false) {
    this.room(gap * 2);
    this.y += gap;
    const line = this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(0.6);
    (dashed ? line.dash(2, { space: 2 }) : line).stroke();
    this.doc.undash();
    this.y += gap;
  }
}

function drawA4(w: SlipWriter, d: SlipData) {
  const { doc } = w;
  const right = w.left + w.width;
  const top = w.y;
  // Header: the shop on the left, the enquiry on the right.
  const shopWidth = w.width * 0.6;
  w.text(d.shop.name, { size: 18, bold: true, width: shopWidth, gap: 4 });
  for (const line of shopLines(d)) w.text(line, { size: 9, width: shopWidth });
  const shopBottom = w.y;
  w.y = top;
  const boxX = w.left + shopWidth + 10;
  w.text('ENQUIRY SLIP', { size: 14, bold: true, x: boxX, align: 'right', gap: 4 });
  w.text(d.orderNumber, { size: 12, bold: true, x: boxX, align: 'right', gap: 2 });
  w.text(dateFormat.format(d.createdAt), { x: boxX, align: 'right' });
  w.text(`Status: ${d.status}`, { x: boxX, align: 'right' });
  w.y = Math.max(w.y, shopBottom);
  w.rule(8);

  // Customer and where the goods go, side by side.
  const half = w.width / 2 - 10;
  const blockTop = w.y;
  w.text('Customer', { bold: true, size: 10, width: half, gap: 3 });
  w.text(d.customer.name, { width: half });
  w.text(d.customer.phone, { width: half });
  const customerBottom = w.y;
  w.y = blockTop;
  const deliveryX = w.left + w.width / 2 + 10;
  w.text(d.delivery.heading, { bold: true, size: 10, x: deliveryX, gap: 3 });
  for (const line of d.delivery.lines) w.text(line, { x: deliveryX });
  w.y = Math.max(w.y, customerBottom);
  w.rule(8);

  // Lines.
  const cols = { no: w.left, item: w.left + 22, qty: right - 210, rate: right - 150, amount: right - 75 };
  const header = () => {
    doc.font('bold').fontSize(9);
    w.room(16);
    doc.text('#', cols.no, w.y);
    doc.text('Item', cols.item, w.y);
    doc.text('Qty', cols.qty, w.y, { width: 40, align: 'right' });
    doc.text('Rate', cols.rate, w.y, { width: 70, align: 'right' });
    doc.text('Amount', cols.amount, w.y, { width: 75, align: 'right' });
    w.y += 14;
    doc
      .moveTo(w.left, w.y - 2)
      .lineTo(right, w.y - 2)
      .lineWidth(0.4)
      .stroke();
    w.y += 2;
  };
  header();
  d.items.forEach((item, i) => {
    const itemWidth = cols.qty - cols.item - 10;
    doc.font('regular').fontSize(9);
    const nameHeight = doc.heightOfString(item.name, { width: itemWidth });
    const height = nameHeight + (item.sku ? 11 : 0) + 5;
    if (w.bottom !== null && w.y + height > w.bottom) {
      doc.addPage();
      w.y = doc.page.margins.top;
      header();
    }
    doc.font('regular').fontSize(9);
    doc.text(String(i + 1), cols.no, w.y);
    doc.text(item.name, cols.item, w.y, { width: itemWidth });
    doc.text(String(item.quantity), cols.qty, w.y, { width: 40, align: 'right' });
    doc.text(w.money(item.unitPrice), cols.rate, w.y, { width: 70, align: 'right' });
    doc.text(w.money(item.total), cols.amount, w.y, { width: 75, align: 'right' });
    if (item.sku) {
      doc
        .fontSize(7.5)
        .fillColor('#555555')
        .text(`SKU ${item.sku}`, cols.item, w.y + nameHeight + 1, { width: itemWidth });
      doc.fillColor('black');
    }
    w.y += height;
  });
  w.rule(4);

  // Totals, right-aligned.
  const labelX = right - 230;
  totals(w, d, labelX, 10);
  notes(w, d, 10);
}

function draw80mm(w: SlipWriter, d: SlipData) {
  w.text(d.shop.name, { size: 12, bold: true, align: 'center', gap: 3 });
  for (const line of shopLines(d)) w.text(line, { size: 7.5, align: 'center' });
  w.rule(5, true);
  w.text('ENQUIRY SLIP', { size: 9, bold: true, align: 'center', gap: 2 });
  w.pair(d.orderNumber, d.status, { bold: true });
  w.text(dateFormat.format(d.createdAt), { size: 8 });
  w.rule(5, true);
  w.text(d.customer.name, { bold: true });
  w.text(d.customer.phone, { gap: 4 });
  w.text(d.delivery.heading, { size: 8, bold: true, gap: 1 });
  for (const line of d.delivery.lines) w.text(line, { size: 8 });
  w.rule(5, true);
  for (const item of d.items) {
    w.text(item.name, { size: 8.5, bold: true, gap: 0 });
    if (item.sku) w.text(`SKU ${item.sku}`, { size: 7 });
    w.pair(`${item.quantity} × ${w.money(item.unitPrice)}`, w.money(item.total), { size: 8.5 });
  }
  w.rule(5, true);
  totals(w, d, w.left, 9);
  notes(w, d, 8);
}

function shopLines(d: SlipData): string[] {
  return [
    ...d.shop.addressLines,
    d.shop.phone ? `Phone: ${d.shop.phone}` : null,
    d.shop.gstin ? `GSTIN: ${d.shop.gstin}` : null,
    d.shop.licence ? `Licence: ${d.shop.licence}` : null,
  ].filter((l): l is string => Boolean(l));
}

function totals(w: SlipWriter, d: SlipData, labelX: number, size: number) {
  w.pair('Subtotal', w.money(d.subtotal), { labelX, size });
  if (d.discount > 0) {
    const label = d.couponCode ? `Discount (${d.couponCode})` : 'Discount';
    w.pair(label, w.money(-d.discount), { labelX, size });
  }
  if (d.packing > 0) w.pair('Packing', w.money(d.packing), { labelX, size });
  w.y += 2;
  w.pair('Total', w.money(d.total), { labelX, size: size + 2, bold: true });
}

function notes(w: SlipWriter, d: SlipData, size: number) {
  if (d.customerNotes) {
    w.y += 8;
    w.text('Customer notes', { bold: true, size, gap: 2 });
    w.text(d.customerNotes, { size });
  }
  const footer = 'This is an enquiry slip, not a tax invoice.';
  if (w.bottom === null) {
    w.y += 10;
    w.text(footer, { size: size - 1.5, align: 'center' });
    return;
  }
  // A4: in the bottom margin of the last page, so it never spills onto a page of its own (pdfkit adds a
  // page for text below the margin unless the margin is lifted while it writes).
  const margins = w.doc.page.margins;
  const bottomMargin = margins.bottom;
  margins.bottom = 0;
  w.doc
    .font('regular')
    .fontSize(size - 1.5)
    .text(footer, w.left, w.bottom + 14, { width: w.width, align: 'center', lineBreak: false });
  margins.bottom = bottomMargin;
}

const MARGIN = { a4: 40, '80mm': 10 } as const;
const THERMAL_WIDTH = 226;

function render(d: SlipData, size: SlipSize, pageHeight: number | null): { doc: Doc; end: () => number } {
  const f = pdfFonts();
  const margin = MARGIN[size];
  const doc = new PDFDocument({
    size: size === 'a4' ? 'A4' : [THERMAL_WIDTH, pageHeight ?? 14_400],
    margin,
    info: { Title: `Enquiry ${d.orderNumber}`, Author: d.shop.name },
  });
  doc.registerFont('regular', f.regular);
  doc.registerFont('bold', f.bold);
  const width = doc.page.width - 2 * margin;
  const writer = new SlipWriter(doc, f, margin, width, size === 'a4' ? doc.page.height - margin : null);
  if (size === 'a4') drawA4(writer, d);
  else draw80mm(writer, d);
  return { doc, end: () => writer.y };
}

/** The printable slip: A4, or an 80 mm thermal roll whose page is as long as its content. */
export async function renderEnquirySlip(d: SlipData, size: SlipSize): Promise<Buffer> {
  let height: number | null = null;
  if (size === '80mm') {
    // Lay out once on a very long page to learn the height, then again on a page of exactly that height.
    const measure = render(d, size, null);
    height = Math.ceil(measure.end() + MARGIN['80mm']);
    measure.doc.end();
  }
  const { doc } = render(d, size, height);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
