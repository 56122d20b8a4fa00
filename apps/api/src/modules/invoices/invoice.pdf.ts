// The invoice, bill of supply or credit note on A4 (CGST Rules r. 46, 49, 53): supplier with GSTIN,
// number and date, buyer, place of supply, lines with HSN, quantity, unit, rate, discount, taxable
// value and tax, the HSN summary, totals with the round-off, the amount in words, footer, signature.
import { hsnSummary, rateText } from '@pataka/domain/invoice/maths';
import { istDate } from '@pataka/domain/invoice/numbering';
import { TITLES } from '@pataka/domain/invoice/rules';
import type { InvoiceLine } from '@pataka/domain/invoice/types';
import { amountInWords } from '@pataka/domain/invoice/words';
import { stateOfGstCode } from '@pataka/domain/indian-states';
import { tamilFont } from '../../lib/pdf-fonts.ts';
import { a4Document, finish, MARGIN, numberPages, type Doc } from '../price-list-pdf/pdf-document.ts';
import type { InvoiceRow } from './invoice.queries.ts';

type Align = 'left' | 'right' | 'center';
type Col = { label: string; width: number; align: Align; cell: (l: InvoiceLine, i: number) => string };

const WIDTH = 595.28 - 2 * MARGIN;
const INK = '#1c1917';
const MUTED = '#57534e';
const RULE = '#a8a29e';
const HEAD_FILL = '#f5f5f4';
const PAD = 3;

/** 1,23,456.78: Indian grouping, always two decimals (the table's figures carry no ₹). */
const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const paise = (p: number) => amount.format(p / 100);
const dmy = (d: Date) => istDate(d).split('-').reverse().join('-');
const stateText = (code: string) => `${stateOfGstCode(code) ?? '—'} (${code})`;

function columns(split: 'intra' | 'inter' | 'none'): Col[] {
  const first: Col[] = [
    { label: '#', width: 16, align: 'center', cell: (_l, i) => String(i + 1) },
    { label: 'Description', width: 0, align: 'left', cell: (l) => l.description },
    { label: 'HSN', width: 32, align: 'center', cell: (l) => l.hsn },
    { label: 'Qty', width: 26, align: 'right', cell: (l) => String(l.quantity) },
    { label: 'Unit', width: 26, align: 'center', cell: (l) => l.unit },
    { label: 'Rate', width: 48, align: 'right', cell: (l) => paise(l.ratePaise) },
    {
      label: 'Disc.',
      width: 40,
      align: 'right',
      cell: (l) => (l.discountPaise ? paise(l.discountPaise) : '—'),
    },
    {
      label: split === 'none' ? 'Amount' : 'Taxable',
      width: 56,
      align: 'right',
      cell: (l) => paise(l.taxablePaise),
    },
  ];
  const tax: Col[] =
    split === 'none'
      ? []
      : [
          { label: 'GST', width: 28, align: 'right', cell: (l) => rateText(l.gstRateBp) },
          ...(split === 'intra'
            ? [
                {
                  label: 'CGST',
                  width: 42,
                  align: 'right' as Align,
                  cell: (l: InvoiceLine) => paise(l.cgstPaise),
                },
                {
                  label: 'SGST',
                  width: 42,
                  align: 'right' as Align,
                  cell: (l: InvoiceLine) => paise(l.sgstPaise),
                },
              ]
            : [
                {
                  label: 'IGST',
                  width: 56,
                  align: 'right' as Align,
                  cell: (l: InvoiceLine) => paise(l.igstPaise),
                },
              ]),
          { label: 'Total', width: 54, align: 'right', cell: (l) => paise(l.totalPaise) },
        ];
  const cols = [...first, ...tax];
  cols[1]!.width = WIDTH - cols.reduce((s, c) => s + c.width, 0);
  return cols;
}

function rule(doc: Doc, y: number, color = RULE, width = 0.5) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke();
}

export type InvoicePdfContext = {
  orderNumber: string;
  againstNumber: string | null;
  againstDate: Date | null;
};

