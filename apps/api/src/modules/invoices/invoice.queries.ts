// Reading invoices: one with its lines, an enquiry's invoice and credit notes, the staff list.
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { InvoiceDto, InvoiceLine, OrderInvoiceRef } from '@pataka/domain/invoice/types';
import { toRupees } from '@pataka/domain/money';
import { invoiceLines, invoices } from '../../db/schema/invoices.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { containsPattern } from '../shop-admin/shop-admin-common.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

export const pdfUrlOf = (id: string) => `/api/v1/invoices/${id}.pdf`;

export async function findInvoice(db: Db, tenantId: string, id: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id)));
  return row ?? null;
}

/** The enquiry's invoice (not its credit notes), if one was issued. */
export async function findOrderInvoice(
  db: Db,
  tenantId: string,
  orderId: string,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.tenantId, tenantId), eq(invoices.orderId, orderId), eq(invoices.series, 'invoice')),
    );
  return row ?? null;
}

export async function listLines(db: Db, tenantId: string, invoiceIds: string[]): Promise<InvoiceLineRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.tenantId, tenantId), inArray(invoiceLines.invoiceId, invoiceIds)))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
}

export async function listCreditNotes(db: Db, tenantId: string, invoiceId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.againstInvoiceId, invoiceId)))
    .orderBy(asc(invoices.sequence));
}

export const toLine = (l: InvoiceLineRow): InvoiceLine => ({
  position: l.position,
  kind: l.kind as InvoiceLine['kind'],
  description: l.description,
  descriptionTa: l.descriptionTa,
  hsn: l.hsn,
  quantity: l.quantity,
  unit: l.unit,
  ratePaise: l.ratePaise,
  discountPaise: l.discountPaise,
  taxablePaise: l.taxablePaise,
  gstRateBp: l.gstRateBp,
  cgstPaise: l.cgstPaise,
  sgstPaise: l.sgstPaise,
  igstPaise: l.igstPaise,
  totalPaise: l.totalPaise,
  orderItemId: l.orderItemId,
  productId: l.productId,
});

export function toInvoiceDto(row: InvoiceRow, extra: Partial<InvoiceDto> = {}): InvoiceDto {
  return {
    id: row.id,
    orderId: row.orderId,
    kind: row.kind as InvoiceDto['kind'],
    number: row.number,
    financialYear: row.financialYear,
    issuedAt: row.issuedAt.toISOString(),
    againstInvoiceId: row.againstInvoiceId,
    reason: row.reason,
    buyerName: row.buyerName,
    buyerGstin: row.buyerGstin,
    buyerStateCode: row.buyerStateCode,
    placeOfSupplyCode: row.placeOfSupplyCode,
    taxablePaise: row.taxablePaise,
    cgstPaise: row.cgstPaise,
    sgstPaise: row.sgstPaise,
    igstPaise: row.igstPaise,
    roundOffPaise: row.roundOffPaise,
    totalPaise: row.totalPaise,
    pdfUrl: pdfUrlOf(row.id),
    ...extra,
  };
}

/** The order DTO's `invoice` for a page of enquiries, in one query. */
export async function invoiceRefsFor(
  db: Db,
  tenantId: string,
  orderIds: string[],
): Promise<Map<string, OrderInvoiceRef>> {
  const refs = new Map<string, OrderInvoiceRef>();
  if (orderIds.length === 0) return refs;
  const rows = await db
    .select({
      id: invoices.id,
      orderId: invoices.orderId,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      totalPaise: invoices.totalPaise,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        inArray(invoices.orderId, orderIds),
        eq(invoices.series, 'invoice'),
      ),
    );
  for (const r of rows) {
    refs.set(r.orderId, {
      id: r.id,
      number: r.number,
      issuedAt: r.issuedAt.toISOString(),
      total: toRupees(r.totalPaise),
      pdfUrl: pdfUrlOf(r.id),
    });
  }
  return refs;
}

export type InvoiceListQuery = { from?: Date | undefined; to?: Date | undefined; q?: string | undefined };

/** Invoices and credit notes issued in [from, to), newest first; q matches number, buyer, GSTIN or enquiry. */
export async function listInvoices(db: Db, tenantId: string, query: InvoiceListQuery, limit = 500) {
  const filters: (SQL | undefined)[] = [eq(invoices.tenantId, tenantId)];
  if (query.from) filters.push(gte(invoices.issuedAt, query.from));
  if (query.to) filters.push(lt(invoices.issuedAt, query.to));
  if (query.q) {
    const p = containsPattern(query.q);
    filters.push(
      or(
        ilike(invoices.number, p),
        ilike(invoices.buyerName, p),
        ilike(invoices.buyerGstin, p),
        ilike(orders.orderNumber, p),
      ),
    );
  }
  const rows = await db
    .select({ invoice: invoices, orderNumber: orders.orderNumber })
    .from(invoices)
    .innerJoin(orders, and(eq(orders.tenantId, invoices.tenantId), eq(orders.id, invoices.orderId)))
    .where(and(...filters))
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence))
    .limit(limit);
  return rows.map((r) => toInvoiceDto(r.invoice, { orderNumber: r.orderNumber }));
}
