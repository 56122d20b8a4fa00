// Documents for tests (domain, API and the benchmark): built line by line with GST worked out the
// usual way (tax per line rounded to the paisa, CGST and SGST each half the rate, the total rounded to
// the rupee with a round-off), so every fixture passes bookDocumentProblems. Not used by the app.
import { gstinCheckChar } from '../shop-admin.ts';
import type { BookDocument, BookDocumentKind, BookLine } from './book-document.ts';

export type FixtureLine = {
  kind?: BookLine['kind'];
  description?: string;
  hsn?: string;
  quantity: number;
  unit?: string;
  ratePaise: number;
  discountPaise?: number;
  gstRateBp?: number;
};

export type FixtureDocument = {
  id?: string;
  kind?: BookDocumentKind;
  number: string;
  sequence?: number;
  financialYear?: string;
  issuedAt: string | Date;
  buyerName?: string;
  buyerGstin?: string | null;
  placeOfSupplyCode?: string;
  supplierStateCode?: string;
  against?: BookDocument | null;
  reason?: string | null;
  lines: FixtureLine[];
};

/** Half away from zero, in integers: the paisa of a tax amount. */
const roundDiv = (num: number, den: number) =>
  Math.sign(num) * Math.floor((Math.abs(num) * 2 + den) / (2 * den));

export function fixtureLine(line: FixtureLine, interState: boolean, taxed: boolean): BookLine {
  const gstRateBp = taxed ? (line.gstRateBp ?? 1800) : 0;
  const discountPaise = line.discountPaise ?? 0;
  const taxablePaise = line.quantity * line.ratePaise - discountPaise;
  const half = roundDiv(taxablePaise * gstRateBp, 20_000);
  const cgstPaise = interState ? 0 : half;
  const sgstPaise = interState ? 0 : half;
  const igstPaise = interState ? roundDiv(taxablePaise * gstRateBp, 10_000) : 0;
  return {
    kind: line.kind ?? 'goods',
    description: line.description ?? (line.kind === 'packing' ? 'Packing charges' : 'Flower Pots Big'),
    hsn: line.hsn ?? '3604',
    quantity: line.quantity,
    unit: line.unit ?? (line.kind === 'packing' ? 'nos' : 'box'),
    ratePaise: line.ratePaise,
    discountPaise,
    taxablePaise,
    gstRateBp,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: taxablePaise + cgstPaise + sgstPaise + igstPaise,
  };
}

let nextId = 1;

export function fixtureDocument(f: FixtureDocument): BookDocument {
  const kind = f.kind ?? 'tax_invoice';
  const supplierStateCode = f.supplierStateCode ?? '33';
  const placeOfSupplyCode = f.placeOfSupplyCode ?? f.against?.placeOfSupplyCode ?? supplierStateCode;
  const interState = placeOfSupplyCode !== supplierStateCode;
  const lines = f.lines.map((l) => fixtureLine(l, interState, kind !== 'bill_of_supply'));
  const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
    lines.reduce((n, l) => n + l[key], 0);
  const beforeRounding = lines.reduce((n, l) => n + l.totalPaise, 0);
  const totalPaise = roundDiv(beforeRounding, 100) * 100;
  const issuedAt = typeof f.issuedAt === 'string' ? new Date(f.issuedAt) : f.issuedAt;
  return {
    id: f.id ?? `doc-${nextId++}`,
    kind,
    number: f.number,
    sequence: f.sequence ?? Number(/(\d+)$/.exec(f.number)?.[1] ?? 1),
    financialYear: f.financialYear ?? '2026-27',
    issuedAt,
    against: f.against
      ? {
          number: f.against.number,
          issuedAt: f.against.issuedAt,
          totalPaise: f.against.totalPaise,
          placeOfSupplyCode: f.against.placeOfSupplyCode,
        }
      : null,
    reason: f.reason ?? (kind === 'credit_note' ? 'Goods returned' : null),
    buyerName: f.buyerName ?? f.against?.buyerName ?? 'Ravi Kumar',
    buyerStateCode: placeOfSupplyCode,
    buyerGstin: f.buyerGstin !== undefined ? f.buyerGstin : (f.against?.buyerGstin ?? null),
    placeOfSupplyCode,
    supplierStateCode,
    supplierGstin: '33AAACS1234A1Z5',
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    roundOffPaise: totalPaise - beforeRounding,
    totalPaise,
    lines,
  };
}

/** A GSTIN that passes the check-character test: state code + PAN + '1Z' + check. */
export function fixtureGstin(stateCode: string, pan = 'AABCS1429B'): string {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckChar(first14);
}
