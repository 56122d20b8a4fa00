// The GSTR-1 summary as one CSV, a section per table. Column names follow the GST offline tool's
// sheets (b2b, b2cl, b2cs, cdnr, cdnur, hsn(b2b), hsn(b2c), docs) with the tax amounts the portal
// shows added, so the accountant can copy a section into the tool or check the return against it.
import { istParts } from './book-format.ts';
import { paiseText, rateText } from './book-format.ts';
import { amount, csvDocument, csvRow, type CsvCell } from './csv.ts';
import { placeOfSupplyText } from './gst-state-codes.ts';
import { buildGstr1, type Gstr1, type Gstr1Invoice, type Gstr1Note, type RateAmounts } from './gstr1.ts';
import type { BookDocument } from './book-document.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '01-Apr-2026' (IST): the offline tool's date format. */
export function gstDate(at: Date): string {
  const { year, month, day } = istParts(at);
  return `${day < 10 ? '0' : ''}${day}-${MONTHS[month - 1]}-${year}`;
}

const money = (paise: number) => amount(paiseText(paise));
const rate = (bp: number) => amount(rateText(bp));
const taxes = (r: Omit<RateAmounts, 'rateBp'>): CsvCell[] => [
  money(r.taxablePaise),
  money(r.igstPaise),
  money(r.cgstPaise),
  money(r.sgstPaise),
  money(0), // cess: none on fireworks
];
const TAX_HEAD = ['Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax', 'Cess Amount'];

export const GSTR1_SECTIONS = {
  b2b: 'Table 4A - B2B invoices to registered buyers (offline tool sheet b2b)',
  b2cl: 'Table 5 - B2C large: inter-state invoices to unregistered buyers above the threshold (b2cl)',
  b2cs: 'Table 7 - B2C others, by place of supply and rate, net of their credit notes (b2cs)',
  cdnr: 'Table 9B - Credit notes to registered buyers (cdnr)',
  cdnur: 'Table 9B - Credit notes to unregistered buyers against B2C large invoices (cdnur)',
  hsnB2b: 'Table 12 - HSN summary, B2B tab (hsn(b2b))',
  hsnB2c: 'Table 12 - HSN summary, B2C tab (hsn(b2c))',
  documents: 'Table 13 - Documents issued (docs)',
} as const;

type Sum = Omit<RateAmounts, 'rateBp'>;
const zero = (): Sum => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
function add(into: Sum, r: Sum) {
  into.taxablePaise += r.taxablePaise;
  into.cgstPaise += r.cgstPaise;
  into.sgstPaise += r.sgstPaise;
  into.igstPaise += r.igstPaise;
}

function section(out: string[], title: string, head: readonly string[], rows: CsvCell[][], total: CsvCell[]) {
  out.push('', csvRow([title]), csvRow(head));
  for (const row of rows) out.push(csvRow(row));
  out.push(csvRow(total));
}

/** One row per invoice and rate; the invoice value repeats on each, as the offline tool wants. */
function invoiceRows(list: readonly Gstr1Invoice[], cells: (inv: Gstr1Invoice, r: RateAmounts) => CsvCell[]) {
  const rows: CsvCell[][] = [];
  const sum = zero();
  let value = 0;
  for (const inv of list) {
    value += inv.valuePaise;
    for (const r of inv.rates) {
      add(sum, r);
      rows.push(cells(inv, r));
    }
  }
  return { rows, sum, value };
}

export type Gstr1CsvMeta = { shopName: string; gstin: string | null; from: string; to: string };

