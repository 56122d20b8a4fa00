// GSTR-1's tables from the shop's documents (decision 150): which table each invoice and credit note
// belongs to, and the sums the accountant copies into the return or the GST offline tool.
//   4A  B2B: invoices to registered buyers, per invoice and rate
//   5   B2C large: inter-state invoices to unregistered buyers above the threshold (₹1 lakh since
//       1 Aug 2024, Rule 59(4) as amended by Notification 12/2024-CT; ₹2.5 lakh before), per invoice and rate
//   7   B2C others: every other invoice to an unregistered buyer, summed by place of supply and rate,
//       net of the credit notes against them (the portal has no note table for these)
//   9B  credit notes: CDNR to registered buyers; CDNUR to unregistered buyers against a B2C large invoice
//   12  HSN summary, in its B2B and B2C tabs (from the May 2025 tax period), net of credit notes
//   13  documents issued: first and last number of each series
// Bills of supply are not in GSTR-1: a shop that issues them is not registered and files no return.
import { bookSign, isInterState, sortForBooks, type BookDocument, type BookLine } from './book-document.ts';
import type { BookAmounts } from './book-totals.ts';
import { uqcFor } from './uqc.ts';

/** Invoice value above which an inter-state B2C invoice is reported on its own (Table 5). */
export function b2clThresholdPaise(invoiceDate: Date): number {
  return invoiceDate.getTime() < B2CL_ONE_LAKH_FROM.getTime() ? 2_50_000_00 : 1_00_000_00;
}
/** 1 August 2024, 00:00 IST. */
const B2CL_ONE_LAKH_FROM = new Date('2024-07-31T18:30:00.000Z');

export type RateAmounts = { rateBp: number } & Omit<BookAmounts, 'roundOffPaise' | 'totalPaise'>;

export type Gstr1Invoice = {
  number: string;
  issuedAt: Date;
  buyerName: string;
  buyerGstin: string | null;
  placeOfSupplyCode: string;
  /** Invoice (or note) value: what the buyer pays, rounding included. */
  valuePaise: number;
  rates: RateAmounts[];
};
export type Gstr1Note = Gstr1Invoice & { against: { number: string; issuedAt: Date } | null };
export type Gstr1B2cs = { placeOfSupplyCode: string } & RateAmounts;
export type Gstr1Hsn = {
  hsn: string;
  description: string;
  uqc: string;
  quantity: number;
  valuePaise: number;
} & RateAmounts;
export type Gstr1DocRange = {
  nature: 'Invoices for outward supply' | 'Credit Note';
  financialYear: string;
  from: string;
  to: string;
  total: number;
  cancelled: number;
};

export type Gstr1 = {
  b2b: Gstr1Invoice[];
  b2cl: Gstr1Invoice[];
  b2cs: Gstr1B2cs[];
  cdnr: Gstr1Note[];
  cdnur: Gstr1Note[];
  hsnB2b: Gstr1Hsn[];
  hsnB2c: Gstr1Hsn[];
  documents: Gstr1DocRange[];
  billsOfSupply: number;
};

