// Issuing invoices and credit notes (decision 149). Each is written once, in one transaction with its
// number, its lines, the enquiry's history and the audit log; nothing here ever updates an invoice.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { creditLines, creditTotals, remainingByPosition } from '@pataka/domain/invoice/credit';
import { computeInvoice } from '@pataka/domain/invoice/maths';
import { financialYear } from '@pataka/domain/invoice/numbering';
import {
  INVOICE_MESSAGES,
  INVOICEABLE_STATUSES,
  unitOf,
  type CreditNoteInput,
  type IssueInvoiceInput,
} from '@pataka/domain/invoice/rules';
import type { InvoiceKind, InvoiceLine, InvoiceLineInput, TaxSplit } from '@pataka/domain/invoice/types';
import { gstStateCode } from '@pataka/domain/indian-states';
import { MESSAGES } from '@pataka/domain/messages';
import { toRupees } from '@pataka/domain/money';
import type { OrderStatus } from '@pataka/domain/order-status';
import { products } from '../../db/schema/catalogue.ts';
import { invoiceLines, invoices } from '../../db/schema/invoices.ts';
import { orderItems, orders, type OrderAddress } from '../../db/schema/orders.ts';
import { auditLog } from '../../db/schema/staff.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { appendHistory } from '../orders/order-history.ts';
import { isUniqueViolation } from '../shop-admin/shop-admin-common.ts';
import { hasVerifiedProof } from '../staff-orders/order-status.service.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';
import { takeDocumentNumber } from './document-number.ts';
import { findOrderInvoice, listCreditNotes, listLines, toLine, type InvoiceRow } from './invoice.queries.ts';
import { loadTaxProfile, type TaxProfile } from './tax-profile.ts';

/** Who issues: a staff member, or Pataka itself (the credit note of an enquiry the shopper cancelled). */
export type Issuer = StaffMember | { system: string };

export type Issued = {
  id: string;
  number: string;
  orderNumber: string;
  totalPaise: number;
  /** The row and lines as written: the reply is built from them without reading them back. */
  row: InvoiceRow;
  lines: InvoiceLine[];
};

const addressText = (a: OrderAddress) =>
  [a.street, a.city, `${a.state} ${a.zipCode}`].filter((s) => s && s.trim()).join(', ');