export function gstr1Csv(docs: readonly BookDocument[], meta: Gstr1CsvMeta): { csv: string; gstr1: Gstr1 } {
  const g = buildGstr1(docs);
  const out: string[] = [
    csvRow(['GSTR-1 summary', meta.shopName]),
    csvRow(['GSTIN', meta.gstin ?? '']),
    csvRow(['Period', `${meta.from} to ${meta.to}`]),
    csvRow(['Amounts', 'Rupees; credit notes against B2C others are subtracted in Table 7 and Table 12']),
  ];
  if (g.billsOfSupply > 0) {
    out.push(
      csvRow(['Bills of supply', `${g.billsOfSupply} (issued while not GST registered; not in GSTR-1)`]),
    );
  }

  const b2b = invoiceRows(g.b2b, (inv, r) => [
    inv.buyerGstin,
    inv.buyerName,
    inv.number,
    gstDate(inv.issuedAt),
    money(inv.valuePaise),
    placeOfSupplyText(inv.placeOfSupplyCode),
    'N',
    '',
    'Regular B2B',
    '',
    rate(r.rateBp),
    ...taxes(r),
  ]);
  section(
    out,
    GSTR1_SECTIONS.b2b,
    [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      ...TAX_HEAD,
    ],
    b2b.rows,
    [
      'Total',
      `${g.b2b.length} invoices`,
      '',
      '',
      money(b2b.value),
      '',
      '',
      '',
      '',
      '',
      '',
      ...taxes(b2b.sum),
    ],
  );

  const b2cl = invoiceRows(g.b2cl, (inv, r) => [
    inv.number,
    gstDate(inv.issuedAt),
    money(inv.valuePaise),
    placeOfSupplyText(inv.placeOfSupplyCode),
    '',
    rate(r.rateBp),
    ...taxes(r),
    '',
  ]);
  section(
    out,
    GSTR1_SECTIONS.b2cl,
    [
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      ...TAX_HEAD,
      'E-Commerce GSTIN',
    ],
    b2cl.rows,
    ['Total', `${g.b2cl.length} invoices`, money(b2cl.value), '', '', '', ...taxes(b2cl.sum), ''],
  );

  const b2csSum = zero();
  section(
    out,
    GSTR1_SECTIONS.b2cs,
    ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', ...TAX_HEAD, 'E-Commerce GSTIN'],
    g.b2cs.map((row) => {
      add(b2csSum, row);
      return ['OE', placeOfSupplyText(row.placeOfSupplyCode), '', rate(row.rateBp), ...taxes(row), ''];
    }),
    ['Total', '', '', '', ...taxes(b2csSum), ''],
  );

  const noteHead = ['Note Number', 'Note Date', 'Note Type', 'Place Of Supply'];
  const cdnr = invoiceRows(g.cdnr, (inv, r) => {
    const note = inv as Gstr1Note;
    return [
      note.buyerGstin,
      note.buyerName,
      note.number,
      gstDate(note.issuedAt),
      'C',
      placeOfSupplyText(note.placeOfSupplyCode),
      'N',
      'Regular B2B',
      money(note.valuePaise),
      '',
      rate(r.rateBp),
      ...taxes(r),
      note.against?.number ?? '',
      note.against ? gstDate(note.against.issuedAt) : '',
    ];
  });
  section(
    out,
    GSTR1_SECTIONS.cdnr,
    [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      ...noteHead,
      'Reverse Charge',
      'Note Supply Type',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      ...TAX_HEAD,
      'Against Invoice Number',
      'Against Invoice Date',
    ],
    cdnr.rows,
    [
      'Total',
      `${g.cdnr.length} notes`,
      '',
      '',
      '',
      '',
      '',
      '',
      money(cdnr.value),
      '',
      '',
      ...taxes(cdnr.sum),
      '',
      '',
    ],
  );

  const cdnur = invoiceRows(g.cdnur, (inv, r) => {
    const note = inv as Gstr1Note;
    return [
      'B2CL',
      note.number,
      gstDate(note.issuedAt),
      'C',
      placeOfSupplyText(note.placeOfSupplyCode),
      money(note.valuePaise),
      '',
      rate(r.rateBp),
      ...taxes(r),
      note.against?.number ?? '',
      note.against ? gstDate(note.against.issuedAt) : '',
    ];
  });
  section(
    out,
    GSTR1_SECTIONS.cdnur,
    [
      'UR Type',
      ...noteHead,
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      ...TAX_HEAD,
      'Against Invoice Number',
      'Against Invoice Date',
    ],
    cdnur.rows,
    ['Total', `${g.cdnur.length} notes`, '', '', '', money(cdnur.value), '', '', ...taxes(cdnur.sum), '', ''],
  );

  const hsnHead = ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', ...TAX_HEAD];
  for (const key of ['hsnB2b', 'hsnB2c'] as const) {
    const sum = zero();
    let value = 0;
    section(
      out,
      GSTR1_SECTIONS[key],
      hsnHead,
      g[key].map((row) => {
        add(sum, row);
        value += row.valuePaise;
        return [
          row.hsn,
          row.description,
          row.uqc,
          amount(String(row.quantity)),
          money(row.valuePaise),
          rate(row.rateBp),
          ...taxes(row),
        ];
      }),
      ['Total', '', '', '', money(value), '', ...taxes(sum)],
    );
  }

  section(
    out,
    GSTR1_SECTIONS.documents,
    ['Nature of Document', 'Financial Year', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
    g.documents.map((d) => [d.nature, d.financialYear, d.from, d.to, d.total, d.cancelled]),
    ['Total', '', '', '', g.documents.reduce((n, d) => n + d.total, 0), 0],
  );
  return { csv: csvDocument(out), gstr1: g };
}
