// Sums of documents, signed (a credit note subtracts), in integer paise.
import { bookSign, type BookDocument } from './book-document.ts';

export type BookAmounts = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
};

export const zeroAmounts = (): BookAmounts => ({
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  roundOffPaise: 0,
  totalPaise: 0,
});

/** Adds a document's (or line's) amounts times `sign` into `into`. */
export function addAmounts(
  into: BookAmounts,
  from: Partial<BookAmounts> & Omit<BookAmounts, 'roundOffPaise'>,
  sign: number,
): BookAmounts {
  into.taxablePaise += sign * from.taxablePaise;
  into.cgstPaise += sign * from.cgstPaise;
  into.sgstPaise += sign * from.sgstPaise;
  into.igstPaise += sign * from.igstPaise;
  into.roundOffPaise += sign * (from.roundOffPaise ?? 0);
  into.totalPaise += sign * from.totalPaise;
  return into;
}

export type BooksSummary = {
  invoices: { count: number } & BookAmounts;
  creditNotes: { count: number } & BookAmounts;
  /** Invoices less credit notes. */
  net: BookAmounts;
};

/** The Reports screen's figures: invoices (and bills of supply), credit notes (as printed), and the net. */
export function summariseBooks(docs: readonly BookDocument[]): BooksSummary {
  const invoices = { count: 0, ...zeroAmounts() };
  const creditNotes = { count: 0, ...zeroAmounts() };
  const net = zeroAmounts();
  for (const doc of docs) {
    const bucket = doc.kind === 'credit_note' ? creditNotes : invoices;
    bucket.count += 1;
    addAmounts(bucket, doc, 1);
    addAmounts(net, doc, bookSign(doc));
  }
  return { invoices, creditNotes, net };
}

/**
 * What is wrong with a document's arithmetic, if anything: its lines must add up to its amounts and its
 * total must be taxable + taxes + rounding. The exports add lines, the returns add documents; both agree
 * only when this list is empty.
 */
export function bookDocumentProblems(doc: BookDocument): string[] {
  const problems: string[] = [];
  const lines = zeroAmounts();
  for (const line of doc.lines) {
    addAmounts(lines, line, 1);
    const lineSum = line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise;
    if (lineSum !== line.totalPaise) problems.push(`${doc.number}: a line's total is not taxable + tax`);
  }
  for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const) {
    if (lines[key] !== doc[key]) problems.push(`${doc.number}: lines' ${key} ${lines[key]} ≠ ${doc[key]}`);
  }
  const expected = doc.taxablePaise + doc.cgstPaise + doc.sgstPaise + doc.igstPaise + doc.roundOffPaise;
  if (expected !== doc.totalPaise) problems.push(`${doc.number}: total ${doc.totalPaise} ≠ ${expected}`);
  return problems;
}