export async function renderInvoicePdf(
  inv: InvoiceRow,
  lines: InvoiceLine[],
  ctx: InvoicePdfContext,
): Promise<Buffer> {
  const s = inv.supplier;
  const title = TITLES[inv.kind as keyof typeof TITLES];
  const doc = a4Document(`${s.name} — ${title} ${inv.number}`, s.name);
  const ta = tamilFont();
  if (ta) doc.registerFont('tamil', ta);
  const split =
    inv.kind === 'bill_of_supply'
      ? 'none'
      : inv.igstPaise > 0 || inv.placeOfSupplyCode !== s.stateCode
        ? 'inter'
        : 'intra';
  const right = MARGIN + WIDTH;

  // Title band
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(INK)
    .text(title.toUpperCase(), MARGIN, MARGIN, { width: WIDTH, align: 'center' });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Original for recipient', MARGIN, MARGIN + 4, { width: WIDTH, align: 'right' });
  let y = MARGIN + 24;
  rule(doc, y, INK, 1);

  // Supplier (left) and document facts (right)
  y += 6;
  const half = WIDTH / 2;
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(INK)
    .text(s.name, MARGIN, y, { width: half + 40 });
  doc.font('regular').fontSize(8.5).fillColor(INK);
  doc.text(s.address, { width: half + 20 });
  if (s.gstin)
    doc
      .font('bold')
      .text(`GSTIN: ${s.gstin}`, { width: half + 20 })
      .font('regular');
  doc.text(`State: ${stateText(s.stateCode)}`, { width: half + 20 });
  if (s.licence) doc.text(`Explosives licence: ${s.licence}`, { width: half + 20 });
  if (s.phone) doc.text(`Phone: ${s.phone}`, { width: half + 20 });
  const leftBottom = doc.y;

  const facts: [string, string][] = [
    [`${inv.kind === 'credit_note' ? 'Credit note' : 'Invoice'} no.`, inv.number],
    ['Date', dmy(inv.issuedAt)],
    ['Enquiry', ctx.orderNumber],
    ...(ctx.againstNumber
      ? ([
          ['Against invoice', ctx.againstNumber],
          ['Invoice date', ctx.againstDate ? dmy(ctx.againstDate) : '—'],
        ] as [string, string][])
      : []),
  ];
  let fy = y;
  for (const [label, value] of facts) {
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, right - 200, fy, { width: 80 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(value, right - 120, fy, { width: 120, align: 'right' });
    fy += 13;
  }
  y = Math.max(leftBottom, fy) + 6;
  rule(doc, y);

  // Buyer and place of supply
  y += 6;
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(inv.kind === 'credit_note' ? 'Credit to' : 'Bill to', MARGIN, y);
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(inv.buyerName, { width: half + 20 });
  doc.font('regular').fontSize(8.5);
  if (inv.buyerAddress) doc.text(inv.buyerAddress, { width: half + 20 });
  doc.text(`State: ${stateText(inv.buyerStateCode)}`, { width: half + 20 });
  if (inv.buyerGstin)
    doc
      .font('bold')
      .text(`GSTIN: ${inv.buyerGstin}`, { width: half + 20 })
      .font('regular');
  if (inv.buyerPhone) doc.text(`Phone: ${inv.buyerPhone}`, { width: half + 20 });
  const buyerBottom = doc.y;
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Place of supply', right - 200, y, { width: 200, align: 'right' });
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(stateText(inv.placeOfSupplyCode), right - 200, y + 11, { width: 200, align: 'right' });
  if (inv.reason) {
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(INK)
      .text(`Reason: ${inv.reason}`, right - 200, y + 26, { width: 200, align: 'right' });
  }
  doc.font('regular').fontSize(7.5).fillColor(MUTED);
  doc.text(
    inv.pricesIncludeTax ? 'Rates include GST' : 'Rates exclude GST',
    right - 200,
    y + (inv.reason ? 40 : 26),
    { width: 200, align: 'right' },
  );
  y = Math.max(buyerBottom, doc.y) + 8;

  // Lines
  const cols = columns(split);
  const bottomLimit = () => doc.page.height - MARGIN - 30;
  const header = () => {
    doc.rect(MARGIN, y, WIDTH, 16).fill(HEAD_FILL);
    doc.font('bold').fontSize(7.5).fillColor(INK);
    let x = MARGIN;
    for (const c of cols) {
      doc.text(c.label, x + PAD, y + 5, { width: c.width - 2 * PAD, align: c.align, lineBreak: false });
      x += c.width;
    }
    y += 16;
  };
  header();
  lines.forEach((l, i) => {
    const descCol = cols[1]!;
    doc.font('regular').fontSize(8);
    let h = doc.heightOfString(l.description, { width: descCol.width - 2 * PAD });
    const taName = ta && l.descriptionTa ? l.descriptionTa : null;
    if (taName)
      h += doc
        .font('tamil')
        .fontSize(7.5)
        .heightOfString(taName, { width: descCol.width - 2 * PAD });
    const height = h + 2 * PAD;
    if (y + height > bottomLimit()) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    let x = MARGIN;
    for (const c of cols) {
      doc.font('regular').fontSize(8).fillColor(INK);
      doc.text(c.cell(l, i), x + PAD, y + PAD, {
        width: c.width - 2 * PAD,
        align: c.align,
        lineBreak: c === descCol,
      });
      if (c === descCol && taName) drawMixed(doc, taName, x + PAD, doc.y, c.width - 2 * PAD);
      x += c.width;
    }
    y += height;
    rule(doc, y, '#e7e5e4', 0.4);
  });

  // Totals
  const totals: [string, string, boolean][] = [
    [split === 'none' ? 'Total value' : 'Taxable value', paise(inv.taxablePaise), false],
    ...(split === 'intra'
      ? ([
          ['CGST', paise(inv.cgstPaise), false],
          ['SGST', paise(inv.sgstPaise), false],
        ] as [string, string, boolean][])
      : split === 'inter'
        ? ([['IGST', paise(inv.igstPaise), false]] as [string, string, boolean][])
        : []),
    ['Round off', `${inv.roundOffPaise > 0 ? '+' : ''}${paise(inv.roundOffPaise)}`, false],
    [inv.kind === 'credit_note' ? 'Total credit' : 'Total', `₹ ${paise(inv.totalPaise)}`, true],
  ];
  const summary = split === 'none' ? [] : hsnSummary(lines);
  const needed = totals.length * 14 + 40 + (summary.length + 2) * 13 + 120;
  if (y + needed > bottomLimit()) {
    doc.addPage();
    y = MARGIN;
  }
  y += 6;
  const labelX = right - 230;
  for (const [label, value, strong] of totals) {
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 11 : 8.5)
      .fillColor(INK);
    doc.text(label, labelX, y, { width: 120, lineBreak: false });
    doc.text(value, labelX + 120, y, { width: 110, align: 'right', lineBreak: false });
    y += strong ? 16 : 13;
  }
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Amount in words', MARGIN, y + 2);
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(INK)
    .text(amountInWords(inv.totalPaise), MARGIN, doc.y, { width: WIDTH });
  y = doc.y + 8;

  // HSN summary (rule 46(g) and GSTR-1 table 12)
  if (summary.length) {
    const hs: { label: string; width: number; align: Align }[] = [
      { label: 'HSN', width: 70, align: 'left' },
      { label: 'Qty', width: 50, align: 'right' },
      { label: 'Taxable value', width: 90, align: 'right' },
      { label: 'Rate', width: 50, align: 'right' },
      ...(split === 'intra'
        ? [
            { label: 'CGST', width: 80, align: 'right' as Align },
            { label: 'SGST', width: 80, align: 'right' as Align },
          ]
        : [{ label: 'IGST', width: 160, align: 'right' as Align }]),
      { label: 'Total tax', width: 0, align: 'right' },
    ];
    hs[hs.length - 1]!.width = WIDTH - hs.reduce((s2, c) => s2 + c.width, 0);
    doc.font('bold').fontSize(8).fillColor(INK).text('HSN summary', MARGIN, y);
    y = doc.y + 2;
    doc.rect(MARGIN, y, WIDTH, 14).fill(HEAD_FILL);
    let x = MARGIN;
    doc.font('bold').fontSize(7.5).fillColor(INK);
    for (const c of hs) {
      doc.text(c.label, x + PAD, y + 4, { width: c.width - 2 * PAD, align: c.align, lineBreak: false });
      x += c.width;
    }
    y += 14;
    for (const r of summary) {
      const cells = [
        r.hsn,
        String(r.quantity),
        paise(r.taxablePaise),
        rateText(r.gstRateBp),
        ...(split === 'intra' ? [paise(r.cgstPaise), paise(r.sgstPaise)] : [paise(r.igstPaise)]),
        paise(r.cgstPaise + r.sgstPaise + r.igstPaise),
      ];
      x = MARGIN;
      doc.font('regular').fontSize(8).fillColor(INK);
      cells.forEach((text, i) => {
        const c = hs[i]!;
        doc.text(text, x + PAD, y + 3, { width: c.width - 2 * PAD, align: c.align, lineBreak: false });
        x += c.width;
      });
      y += 13;
      rule(doc, y, '#e7e5e4', 0.4);
    }
    y += 8;
  } else if (inv.kind === 'bill_of_supply') {
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text('Supplier not registered for GST: no tax is charged on this bill of supply.', MARGIN, y);
    y = doc.y + 8;
  }

  // Footer (terms, declaration) and the signature
  rule(doc, y);
  y += 6;
  if (inv.footerText) {
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(INK)
      .text(inv.footerText, MARGIN, y, { width: WIDTH - 200 });
  }
  const signY = Math.max(y + 10, Math.min(doc.y + 10, bottomLimit() - 40));
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(INK)
    .text(`For ${s.name}`, right - 190, y, { width: 190, align: 'right' });
  rule2(doc, right - 160, right, signY + 28);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Authorised signatory', right - 190, signY + 32, { width: 190, align: 'right' });

  numberPages(
    doc,
    (n, total) => `${inv.number} · page ${n} of ${total} · computer-generated ${title.toLowerCase()}`,
  );
  return finish(doc);
}

/** Tamil runs in the Tamil font, the rest (digits, quotes, Latin) in the regular one: the subset has only Tamil. */
function drawMixed(doc: Doc, text: string, x: number, y: number, width: number) {
  const runs = text.match(/[\u0B80-\u0BFF\u200C\u200D]+|[^\u0B80-\u0BFF\u200C\u200D]+/g) ?? [];
  doc.fontSize(7.5).fillColor(MUTED);
  runs.forEach((run, i) => {
    const tamilRun = /[\u0B80-\u0BFF]/.test(run);
    doc.font(tamilRun ? 'tamil' : 'regular');
    const opts = { width, continued: i < runs.length - 1, lineBreak: false };
    if (i === 0) doc.text(run, x, y, opts);
    else doc.text(run, opts);
  });
}

function rule2(doc: Doc, x1: number, x2: number, y: number) {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.6).strokeColor(INK).stroke();
}
