import { describe, expect, it } from 'vitest';
import { creditLines, creditTotals, remainingByPosition } from './credit.ts';
import { computeInvoice, hsnSummary, lineTax, spreadProportionally } from './maths.ts';
import type { InvoiceLine, InvoiceLineInput, TaxSplit } from './types.ts';

const goods = (
  unitPricePaise: number,
  quantity: number,
  gstRateBp = 1800,
  hsn = '3604',
): InvoiceLineInput => ({
  kind: 'goods',
  description: `Item ${unitPricePaise}`,
  hsn,
  quantity,
  unit: 'BOX',
  unitPricePaise,
  gstRateBp,
});
const packing = (paise: number): InvoiceLineInput => ({
  kind: 'packing',
  description: 'Packing charges',
  hsn: '3604',
  quantity: 1,
  unit: 'NOS',
  unitPricePaise: paise,
  gstRateBp: 1800,
});

/** Every line within a paisa of rate × taxable (each half for CGST/SGST), and totals that add up exactly. */
function expectConsistent(lines: InvoiceLine[], split: TaxSplit) {
  for (const l of lines) {
    expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
    const exact = (l.taxablePaise * l.gstRateBp) / 10_000;
    if (split === 'intra') {
      expect(l.cgstPaise).toBe(l.sgstPaise);
      expect(Math.abs(l.cgstPaise - exact / 2)).toBeLessThanOrEqual(1);
      expect(Math.abs(l.sgstPaise - exact / 2)).toBeLessThanOrEqual(1);
      expect(l.igstPaise).toBe(0);
    } else if (split === 'inter') {
      expect(Math.abs(l.igstPaise - exact)).toBeLessThanOrEqual(1);
      expect(l.cgstPaise + l.sgstPaise).toBe(0);
    } else {
      expect(l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(0);
    }
  }
}

describe('spreadProportionally', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [1000, [50000, 30000, 20000], [500, 300, 200]],
    [7, [3, 3, 0], [4, 3, 0]],
    [0, [5, 5], [0, 0]],
    [99, [10000, 1], [99, 0]],
  ])('spreads %i over %j exactly', (amount, weights, parts) => {
    const got = spreadProportionally(amount, weights);
    expect(got).toEqual(parts);
    expect(got.reduce((s, p) => s + p, 0)).toBe(amount);
  });
});

describe('lineTax', () => {
  it.each([
    // value, rate, split, includes, taxable, cgst, sgst, igst, total
    [11800, 1800, 'intra', true, 10000, 900, 900, 0, 11800],
    [11800, 1800, 'inter', true, 10000, 0, 0, 1800, 11800],
    [10000, 1800, 'intra', false, 10000, 900, 900, 0, 11800],
    [10000, 1800, 'inter', false, 10000, 0, 0, 1800, 11800],
    [9999, 1800, 'intra', true, 8473, 763, 763, 0, 9999],
    [9999, 1800, 'inter', true, 8474, 0, 0, 1525, 9999],
    [101, 1800, 'intra', false, 101, 9, 9, 0, 119],
    [5000, 1800, 'none', true, 5000, 0, 0, 0, 5000],
    [10500, 500, 'intra', true, 10000, 250, 250, 0, 10500],
  ] as const)(
    '%i paise at %i bp %s (incl %s)',
    (value, rate, split, incl, taxable, cgst, sgst, igst, total) => {
      expect(lineTax(value, rate, split, incl)).toEqual({
        taxablePaise: taxable,
        cgstPaise: cgst,
        sgstPaise: sgst,
        igstPaise: igst,
        totalPaise: total,
      });
    },
  );
});

