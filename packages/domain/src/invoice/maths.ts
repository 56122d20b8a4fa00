// Invoice arithmetic (decision 149): pure, integer paise, rates in basis points (1800 = 18 %).
// Every line's amounts add up exactly (taxable + CGST + SGST + IGST = line total), the invoice's
// totals are the sums of its lines, and the round-off to the rupee is a line of its own.
import type { HsnSummaryRow, InvoiceLine, InvoiceLineInput, InvoiceTotals, TaxSplit } from './types.ts';

/** a / b rounded half up, for a ≥ 0 and b > 0, without floating point. */
export function roundDiv(a: number, b: number): number {
  if (a < 0) return -roundDiv(-a, b);
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * Spread `amount` over `weights` in proportion (largest remainder): the parts add up to exactly
 * `amount`, each within one paisa of its exact share, and no part exceeds its weight when
 * amount ≤ Σ weights.
 */
export function spreadProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((amount * w) / total));
  let left = amount - parts.reduce((s, p) => s + p, 0);
  const order = weights
    .map((w, i) => ({ i, rem: (amount * w) % total }))
    .sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

export type LineTax = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/**
 * The tax of one line's value after discount. Prices that include GST keep the shopper's amount
 * exact (total = value) and take the tax out of it; prices without GST add it on top. Within the
 * shop's state CGST and SGST are equal halves of the rate; across states IGST is the whole rate.
 */
export function lineTax(valuePaise: number, rateBp: number, split: TaxSplit, includesTax: boolean): LineTax {
  if (split === 'none' || rateBp === 0) {
    return { taxablePaise: valuePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: valuePaise };
  }
  if (includesTax) {
    if (split === 'intra') {
      // Each half from the inclusive value, so CGST = SGST and the parts still add up to the value.
      const half = roundDiv(valuePaise * rateBp, 2 * (10_000 + rateBp));
      const taxable = valuePaise - 2 * half;
      return {
        taxablePaise: taxable,
        cgstPaise: half,
        sgstPaise: half,
        igstPaise: 0,
        totalPaise: valuePaise,
      };
    }
    const igst = roundDiv(valuePaise * rateBp, 10_000 + rateBp);
    return {
      taxablePaise: valuePaise - igst,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: igst,
      totalPaise: valuePaise,
    };
  }
  if (split === 'intra') {
    const half = roundDiv(valuePaise * rateBp, 20_000);
    return {
      taxablePaise: valuePaise,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
      totalPaise: valuePaise + 2 * half,
    };
  }
  const igst = roundDiv(valuePaise * rateBp, 10_000);
  return {
    taxablePaise: valuePaise,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: igst,
    totalPaise: valuePaise + igst,
  };
}

export type InvoiceInput = {
  lines: readonly InvoiceLineInput[];
  /** The enquiry's coupon discount (paise, in catalogue terms), spread over the goods lines. */
  discountPaise: number;
  pricesIncludeTax: boolean;
  split: TaxSplit;
};

export type ComputedInvoice = { lines: InvoiceLine[]; totals: InvoiceTotals };

/** An invoice's lines and totals from the enquiry's lines (goods and packing). */
export function computeInvoice(input: InvoiceInput): ComputedInvoice {
  const gross = input.lines.map((l) => l.unitPricePaise * l.quantity);
  const goodsWeights = input.lines.map((l, i) => (l.kind === 'goods' ? gross[i]! : 0));
  const goodsTotal = goodsWeights.reduce((s, w) => s + w, 0);
  const discount = Math.min(Math.max(0, input.discountPaise), goodsTotal);
  const discounts = spreadProportionally(discount, goodsWeights);
  const lines: InvoiceLine[] = input.lines.map((l, i) => {
    const tax = lineTax(gross[i]! - discounts[i]!, l.gstRateBp, input.split, input.pricesIncludeTax);
    return {
      position: i + 1,
      kind: l.kind,
      description: l.description,
      descriptionTa: l.descriptionTa ?? null,
      hsn: l.hsn,
      quantity: l.quantity,
      unit: l.unit,
      ratePaise: l.unitPricePaise,
      discountPaise: discounts[i]!,
      gstRateBp: input.split === 'none' ? 0 : l.gstRateBp,
      orderItemId: l.orderItemId ?? null,
      productId: l.productId ?? null,
      ...tax,
    };
  });
  return { lines, totals: totalsOf(lines) };
}

/** Σ of the lines, and the round-off that brings the total to a whole rupee (half a rupee rounds up). */
export function totalsOf(lines: readonly LineTax[], roundOffPaise?: number): InvoiceTotals {
  const sum = (key: keyof LineTax) => lines.reduce((s, l) => s + l[key], 0);
  const exact = sum('totalPaise');
  const roundOff = roundOffPaise ?? roundToRupee(exact) - exact;
  return {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    roundOffPaise: roundOff,
    totalPaise: exact + roundOff,
  };
}

export function roundToRupee(paise: number): number {
  return roundDiv(paise, 100) * 100;
}

/** The HSN summary: one row per HSN and rate, in the order they first appear. */
export function hsnSummary(lines: readonly InvoiceLine[]): HsnSummaryRow[] {
  const rows = new Map<string, HsnSummaryRow>();
  for (const l of lines) {
    const key = `${l.hsn}|${l.gstRateBp}`;
    const row = rows.get(key) ?? {
      hsn: l.hsn,
      gstRateBp: l.gstRateBp,
      quantity: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
    row.quantity += l.kind === 'goods' ? l.quantity : 0;
    row.taxablePaise += l.taxablePaise;
    row.cgstPaise += l.cgstPaise;
    row.sgstPaise += l.sgstPaise;
    row.igstPaise += l.igstPaise;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** '18%' / '2.5%' from basis points. */
export function rateText(rateBp: number): string {
  return `${rateBp % 100 === 0 ? rateBp / 100 : (rateBp / 100).toFixed(2).replace(/0$/, '')}%`;
}
