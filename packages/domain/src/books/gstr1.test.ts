import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { bookSign } from './book-document.ts';
import { fixtureDocument } from './book-fixtures.ts';
import { APRIL, APRIL_DOCS, BUYER_GSTIN, paiseOf } from './book-scenario.test-data.ts';
import { b2clThresholdPaise, buildGstr1, type Gstr1 } from './gstr1.ts';
import { GSTR1_SECTIONS, gstDate, gstr1Csv } from './gstr1-csv.ts';

const taxable = (rows: { taxablePaise: number }[]) => rows.reduce((n, r) => n + r.taxablePaise, 0);
const invoiceTaxable = (list: Gstr1['b2b']) => list.reduce((n, i) => n + taxable(i.rates), 0);

function table(g: Gstr1, number: string): string {
  if (g.b2b.some((i) => i.number === number)) return '4A';
  if (g.b2cl.some((i) => i.number === number)) return '5';
  if (g.cdnr.some((i) => i.number === number)) return '9B cdnr';
  if (g.cdnur.some((i) => i.number === number)) return '9B cdnur';
  return '7';
}

describe('GSTR-1 tables', () => {
  const g = buildGstr1(APRIL_DOCS);

  it.each([
    ['UC/26-27/00001', '7', 'intra-state, unregistered'],
    ['UC/26-27/00002', '4A', 'registered buyer'],
    ['UC/26-27/00003', '5', 'inter-state, unregistered, above ₹1 lakh'],
    ['UC/26-27/00004', '7', 'intra-state, unregistered, above ₹1 lakh (never B2C large)'],
    ['UC/CN/26-27/0001', '7', 'credit note against a B2C small invoice: netted in Table 7'],
    ['UC/CN/26-27/0002', '9B cdnr', 'credit note to a registered buyer'],
    ['UC/CN/26-27/0003', '9B cdnur', 'credit note against a B2C large invoice'],
  ])('%s goes to Table %s (%s)', (number, expected) => {
    expect(table(g, number)).toBe(expected);
  });

  it('uses the ₹1 lakh threshold from 1 August 2024 (IST), ₹2.5 lakh before, and "above" strictly', () => {
    expect(b2clThresholdPaise(new Date('2024-07-31T18:29:59Z'))).toBe(2_50_000_00);
    expect(b2clThresholdPaise(new Date('2024-07-31T18:30:00Z'))).toBe(1_00_000_00);
    const inter = (number: string, issuedAt: string, ratePaise: number) =>
      fixtureDocument({
        number,
        issuedAt,
        placeOfSupplyCode: '32',
        lines: [{ quantity: 1, ratePaise, gstRateBp: 0 }],
      });
    const cases = buildGstr1([
      inter('A/1', '2026-05-01T06:00:00Z', 1_00_000_00), // exactly ₹1,00,000: small
      inter('A/2', '2026-05-01T06:00:00Z', 1_00_001_00), // above: large
      inter('A/3', '2024-07-15T06:00:00Z', 1_50_000_00), // July 2024: the old ₹2.5 lakh applies
    ]);
    expect(cases.b2cl.map((i) => i.number)).toEqual(['A/2']);
    expect(cases.b2cs).toHaveLength(1);
    expect(cases.b2cs[0]!.taxablePaise).toBe(2_50_000_00);
  });

  it('splits a B2B invoice by rate, with its whole value on each rate', () => {
    const inv = g.b2b[0]!;
    expect(inv.buyerGstin).toBe(BUYER_GSTIN);
    expect(inv.rates.map((r) => r.rateBp)).toEqual([1200, 1800]);
    expect(inv.valuePaise).toBe(APRIL.interB2b.totalPaise);
    expect(inv.rates[1]!.igstPaise).toBe(APRIL.interB2b.lines[0]!.igstPaise);
    expect(inv.rates.every((r) => r.cgstPaise === 0 && r.sgstPaise === 0)).toBe(true);
  });

  it('nets a B2C small credit note into Table 7 at its place of supply and rate', () => {
    const tn18 = g.b2cs.find((r) => r.placeOfSupplyCode === '33' && r.rateBp === 1800)!;
    const expected =
      APRIL.intraSmall.taxablePaise +
      APRIL.intraLargeUnregistered.taxablePaise -
      APRIL.noteSmall.taxablePaise;
    expect(tn18.taxablePaise).toBe(expected);
    expect(tn18.cgstPaise).toBe(
      APRIL.intraSmall.cgstPaise + APRIL.intraLargeUnregistered.cgstPaise - APRIL.noteSmall.cgstPaise,
    );
    expect(tn18.igstPaise).toBe(0);
  });

  it('agrees with the documents to the paisa: the tables and each HSN tab add up to net sales', () => {
    const net = APRIL_DOCS.reduce((n, d) => n + bookSign(d) * d.taxablePaise, 0);
    const fromTables =
      invoiceTaxable(g.b2b) +
      invoiceTaxable(g.b2cl) +
      taxable(g.b2cs) -
      invoiceTaxable(g.cdnr) -
      invoiceTaxable(g.cdnur);
    expect(fromTables).toBe(net);
    expect(taxable(g.hsnB2b) + taxable(g.hsnB2c)).toBe(net);
    const igst = APRIL_DOCS.reduce((n, d) => n + bookSign(d) * d.igstPaise, 0);
    expect([...g.hsnB2b, ...g.hsnB2c].reduce((n, r) => n + r.igstPaise, 0)).toBe(igst);
  });

  it('keeps B2B and B2C apart in the HSN summary, counts goods (not packing) and nets returns', () => {
    // The B2B invoice was fully credited: its HSN rows are zero.
    expect(g.hsnB2b.every((r) => r.taxablePaise === 0 && r.quantity === 0)).toBe(true);
    const fireworks = g.hsnB2c.find((r) => r.hsn === '3604' && r.uqc === 'BOX')!;
    // 3 flower pots − 1 returned + 100 aerial shots − 10 returned + 200 garlands
    expect(fireworks.quantity).toBe(3 - 1 + 100 - 10 + 200);
    expect(fireworks.description).toMatch(/Fireworks/);
    const packets = g.hsnB2c.find((r) => r.uqc === 'PAC')!;
    expect(packets.quantity).toBe(10);
    const packing = g.hsnB2c.find((r) => r.uqc === 'NOS')!;
    expect(packing.quantity).toBe(0); // packing adds value, not units
    expect(packing.taxablePaise).toBe(150_00);
  });

  it('lists the first and last number of each series in Table 13', () => {
    expect(g.documents).toEqual([
      expect.objectContaining({
        nature: 'Invoices for outward supply',
        from: 'UC/26-27/00001',
        to: 'UC/26-27/00004',
        total: 4,
      }),
      expect.objectContaining({
        nature: 'Credit Note',
        from: 'UC/CN/26-27/0001',
        to: 'UC/CN/26-27/0003',
        total: 3,
      }),
    ]);
  });

  it('leaves bills of supply out (an unregistered shop files no GSTR-1) and says so', () => {
    const bos = fixtureDocument({
      kind: 'bill_of_supply',
      number: 'BS/1',
      issuedAt: '2026-04-03T06:00:00Z',
      lines: [{ quantity: 1, ratePaise: 500_00 }],
    });
    const withBos = buildGstr1([...APRIL_DOCS, bos]);
    expect(withBos.billsOfSupply).toBe(1);
    expect(taxable(withBos.b2cs)).toBe(taxable(g.b2cs));
    expect(gstr1Csv([bos], { shopName: 'S', gstin: null, from: 'a', to: 'b' }).csv).toContain(
      'Bills of supply,1 (issued',
    );
  });
});