async function audit(tx: Db, tenantId: string, by: Issuer, entry: Parameters<typeof recordAudit>[3]) {
  if (!('system' in by)) return recordAudit(tx, tenantId, by, entry);
  await tx.insert(auditLog).values({
    tenantId,
    id: randomUUID(),
    actorId: null,
    actorName: by.system,
    actorEmail: null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const historyBy = (by: Issuer) =>
  'system' in by ? { name: by.system, email: null } : { name: by.name, email: by.email };

/** The enquiry's lines as the maths wants them: goods with their HSN, rate and unit, then packing. */
async function enquiryLines(
  tx: Db,
  tenantId: string,
  orderId: string,
  packingPaise: number,
  tax: TaxProfile,
) {
  const items = await tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      unitPricePaise: orderItems.unitPricePaise,
      quantity: orderItems.quantity,
      nameTa: products.nameTa,
      hsn: products.hsn,
      gstRateBp: products.gstRateBp,
      packageType: products.packageType,
    })
    .from(orderItems)
    .leftJoin(
      products,
      and(eq(products.tenantId, orderItems.tenantId), eq(products.id, orderItems.productId)),
    )
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  const lines: InvoiceLineInput[] = items.map((i) => ({
    kind: 'goods',
    description: i.productName,
    descriptionTa: i.nameTa,
    hsn: i.hsn ?? tax.defaultHsn,
    quantity: i.quantity,
    unit: unitOf(i.packageType),
    unitPricePaise: i.unitPricePaise,
    gstRateBp: i.gstRateBp ?? tax.defaultGstRateBp,
    orderItemId: i.id,
    productId: i.productId,
  }));
  // Packing is part of a composite supply whose principal supply is the crackers: their HSN and rate.
  if (packingPaise > 0) {
    lines.push({
      kind: 'packing',
      description: 'Packing charges',
      hsn: tax.defaultHsn,
      quantity: 1,
      unit: 'NOS',
      unitPricePaise: packingPaise,
      gstRateBp: tax.defaultGstRateBp,
    });
  }
  return lines;
}

async function insertLines(
  tx: Db,
  tenantId: string,
  invoiceId: string,
  lines: (InvoiceLine & { creditedPosition?: number })[],
) {
  if (lines.length === 0) return;
  await tx.insert(invoiceLines).values(
    lines.map((l) => ({
      tenantId,
      id: randomUUID(),
      invoiceId,
      position: l.position,
      kind: l.kind,
      orderItemId: l.orderItemId,
      productId: l.productId,
      creditedPosition: l.creditedPosition ?? null,
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
    })),
  );
}

/**
 * Issues the enquiry's tax invoice (or bill of supply, for a shop not registered for GST). The order
 * row is locked first, so two staff pressing "Issue" together get one invoice and one 409; the number
 * is taken last, to hold the counter's lock as briefly as possible.
 */
export async function issueInvoice(
  db: Db,
  tenantId: string,
  orderId: string,
  by: StaffMember,
  input: IssueInvoiceInput,
  at: Date = new Date(),
): Promise<Issued> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .select({
          orderNumber: orders.orderNumber,
          status: orders.status,
          contactName: orders.contactName,
          contactPhone: orders.contactPhone,
          shippingAddress: orders.shippingAddress,
          billingAddress: orders.billingAddress,
          pickupLocation: orders.pickupLocation,
          packingPaise: orders.packingPaise,
          discountPaise: orders.discountPaise,
        })
        .from(orders)
        .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
        .for('update');
      if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
      const existing = await findOrderInvoice(tx, tenantId, orderId);
      if (existing) throw new AppError('conflict', INVOICE_MESSAGES.exists(existing.number));
      const status = order.status as OrderStatus;
      if (!INVOICEABLE_STATUSES.includes(status))
        throw new AppError('conflict', INVOICE_MESSAGES.wrongStatus(status));
      if (!(await hasVerifiedProof(tx, tenantId, orderId)))
        throw new AppError('conflict', INVOICE_MESSAGES.notPaid);

      const tax = await loadTaxProfile(tx, tenantId);
      // Place of supply (IGST Act s. 10(1)(a)): where the goods go; a pickup's goods are handed over at the shop.
      const delivery = order.pickupLocation ? null : order.shippingAddress;
      const placeOfSupplyCode = delivery ? gstStateCode(delivery.state) : tax.supplier.stateCode;
      if (!placeOfSupplyCode)
        throw new AppError('conflict', INVOICE_MESSAGES.unknownState(delivery?.state ?? ''));
      const buyerAddress = order.billingAddress ?? order.shippingAddress;
      const buyerStateCode = (buyerAddress && gstStateCode(buyerAddress.state)) ?? placeOfSupplyCode;
      const split: TaxSplit = !tax.registered
        ? 'none'
        : placeOfSupplyCode === tax.supplier.stateCode
          ? 'intra'
          : 'inter';
      const kind: InvoiceKind = tax.registered ? 'tax_invoice' : 'bill_of_supply';
      const computed = computeInvoice({
        lines: await enquiryLines(tx, tenantId, orderId, order.packingPaise, tax),
        discountPaise: order.discountPaise,
        pricesIncludeTax: tax.pricesIncludeGst,
        split,
      });
      const fy = financialYear(at);
      const { sequence, number } = await takeDocumentNumber(tx, tenantId, 'invoice', fy, tax.prefix);
      const id = randomUUID();
      const [row] = await tx
        .insert(invoices)
        .values({
          tenantId,
          id,
          orderId,
          kind,
          series: 'invoice',
          number,
          financialYear: fy,
          sequence,
          issuedAt: at,
          issuedBy: by.id,
          buyerName: buyerAddress?.name || order.contactName || 'Customer',
          buyerAddress: buyerAddress ? addressText(buyerAddress) : '',
          buyerStateCode,
          buyerGstin: input.buyerGstin ?? null,
          buyerPhone: buyerAddress?.phone || order.contactPhone,
          placeOfSupplyCode,
          supplier: tax.supplier,
          pricesIncludeTax: tax.pricesIncludeGst,
          ...computed.totals,
          footerText: tax.footer,
        })
        .returning();
      await insertLines(tx, tenantId, id, computed.lines);
      await appendHistory(tx, tenantId, orderId, {
        status,
        notes: INVOICE_MESSAGES.issuedHistory(number),
        by: historyBy(by),
        at,
      });
      await audit(tx, tenantId, by, {
        action: 'invoice.issue',
        entityType: 'invoice',
        entityId: id,
        summary: `${order.orderNumber}: invoice ${number} for ₹${toRupees(computed.totals.totalPaise)}`,
        after: { number, kind, buyerGstin: input.buyerGstin ?? null, placeOfSupplyCode, ...computed.totals },
      });
      return {
        id,
        number,
        orderNumber: order.orderNumber,
        totalPaise: computed.totals.totalPaise,
        row: row!,
        lines: computed.lines,
      };
    });
  } catch (err) {
    // Two issues of one enquiry racing on a database without the order lock's protection: one index wins.
    if (isUniqueViolation(err)) {
      const existing = await findOrderInvoice(db, tenantId, orderId);
      if (existing) throw new AppError('conflict', INVOICE_MESSAGES.exists(existing.number));
    }
    throw err;
  }
}

/**
 * A credit note against an invoice (s. 34 CGST Act): the lines and quantities given, or everything
 * still left. It has its own series and the invoice's buyer, supplier and place of supply.
 */