function byRate(lines: readonly BookLine[]): RateAmounts[] {
  const rates = new Map<number, RateAmounts>();
  for (const line of lines) {
    let r = rates.get(line.gstRateBp);
    if (!r) {
      r = { rateBp: line.gstRateBp, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
      rates.set(line.gstRateBp, r);
    }
    addRate(r, line, 1);
  }
  return [...rates.values()].sort((a, b) => a.rateBp - b.rateBp);
}

const asInvoice = (doc: BookDocument): Gstr1Invoice => ({
  number: doc.number,
  issuedAt: doc.issuedAt,
  buyerName: doc.buyerName,
  buyerGstin: doc.buyerGstin,
  placeOfSupplyCode: doc.placeOfSupplyCode,
  valuePaise: doc.totalPaise,
  rates: byRate(doc.lines),
});

const asNote = (doc: BookDocument): Gstr1Note => ({
  ...asInvoice(doc),
  against: doc.against ? { number: doc.against.number, issuedAt: doc.against.issuedAt } : null,
});

/** Is this (unregistered, tax) invoice a B2C large one? */
function isB2cl(
  doc: Pick<BookDocument, 'placeOfSupplyCode' | 'supplierStateCode' | 'totalPaise' | 'issuedAt'>,
) {
  return isInterState(doc) && doc.totalPaise > b2clThresholdPaise(doc.issuedAt);
}

/** A credit note to an unregistered buyer goes to CDNUR only when its invoice was B2C large. */
function noteAgainstB2cl(doc: BookDocument): boolean {
  const original = doc.against;
  if (!original) return false;
  return isB2cl({
    placeOfSupplyCode: original.placeOfSupplyCode,
    supplierStateCode: doc.supplierStateCode,
    totalPaise: original.totalPaise,
    issuedAt: original.issuedAt,
  });
}

const HSN_DESCRIPTIONS: Record<string, string> = {
  '3604': 'Fireworks, signalling flares and other pyrotechnic articles',
};

class Buckets<T> {
  readonly map = new Map<string, T>();
  get(key: string, make: () => T): T {
    let v = this.map.get(key);
    if (!v) {
      v = make();
      this.map.set(key, v);
    }
    return v;
  }
}

function addHsn(into: Buckets<Gstr1Hsn>, doc: BookDocument, sign: number) {
  for (const line of doc.lines) {
    const uqc = uqcFor(line.unit, line.hsn);
    const key = `${line.hsn}|${line.gstRateBp}|${uqc}`;
    const row = into.get(key, () => ({
      hsn: line.hsn,
      description: HSN_DESCRIPTIONS[line.hsn] ?? line.description,
      uqc,
      quantity: 0,
      valuePaise: 0,
      rateBp: line.gstRateBp,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    }));
    // Packing is part of the goods' value (a composite supply), not more units of them.
    if (line.kind === 'goods' && uqc !== 'NA') row.quantity += sign * line.quantity;
    row.valuePaise += sign * line.totalPaise;
    addRate(row, line, sign);
  }
}

function documentRanges(docs: readonly BookDocument[]): Gstr1DocRange[] {
  const series = new Buckets<BookDocument[]>();
  for (const doc of docs) {
    const nature = doc.kind === 'credit_note' ? 'Credit Note' : 'Invoices for outward supply';
    series.get(`${nature}|${doc.financialYear}`, () => []).push(doc);
  }
  return [...series.map.values()].map((list) => {
    const sorted = [...list].sort((a, b) => a.sequence - b.sequence);
    const first = sorted[0]!;
    const last = sorted[sorted.length - 1]!;
    return {
      nature: first.kind === 'credit_note' ? 'Credit Note' : 'Invoices for outward supply',
      financialYear: first.financialYear,
      from: first.number,
      to: last.number,
      total: sorted.length,
      // An issued invoice is never cancelled in Pataka: a credit note corrects it.
      cancelled: 0,
    };
  });
}

export function buildGstr1(docs: readonly BookDocument[]): Gstr1 {
  const out: Gstr1 = {
    b2b: [],
    b2cl: [],
    b2cs: [],
    cdnr: [],
    cdnur: [],
    hsnB2b: [],
    hsnB2c: [],
    documents: [],
    billsOfSupply: 0,
  };
  const b2cs = new Buckets<Gstr1B2cs>();
  const hsnB2b = new Buckets<Gstr1Hsn>();
  const hsnB2c = new Buckets<Gstr1Hsn>();
  const taxDocs: BookDocument[] = [];
  for (const doc of sortForBooks(docs)) {
    if (doc.kind === 'bill_of_supply') {
      out.billsOfSupply += 1;
      continue;
    }
    taxDocs.push(doc);
    const sign = bookSign(doc);
    const registered = doc.buyerGstin !== null && doc.buyerGstin !== '';
    addHsn(registered ? hsnB2b : hsnB2c, doc, sign);
    if (doc.kind === 'tax_invoice') {
      if (registered) out.b2b.push(asInvoice(doc));
      else if (isB2cl(doc)) out.b2cl.push(asInvoice(doc));
      else addB2cs(b2cs, doc, sign);
    } else if (registered) out.cdnr.push(asNote(doc));
    else if (noteAgainstB2cl(doc)) out.cdnur.push(asNote(doc));
    else addB2cs(b2cs, doc, sign);
  }
  out.b2cs = [...b2cs.map.values()].sort(
    (a, b) => a.placeOfSupplyCode.localeCompare(b.placeOfSupplyCode) || a.rateBp - b.rateBp,
  );
  const hsnOrder = (a: Gstr1Hsn, b: Gstr1Hsn) => a.hsn.localeCompare(b.hsn) || a.rateBp - b.rateBp;
  out.hsnB2b = [...hsnB2b.map.values()].sort(hsnOrder);
  out.hsnB2c = [...hsnB2c.map.values()].sort(hsnOrder);
  out.documents = documentRanges(taxDocs);
  return out;
}

function addB2cs(into: Buckets<Gstr1B2cs>, doc: BookDocument, sign: number) {
  for (const rate of byRate(doc.lines)) {
    const row = into.get(`${doc.placeOfSupplyCode}|${rate.rateBp}`, () => ({
      placeOfSupplyCode: doc.placeOfSupplyCode,
      rateBp: rate.rateBp,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    }));
    addRate(row, rate, sign);
  }
}

function addRate(into: RateAmounts, from: Omit<RateAmounts, 'rateBp'>, sign: number) {
  into.taxablePaise += sign * from.taxablePaise;
  into.cgstPaise += sign * from.cgstPaise;
  into.sgstPaise += sign * from.sgstPaise;
  into.igstPaise += sign * from.igstPaise;
}
