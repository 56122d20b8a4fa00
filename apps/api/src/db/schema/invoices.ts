import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from './columns.ts';
import { orders } from './orders.ts';

/** The shop as printed on the invoice, frozen at issue: a later settings edit never rewrites an invoice. */
export type InvoiceSupplier = {
  name: string;
  address: string;
  gstin: string | null;
  /** 2-digit GST state code, e.g. '33' for Tamil Nadu. */
  stateCode: string;
  stateName: string;
  licence: string | null;
  phone: string | null;
};

/**
 * A tax invoice (CGST Rules r. 46), a bill of supply (r. 49, unregistered shop) or a credit note
 * (s. 34 CGST Act, r. 53) against one. Rows are never updated once written (decision 149): every
 * amount is frozen in integer paise, and a correction is a new credit-note row.
 * Money columns of a credit note are positive; registers subtract them.
 */
export const invoices = pgTable(
  'invoices',
  {
    tenantId: tenantId(),
    id: id(),
    orderId: text('order_id').notNull(),
    /** 'tax_invoice' | 'bill_of_supply' | 'credit_note' */
    kind: text('kind').notNull(),
    /** The number series: 'invoice' (tax invoices and bills of supply) | 'credit_note'. */
    series: text('series').notNull(),
    /** e.g. 'UC/26-27/00042'; ≤ 16 characters of letters, digits, '-' and '/'. */
    number: text('number').notNull(),
    /** '2026-27': April to March in IST. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The staff user who issued it; null when the system did (a cancelled enquiry's credit note). */
    issuedBy: text('issued_by'),
    /** A credit note's invoice. */
    againstInvoiceId: text('against_invoice_id'),
    /** Why a credit note was issued (cancelled, returned, price correction…). */
    reason: text('reason'),
    buyerName: text('buyer_name').notNull(),
    buyerAddress: text('buyer_address').notNull(),
    buyerStateCode: text('buyer_state_code').notNull(),
    buyerGstin: text('buyer_gstin'),
    buyerPhone: text('buyer_phone'),
    /** 2-digit GST state code of the place of supply (delivery state; shop's state for pickup). */
    placeOfSupplyCode: text('place_of_supply_code').notNull(),
    supplier: jsonb('supplier').$type<InvoiceSupplier>().notNull(),
    /** Whether the catalogue prices the lines came from already included GST. */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    /** Signed: what was added (+) or taken off (−) to reach a whole rupee. */
    roundOffPaise: integer('round_off_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    footerText: text('footer_text'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('invoices_number_uq').on(t.tenantId, t.number),
    uniqueIndex('invoices_sequence_uq').on(t.tenantId, t.series, t.financialYear, t.sequence),
    // One invoice per enquiry (credit notes may be several).
    uniqueIndex('invoices_order_invoice_uq')
      .on(t.tenantId, t.orderId)
      .where(sql`${t.series} = 'invoice'`),
    index('invoices_issued_idx').on(t.tenantId, t.issuedAt),
    index('invoices_against_idx').on(t.tenantId, t.againstInvoiceId),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }),
    foreignKey({ columns: [t.tenantId, t.againstInvoiceId], foreignColumns: [t.tenantId, t.id] }),
    check('invoices_kind_ck', sql`${t.kind} in ('tax_invoice', 'bill_of_supply', 'credit_note')`),
    check(
      'invoices_series_ck',
      sql`(${t.series} = 'credit_note') = (${t.kind} = 'credit_note') and ${t.series} in ('invoice', 'credit_note')`,
    ),
    check('invoices_number_ck', sql`${t.number} ~ '^[A-Za-z0-9/-]{1,16}$'`),
    check(
      'invoices_total_ck',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} + ${t.roundOffPaise}`,
    ),
  ],
);

/** One line of an invoice or credit note: goods (an order item) or the packing charge. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    tenantId: tenantId(),
    id: id(),
    invoiceId: text('invoice_id').notNull(),
    position: integer('position').notNull(),
    /** 'goods' | 'packing' */
    kind: text('kind').notNull(),
    /** The order item it bills (null for packing): credit notes count what is left per item. */
    orderItemId: text('order_item_id'),
    productId: text('product_id'),
    /** A credit-note line: the position of the invoice line it takes back. */
    creditedPosition: integer('credited_position'),
    description: text('description').notNull(),
    descriptionTa: text('description_ta'),
    hsn: text('hsn').notNull(),
    quantity: integer('quantity').notNull(),
    /** 'BOX', 'PCS', 'NOS'… (the UQC printed on the invoice). */
    unit: text('unit').notNull(),
    /** Per unit before discount, as catalogued: GST included when the invoice's prices_include_tax. */
    ratePaise: integer('rate_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    taxablePaise: integer('taxable_paise').notNull(),
    /** Basis points: 1800 = 18 %. */
    gstRateBp: integer('gst_rate_bp').notNull(),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('invoice_lines_position_uq').on(t.tenantId, t.invoiceId, t.position),
    foreignKey({ columns: [t.tenantId, t.invoiceId], foreignColumns: [invoices.tenantId, invoices.id] }),
    check('invoice_lines_kind_ck', sql`${t.kind} in ('goods', 'packing')`),
    check(
      'invoice_lines_total_ck',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
  ],
);

/**
 * The next number of each series per financial year. Taken with INSERT … ON CONFLICT DO UPDATE …
 * RETURNING in the issuing transaction: the row lock serialises concurrent issues, and a rolled-back
 * issue rolls its number back too, so numbers stay consecutive with no gaps.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    tenantId: tenantId(),
    /** 'invoice' | 'credit_note' */
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    nextSequence: integer('next_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.series, t.financialYear] })],
);
