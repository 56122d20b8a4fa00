// Credit notes (s. 34 CGST Act, r. 53): a credit line takes back part or all of what is left of an
// invoice line. The last units take exactly what is left, so the credit notes of an invoice never
// exceed it and a full reversal nets every amount to zero.
import { roundDiv, totalsOf } from './maths.ts';
import type { InvoiceLine, InvoiceTotals } from './types.ts';

type Amounts = Pick<
  InvoiceLine,
  'quantity' | 'discountPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'
>;

/** What is still creditable of each invoice line (by position) after earlier credit notes. */
export function remainingByPosition(
  invoiceLines: readonly InvoiceLine[],
  creditedLines: readonly (Amounts & { position: number; sourcePosition: number })[],
): Map<number, Amounts> {
  const left = new Map<number, Amounts>();
  for (const l of invoiceLines) {
    left.set(l.position, {
      quantity: l.quantity,
      discountPaise: l.discountPaise,
      taxablePaise: l.taxablePaise,
      cgstPaise: l.cgstPaise,
      sgstPaise: l.sgstPaise,
      igstPaise: l.igstPaise,
      totalPaise: l.totalPaise,
    });
  }
  for (const c of creditedLines) {
    const r = left.get(c.sourcePosition);
    if (!r) continue;
    r.quantity -= c.quantity;
    r.discountPaise -= c.discountPaise;
    r.taxablePaise -= c.taxablePaise;
    r.cgstPaise -= c.cgstPaise;
    r.sgstPaise -= c.sgstPaise;
    r.igstPaise -= c.igstPaise;
    r.totalPaise -= c.totalPaise;
  }
  return left;
}

export type CreditRequest = { position: number; quantity: number };

export type CreditProblem =
  | { code: 'nothing_left' }
  | { code: 'unknown_line'; position: number }
  | { code: 'too_many'; position: number; left: number }
  | { code: 'empty' };

/**
 * The lines of a credit note: `requests` (invoice line position and quantity), or everything left
 * when `requests` is null (a full credit note). `sourcePosition` names the invoice line each credits.
 */
export function creditLines(
  invoiceLines: readonly InvoiceLine[],
  remaining: Map<number, Amounts>,
  requests: readonly CreditRequest[] | null,
): { lines: (InvoiceLine & { sourcePosition: number })[] } | { problem: CreditProblem } {
  const wanted: readonly CreditRequest[] =
    requests ??
    invoiceLines
      .map((l) => ({ position: l.position, quantity: remaining.get(l.position)?.quantity ?? 0 }))
      .filter((r) => r.quantity > 0);
  if (wanted.length === 0) return { problem: { code: requests ? 'empty' : 'nothing_left' } };
  const lines: (InvoiceLine & { sourcePosition: number })[] = [];
  for (const req of wanted) {
    const source = invoiceLines.find((l) => l.position === req.position);
    const left = remaining.get(req.position);
    if (!source || !left) return { problem: { code: 'unknown_line', position: req.position } };
    if (!Number.isInteger(req.quantity) || req.quantity <= 0 || req.quantity > left.quantity) {
      return { problem: { code: 'too_many', position: req.position, left: left.quantity } };
    }
    const share = (paise: number) =>
      req.quantity === left.quantity ? paise : roundDiv(paise * req.quantity, left.quantity);
    const taxable = share(left.taxablePaise);
    const cgst = share(left.cgstPaise);
    const sgst = share(left.sgstPaise);
    const igst = share(left.igstPaise);
    lines.push({
      ...source,
      position: lines.length + 1,
      sourcePosition: source.position,
      quantity: req.quantity,
      discountPaise: share(left.discountPaise),
      taxablePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: igst,
      totalPaise: taxable + cgst + sgst + igst,
    });
  }
  return { lines };
}

/**
 * A credit note's totals. One that takes everything left also takes what is left of the round-off,
 * so an invoice and its credit notes net to exactly zero; a partial one rounds to the rupee itself.
 */
export function creditTotals(
  lines: readonly InvoiceLine[],
  takesEverythingLeft: boolean,
  invoiceTotalPaise: number,
  creditedTotalPaise: number,
): InvoiceTotals {
  if (!takesEverythingLeft) return totalsOf(lines);
  const exact = totalsOf(lines, 0).totalPaise;
  return totalsOf(lines, invoiceTotalPaise - creditedTotalPaise - exact);
}
