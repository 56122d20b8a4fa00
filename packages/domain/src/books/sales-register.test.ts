import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { bookSign, type BookDocument } from './book-document.ts';
import { bookDocumentProblems, summariseBooks } from './book-totals.ts';
import { APRIL, APRIL_DOCS, BUYER_GSTIN, paiseOf } from './book-scenario.test-data.ts';
import { ROUND_OFF_DESCRIPTION, SALES_REGISTER_COLUMNS, salesRegisterCsv } from './sales-register.ts';

type Row = Record<(typeof SALES_REGISTER_COLUMNS)[number], string>;

function readRegister(csv: string): { rows: Row[]; total: Row } {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const rows = parse(csv.slice(1), { columns: true }) as Row[];
  const total = rows.pop()!;
  expect(total.Type).toBe('Total');
  return { rows, total };
}

const sumColumn = (rows: Row[], col: keyof Row) =>
  rows.reduce((n, r) => n + (r[col] ? paiseOf(r[col]) : 0), 0);
const signedSum = (
  docs: BookDocument[],
  key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise',
) => docs.reduce((n, d) => n + bookSign(d) * d[key], 0);

describe('sales register CSV', () => {
  it('builds its fixtures with arithmetic that adds up', () => {
    for (const doc of APRIL_DOCS) expect(bookDocumentProblems(doc)).toEqual([]);
    expect(APRIL.intraSmall.roundOffPaise).not.toBe(0);
  });

  it('writes one row per line and per rounding, and totals that agree with the documents to the paisa', () => {
    const { csv, rows: count, totals } = salesRegisterCsv(APRIL_DOCS);
    const { rows, total } = readRegister(csv);
    const lines = APRIL_DOCS.reduce((n, d) => n + d.lines.length + (d.roundOffPaise ? 1 : 0), 0);
    expect(rows).toHaveLength(lines);
    expect(count).toBe(lines);
    for (const [col, key] of [
      ['Taxable value', 'taxablePaise'],
      ['CGST', 'cgstPaise'],
      ['SGST', 'sgstPaise'],
      ['IGST', 'igstPaise'],
      ['Total', 'totalPaise'],
    ] as const) {
      expect(sumColumn(rows, col), col).toBe(signedSum(APRIL_DOCS, key));
      expect(paiseOf(total[col]), col).toBe(signedSum(APRIL_DOCS, key));
    }
    expect(total.Number).toBe('4 invoices, 3 credit notes');
    expect(totals.totalPaise).toBe(summariseBooks(APRIL_DOCS).net.totalPaise);
  });

  it('shows a credit note as negative rows that cancel what they correct', () => {
    const { rows } = readRegister(salesRegisterCsv([APRIL.interB2b, APRIL.noteB2b]).csv);
    const notes = rows.filter((r) => r.Type === 'Credit note');
    expect(notes.length).toBeGreaterThan(0);
    for (const r of notes) {
      expect(r['Against invoice']).toBe('UC/26-27/00002');
      // Its rounding may go either way; what it gives back never does.
      if (r.Description !== ROUND_OFF_DESCRIPTION) expect(paiseOf(r.Total)).toBeLessThan(0);
    }
    expect(notes[0]!.Quantity).toBe('-20');
    // A full credit note: the pair nets to nothing in every column.
    for (const col of ['Taxable value', 'IGST', 'Total'] as const) expect(sumColumn(rows, col)).toBe(0);
  });

  it('writes the intra-state split, the IST date, the place of supply and the quoted buyer', () => {
    const { rows } = readRegister(salesRegisterCsv([APRIL.intraSmall, APRIL.interB2b]).csv);
    const first = rows[0]!;
    expect(first).toMatchObject({
      Type: 'Tax invoice',
      Number: 'UC/26-27/00001',
      Date: '02-04-2026',
      Buyer: 'Ravi, Kumar',
      'Buyer GSTIN': '',
      'Place of supply code': '33',
      'Place of supply': 'Tamil Nadu',
      HSN: '3604',
      Quantity: '3',
      Unit: 'box',
      // 3 × 423.73 − 50.00 coupon share = 1221.19; 9 % each = 109.91 (109.9071)
      'Taxable value': '1221.19',
      'GST rate %': '18',
      CGST: '109.91',
      SGST: '109.91',
      IGST: '0.00',
      Total: '1441.01',
    });
    const rounding = rows.find((r) => r.Description === ROUND_OFF_DESCRIPTION)!;
    expect(paiseOf(rounding.Total)).toBe(APRIL.intraSmall.roundOffPaise);
    const b2b = rows.find((r) => r.Number === 'UC/26-27/00002')!;
    expect(b2b).toMatchObject({
      Date: '11-04-2026',
      'Buyer GSTIN': BUYER_GSTIN,
      'Place of supply': 'Karnataka',
    });
    expect(b2b.CGST).toBe('0.00');
    expect(paiseOf(b2b.IGST)).toBe(APRIL.interB2b.lines[0]!.igstPaise);
  });

  it('writes a header and a zero totals row for a month with no sales', () => {
    const { rows, total } = readRegister(salesRegisterCsv([]).csv);
    expect(rows).toEqual([]);
    expect(total.Total).toBe('0.00');
  });
});

describe('summariseBooks', () => {
  it('counts invoices and credit notes apart and nets them', () => {
    const s = summariseBooks(APRIL_DOCS);
    expect(s.invoices.count).toBe(4);
    expect(s.creditNotes.count).toBe(3);
    expect(s.net.totalPaise).toBe(s.invoices.totalPaise - s.creditNotes.totalPaise);
    expect(s.net.igstPaise).toBe(signedSum(APRIL_DOCS, 'igstPaise'));
  });
});