describe('GSTR-1 CSV', () => {
  const { csv } = gstr1Csv(APRIL_DOCS, {
    shopName: 'Uma Crackers',
    gstin: '33AAACU1234F1Z5',
    from: '2026-04-01',
    to: '2026-04-30',
  });
  const rows = parse(csv.slice(1), { relax_column_count: true }) as string[][];

  function sectionRows(title: string): { head: string[]; body: string[][]; total: string[] } {
    const at = rows.findIndex((r) => r[0] === title);
    expect(at, title).toBeGreaterThan(0);
    const end = rows.findIndex((r, i) => i > at && r[0] === 'Total');
    return { head: rows[at + 1]!, body: rows.slice(at + 2, end), total: rows[end]! };
  }
  const col = (s: { head: string[] }, name: string) => s.head.indexOf(name);

  it('has every table, quoted by its GSTR-1 number', () => {
    for (const title of Object.values(GSTR1_SECTIONS))
      expect(
        rows.some((r) => r[0] === title),
        title,
      ).toBe(true);
    expect(rows[1]).toEqual(['GSTIN', '33AAACU1234F1Z5']);
  });

  it('writes the B2B rows as the offline tool reads them', () => {
    const b2b = sectionRows(GSTR1_SECTIONS.b2b);
    expect(b2b.body).toHaveLength(2);
    const row = b2b.body.find((r) => r[col(b2b, 'Rate')] === '18')!;
    expect(row.slice(0, 10)).toEqual([
      BUYER_GSTIN,
      'Bengaluru Traders',
      'UC/26-27/00002',
      '11-Apr-2026',
      (APRIL.interB2b.totalPaise / 100).toFixed(2),
      '29-Karnataka',
      'N',
      '',
      'Regular B2B',
      '',
    ]);
  });

  it('section totals equal the sum of their rows and the documents', () => {
    const b2cs = sectionRows(GSTR1_SECTIONS.b2cs);
    const i = col(b2cs, 'Taxable Value');
    const sum = b2cs.body.reduce((n, r) => n + paiseOf(r[i]!), 0);
    expect(paiseOf(b2cs.total[i]!)).toBe(sum);
    expect(sum).toBe(taxable(buildGstr1(APRIL_DOCS).b2cs));
    const cdnur = sectionRows(GSTR1_SECTIONS.cdnur);
    expect(cdnur.body[0]![0]).toBe('B2CL');
    expect(cdnur.body[0]![col(cdnur, 'Against Invoice Number')]).toBe('UC/26-27/00003');
    const hsn = sectionRows(GSTR1_SECTIONS.hsnB2c);
    expect(paiseOf(hsn.total[col(hsn, 'Taxable Value')]!)).toBe(taxable(buildGstr1(APRIL_DOCS).hsnB2c));
  });

  it('writes dates the offline tool way in IST', () => {
    expect(gstDate(new Date('2026-03-31T18:30:00Z'))).toBe('01-Apr-2026');
  });
});
