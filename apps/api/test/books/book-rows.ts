// Issued invoices and credit notes written straight into the tables, as the issuing service would
// leave them (decision 149's columns), for the export tests: built with the domain's book fixtures so
// their arithmetic is right, each on an enquiry of its own.
import { randomUUID } from 'node:crypto';
import type { BookDocument } from '@pataka/domain/books/book-document';
import { customers } from '../../src/db/schema/customers.ts';
import { invoiceLines, invoices } from '../../src/db/schema/invoices.ts';
import { orders } from '../../src/db/schema/orders.ts';
import type { Db } from '../../src/db/types.ts';
import { nextPhone } from '../helpers/auth.ts';

let orderCounter = 0;

async function newOrder(db: Db, tenantId: string, totalPaise: number): Promise<string> {
  const customerId = randomUUID();
  const orderId = randomUUID();
  await db.insert(customers).values({ tenantId, id: customerId, name: 'Book Buyer', phone: nextPhone() });
  await db.insert(orders).values({
    tenantId,
    id: orderId,
    orderNumber: `BK-${process.pid}-${++orderCounter}`,
    customerId,
    status: 'delivered',
    subtotalPaise: totalPaise,
    totalPaise,
  });
  return orderId;
}

/**
 * Writes the document (and its lines) for `tenantId`; a credit note goes on its invoice's enquiry and
 * points at it. Returns the row id. `written` maps numbers of documents written before to their rows.
 */
export async function insertBookDocument(
  db: Db,
  tenantId: string,
  doc: BookDocument,
  written: Map<string, { id: string; orderId: string }>,
): Promise<string> {
  const against = doc.against ? written.get(doc.against.number) : undefined;
  if (doc.against && !against) throw new Error(`Write ${doc.against.number} before its credit note`);
  const orderId = against?.orderId ?? (await newOrder(db, tenantId, doc.totalPaise));
  const id = randomUUID();
  await db.insert(invoices).values({
    tenantId,
    id,
    orderId,
    kind: doc.kind,
    series: doc.kind === 'credit_note' ? 'credit_note' : 'invoice',
    number: doc.number,
    financialYear: doc.financialYear,
    sequence: doc.sequence,
    issuedAt: doc.issuedAt,
    againstInvoiceId: against?.id ?? null,
    reason: doc.reason,
    buyerName: doc.buyerName,
    buyerAddress: '12 Car Street, Sivakasi',
    buyerStateCode: doc.buyerStateCode,
    buyerGstin: doc.buyerGstin,
    placeOfSupplyCode: doc.placeOfSupplyCode,
    supplier: {
      name: 'Uma Crackers',
      address: 'Sivakasi',
      gstin: doc.supplierGstin,
      stateCode: doc.supplierStateCode,
      stateName: 'Tamil Nadu',
      licence: 'E/SC/TN/22/1234',
      phone: null,
    },
    taxablePaise: doc.taxablePaise,
    cgstPaise: doc.cgstPaise,
    sgstPaise: doc.sgstPaise,
    igstPaise: doc.igstPaise,
    roundOffPaise: doc.roundOffPaise,
    totalPaise: doc.totalPaise,
  });
  if (doc.lines.length > 0) {
    await db
      .insert(invoiceLines)
      .values(
        doc.lines.map((line, i) => ({ tenantId, id: randomUUID(), invoiceId: id, position: i + 1, ...line })),
      );
  }
  written.set(doc.number, { id, orderId });
  return id;
}
