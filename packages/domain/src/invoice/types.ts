// The invoice's shapes shared by the API, the console, the storefront and the exports (decision 149).
// Money is integer paise throughout; rates are basis points (1800 = 18 %).

export const INVOICE_KINDS = ['tax_invoice', 'bill_of_supply', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Number series: tax invoices and bills of supply share 'invoice'; credit notes have their own. */
export const DOCUMENT_SERIES = ['invoice', 'credit_note'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

export type InvoiceLineKind = 'goods' | 'packing';

/** How the tax is split: within the shop's state CGST + SGST, across states IGST; none for a bill of supply. */
export type TaxSplit = 'intra' | 'inter' | 'none';

/** What the maths needs of a line before tax is worked out. */
export type InvoiceLineInput = {
  kind: InvoiceLineKind;
  description: string;
  descriptionTa?: string | null;
  hsn: string;
  quantity: number;
  unit: string;
  /** Catalogue price per unit in paise, as shown (with or without GST per `pricesIncludeTax`). */
  unitPricePaise: number;
  gstRateBp: number;
  orderItemId?: string | null;
  productId?: string | null;
};

/** A line as printed and stored: every amount frozen. */
export type InvoiceLine = {
  position: number;
  kind: InvoiceLineKind;
  description: string;
  descriptionTa: string | null;
  hsn: string;
  quantity: number;
  unit: string;
  /** Per unit before discount, as catalogued (GST included when the invoice's pricesIncludeTax). */
  ratePaise: number;
  discountPaise: number;
  taxablePaise: number;
  gstRateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  orderItemId: string | null;
  productId: string | null;
};

export type InvoiceTotals = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
};

/** One row of the HSN summary (rule 46 and GSTR-1 table 12). */
export type HsnSummaryRow = {
  hsn: string;
  gstRateBp: number;
  quantity: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/** The order DTO's `invoice` field. */
export type OrderInvoiceRef = {
  id: string;
  number: string;
  issuedAt: string;
  /** Rupees, like every amount in the order DTO. */
  total: number;
  pdfUrl: string;
};

/** An invoice or credit note as the API returns it (list and detail). */
export type InvoiceDto = {
  id: string;
  orderId: string;
  orderNumber?: string;
  kind: InvoiceKind;
  number: string;
  financialYear: string;
  issuedAt: string;
  againstInvoiceId: string | null;
  againstInvoiceNumber?: string | null;
  reason: string | null;
  buyerName: string;
  buyerGstin: string | null;
  buyerStateCode: string;
  placeOfSupplyCode: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
  pdfUrl: string;
  lines?: Array<InvoiceLine & { leftToCredit?: number }>;
  creditNotes?: Array<{ id: string; number: string; issuedAt: string; totalPaise: number; pdfUrl: string }>;
};