export async function issueCreditNote(
  tx: Db,
  tenantId: string,
  invoice: InvoiceRow,
  by: Issuer,
  input: CreditNoteInput,
  at: Date = new Date(),
): Promise<Issued> {
  if (invoice.series !== 'invoice') throw new AppError('conflict', INVOICE_MESSAGES.creditOfCredit);
  // The invoice's enquiry row is the lock two credit notes of one invoice queue on.
  const [order] = await tx
    .select({ orderNumber: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, invoice.orderId)))
    .for('update');
  const earlier = await listCreditNotes(tx, tenantId, invoice.id);
  const allLines = await listLines(tx, tenantId, [invoice.id, ...earlier.map((c) => c.id)]);
  const source = allLines.filter((l) => l.invoiceId === invoice.id).map(toLine);
  const credited = allLines
    .filter((l) => l.invoiceId !== invoice.id)
    .map((l) => ({ ...toLine(l), sourcePosition: l.creditedPosition ?? 0 }));
  const remaining = remainingByPosition(source, credited);
  const result = creditLines(source, remaining, input.lines ?? null);
  if ('problem' in result) {
    const p = result.problem;
    const message =
      p.code === 'nothing_left'
        ? INVOICE_MESSAGES.nothingLeft
        : p.code === 'empty'
          ? INVOICE_MESSAGES.noLines
          : p.code === 'unknown_line'
            ? INVOICE_MESSAGES.unknownLine(p.position)
            : INVOICE_MESSAGES.tooMany(p.position, p.left);
    throw new AppError(p.code === 'unknown_line' ? 'unprocessable' : 'conflict', message);
  }
  const lines = result.lines;
  const takesAll = [...remaining.entries()].every(([position, left]) => {
    const taken = lines.filter((l) => l.sourcePosition === position).reduce((s, l) => s + l.quantity, 0);
    return taken === left.quantity;
  });
  const creditedTotal = earlier.reduce((s, c) => s + c.totalPaise, 0);
  const totals = creditTotals(lines, takesAll, invoice.totalPaise, creditedTotal);
  const fy = financialYear(at);
  const prefix = (await loadTaxProfile(tx, tenantId)).prefix;
  const { sequence, number } = await takeDocumentNumber(tx, tenantId, 'credit_note', fy, prefix);
  const id = randomUUID();
  const [row] = await tx
    .insert(invoices)
    .values({
      tenantId,
      id,
      orderId: invoice.orderId,
      kind: 'credit_note',
      series: 'credit_note',
      number,
      financialYear: fy,
      sequence,
      issuedAt: at,
      issuedBy: 'system' in by ? null : by.id,
      againstInvoiceId: invoice.id,
      reason: input.reason,
      buyerName: invoice.buyerName,
      buyerAddress: invoice.buyerAddress,
      buyerStateCode: invoice.buyerStateCode,
      buyerGstin: invoice.buyerGstin,
      buyerPhone: invoice.buyerPhone,
      placeOfSupplyCode: invoice.placeOfSupplyCode,
      supplier: invoice.supplier,
      pricesIncludeTax: invoice.pricesIncludeTax,
      ...totals,
      footerText: invoice.footerText,
    })
    .returning();
  await insertLines(
    tx,
    tenantId,
    id,
    lines.map((l) => ({ ...l, creditedPosition: l.sourcePosition })),
  );
  await appendHistory(tx, tenantId, invoice.orderId, {
    status: (order?.status ?? 'cancelled') as OrderStatus,
    notes: INVOICE_MESSAGES.creditHistory(number, invoice.number),
    by: historyBy(by),
    at,
  });
  await audit(tx, tenantId, by, {
    action: 'invoice.credit_note',
    entityType: 'invoice',
    entityId: id,
    summary: `${order?.orderNumber ?? invoice.orderId}: credit note ${number} against ${invoice.number} for ₹${toRupees(totals.totalPaise)}`,
    after: { number, againstInvoice: invoice.number, reason: input.reason, full: takesAll, ...totals },
  });
  return {
    id,
    number,
    orderNumber: order?.orderNumber ?? '',
    totalPaise: totals.totalPaise,
    row: row!,
    lines,
  };
}

/**
 * An enquiry cancelled after its invoice was issued gets a credit note for whatever is still left
 * (rule: an issued invoice is never cancelled or changed). Runs in the cancelling transaction.
 */
export async function creditCancelledEnquiry(tx: Db, tenantId: string, orderId: string, by: Issuer) {
  const invoice = await findOrderInvoice(tx, tenantId, orderId);
  if (!invoice) return null;
  const earlier = await listCreditNotes(tx, tenantId, invoice.id);
  if (earlier.reduce((s, c) => s + c.totalPaise, 0) >= invoice.totalPaise) return null;
  return issueCreditNote(tx, tenantId, invoice, by, { reason: INVOICE_MESSAGES.cancelledReason });
}

/** Whether any of these enquiries has an invoice (editing one would change what was billed). */
export async function invoicedNumber(db: Db, tenantId: string, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        inArray(invoices.orderId, [orderId]),
        eq(invoices.series, 'invoice'),
      ),
    );
  return row?.number ?? null;
}
