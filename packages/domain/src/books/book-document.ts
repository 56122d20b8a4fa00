// What the accountant's exports read: one issued document (tax invoice, bill of supply or credit note)
// with its lines, every amount frozen in integer paise as printed (decision 150). The API maps its
// invoice rows to this shape; the exporters never touch the database.

export type BookDocumentKind = 'tax_invoice' | 'bill_of_supply' | 'credit_note';

export type BookLine = {
  kind: 'goods' | 'packing';
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  /** Per unit, tax-exclusive, before discount. */
  ratePaise: number;
  discountPaise: number;
  taxablePaise: number;
  /** 1800 = 18 %. */
  gstRateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/** The invoice a credit note corrects, as far as the returns need it. */
export type BookOriginal = {
  number: string;
  issuedAt: Date;
  totalPaise: number;
  placeOfSupplyCode: string;
};

export type BookDocument = {
  id: string;
  kind: BookDocumentKind;
  number: string;
  /** Position in its series and financial year ('2026-27'); Table 13 reads the first and last. */
  sequence: number;
  financialYear: string;
  issuedAt: Date;
  /** Credit notes only: the invoice it corrects (null when it could not be found). */
  against: BookOriginal | null;
  reason: string | null;
  buyerName: string;
  buyerStateCode: string;
  /** Set for a registered buyer (B2B). */
  buyerGstin: string | null;
  placeOfSupplyCode: string;
  supplierStateCode: string;
  supplierGstin: string | null;
  /** Amounts as printed: positive on a credit note too; the exporters give credit notes their sign. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
  lines: BookLine[];
};

/** +1 for a sale, −1 for a credit note: what a document does to the shop's sales. */
export function bookSign(doc: Pick<BookDocument, 'kind'>): 1 | -1 {
  return doc.kind === 'credit_note' ? -1 : 1;
}

/** Inter-state when the place of supply is outside the supplier's state (IGST, section 7 IGST Act). */
export function isInterState(doc: Pick<BookDocument, 'placeOfSupplyCode' | 'supplierStateCode'>): boolean {
  return doc.placeOfSupplyCode !== doc.supplierStateCode;
}

/** Documents in the order the registers list them: by date, then invoices before credit notes, then number. */
export function sortForBooks(docs: readonly BookDocument[]): BookDocument[] {
  return [...docs].sort(
    (a, b) =>
      a.issuedAt.getTime() - b.issuedAt.getTime() ||
      bookSign(b) - bookSign(a) ||
      a.sequence - b.sequence ||
      a.number.localeCompare(b.number),
  );
}