describe('computeInvoice', () => {
  const basket = [goods(45000, 3), goods(12050, 7), goods(99, 13, 1200, '3605'), packing(4321)];
  it.each([
    { name: 'intra-state, prices include GST', split: 'intra', incl: true, discount: 0 },
    { name: 'inter-state, prices include GST', split: 'inter', incl: true, discount: 0 },
    { name: 'intra-state, prices without GST', split: 'intra', incl: false, discount: 0 },
    { name: 'inter-state, prices without GST', split: 'inter', incl: false, discount: 0 },
    { name: 'intra-state with a coupon', split: 'intra', incl: true, discount: 10001 },
    { name: 'inter-state with a coupon, without GST', split: 'inter', incl: false, discount: 3333 },
    { name: 'bill of supply', split: 'none', incl: true, discount: 500 },
  ] as const)(
    '$name: lines within a paisa, totals exact, rounded to the rupee',
    ({ split, incl, discount }) => {
      const { lines, totals } = computeInvoice({
        lines: basket,
        discountPaise: discount,
        pricesIncludeTax: incl,
        split,
      });
      expectConsistent(lines, split);
      const sum = (k: keyof InvoiceLine) => lines.reduce((s, l) => s + (l[k] as number), 0);
      expect(totals.taxablePaise).toBe(sum('taxablePaise'));
      expect(totals.cgstPaise).toBe(sum('cgstPaise'));
      expect(totals.sgstPaise).toBe(sum('sgstPaise'));
      expect(totals.igstPaise).toBe(sum('igstPaise'));
      expect(totals.totalPaise).toBe(sum('totalPaise') + totals.roundOffPaise);
      expect(totals.totalPaise % 100).toBe(0);
      expect(Math.abs(totals.roundOffPaise)).toBeLessThanOrEqual(50);
      // The coupon lands on goods only, exactly; packing is a taxed charge of its own.
      expect(sum('discountPaise')).toBe(discount);
      expect(lines[3]!.discountPaise).toBe(0);
      expect(lines[3]!.kind).toBe('packing');
      const gross = basket.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0);
      if (incl) expect(sum('totalPaise')).toBe(gross - discount); // the shopper's amount, kept exact
      if (split === 'none') expect(lines.every((l) => l.gstRateBp === 0)).toBe(true);
    },
  );

  it('spreads the coupon in proportion to the lines (largest remainder)', () => {
    const { lines } = computeInvoice({
      lines: [goods(10000, 1), goods(20000, 1), packing(1000)],
      discountPaise: 1000,
      pricesIncludeTax: true,
      split: 'intra',
    });
    expect(lines.map((l) => l.discountPaise)).toEqual([333, 667, 0]);
  });

  it('rounds half a rupee up and shows the round-off', () => {
    const { totals } = computeInvoice({
      lines: [goods(10050, 1)],
      discountPaise: 0,
      pricesIncludeTax: true,
      split: 'intra',
    });
    expect(totals).toMatchObject({ roundOffPaise: 50, totalPaise: 10100 });
    const down = computeInvoice({
      lines: [goods(10049, 1)],
      discountPaise: 0,
      pricesIncludeTax: true,
      split: 'inter',
    });
    expect(down.totals).toMatchObject({ roundOffPaise: -49, totalPaise: 10000 });
  });

  it('sums the HSN summary per HSN and rate', () => {
    const { lines } = computeInvoice({
      lines: basket,
      discountPaise: 0,
      pricesIncludeTax: true,
      split: 'intra',
    });
    const rows = hsnSummary(lines);
    expect(rows.map((r) => [r.hsn, r.gstRateBp, r.quantity])).toEqual([
      ['3604', 1800, 10],
      ['3605', 1200, 13],
    ]);
    expect(rows.reduce((s, r) => s + r.taxablePaise, 0)).toBe(lines.reduce((s, l) => s + l.taxablePaise, 0));
  });
});

describe('credit notes', () => {
  const inv = computeInvoice({
    lines: [goods(33333, 3), goods(1001, 7), packing(999)],
    discountPaise: 777,
    pricesIncludeTax: true,
    split: 'intra',
  });

  it('partial credits never exceed the invoice and the last one takes exactly what is left', () => {
    let credited: (InvoiceLine & { sourcePosition: number })[] = [];
    let creditedTotal = 0;
    const steps = [
      [{ position: 1, quantity: 1 }],
      [
        { position: 2, quantity: 3 },
        { position: 1, quantity: 1 },
      ],
      null,
    ];
    for (const req of steps) {
      const left = remainingByPosition(inv.lines, credited);
      const res = creditLines(inv.lines, left, req);
      if (!('lines' in res)) throw new Error(JSON.stringify(res));
      const totals = creditTotals(res.lines, req === null, inv.totals.totalPaise, creditedTotal);
      expect(totals.totalPaise % 100).toBe(0);
      expectConsistent(res.lines, 'intra');
      credited = [...credited, ...res.lines];
      creditedTotal += totals.totalPaise;
    }
    expect(creditedTotal).toBe(inv.totals.totalPaise);
    const left = remainingByPosition(inv.lines, credited);
    for (const r of left.values())
      expect(r).toMatchObject({ quantity: 0, taxablePaise: 0, cgstPaise: 0, totalPaise: 0 });
    expect(creditLines(inv.lines, left, null)).toEqual({ problem: { code: 'nothing_left' } });
  });

  it('refuses more than is left of a line, and unknown lines', () => {
    const left = remainingByPosition(inv.lines, []);
    expect(creditLines(inv.lines, left, [{ position: 1, quantity: 4 }])).toEqual({
      problem: { code: 'too_many', position: 1, left: 3 },
    });
    expect(creditLines(inv.lines, left, [{ position: 9, quantity: 1 }])).toEqual({
      problem: { code: 'unknown_line', position: 9 },
    });
  });
});
