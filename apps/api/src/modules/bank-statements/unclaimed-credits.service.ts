// Bank credits no proof claims, and staff attaching one to an enquiry (the shopper paid, never uploaded).
import { and, desc, eq, gte, isNull, notInArray, sql } from 'drizzle-orm';
import { STATEMENT_MESSAGES, type UnclaimedCreditDto } from '@pataka/domain/bank-statement';
import { toRupees } from '@pataka/domain/money';
import { customers } from '../../db/schema/customers.ts';
import { orders, paymentProofs } from '../../db/schema/orders.ts';
import { statementCredits } from '../../db/schema/payments.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { recordManualPayment } from '../payment-proofs/manual-payment.service.ts';
import { CLOSED_TO_PAYMENT } from '../payment-proofs/payment-proof.service.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';
import { suggestOrders, type OpenOrder } from './credit-suggestions.ts';
import { LIST_LIMIT } from './reconciliation.queries.ts';

/** How far before the oldest unclaimed credit an enquiry may have been placed to be suggested. */
const SUGGEST_WINDOW_DAYS = 30;
/** Enquiries looked at for suggestions, newest first. */
const OPEN_ORDERS_LIMIT = 2000;

async function openOrders(db: Db, tenantId: string, since: Date): Promise<OpenOrder[]> {
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      customerName: sql<string>`coalesce(nullif(${orders.contactName}, ''), ${customers.name})`,
      totalPaise: orders.totalPaise,
      paymentStatus: orders.paymentStatus,
      status: orders.status,
      paymentRequestedAt: orders.paymentRequestedAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)))
    .where(
      and(
        eq(orders.tenantId, tenantId),
        notInArray(orders.status, [...CLOSED_TO_PAYMENT]),
        notInArray(orders.paymentStatus, ['verified']),
        gte(orders.createdAt, since),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(OPEN_ORDERS_LIMIT);
}

export async function listUnclaimedCredits(db: Db, tenantId: string): Promise<UnclaimedCreditDto[]> {
  const credits = await db
    .select({
      id: statementCredits.id,
      date: statementCredits.date,
      amountPaise: statementCredits.amountPaise,
      narration: statementCredits.narration,
      utr: statementCredits.utr,
      reference: statementCredits.reference,
    })
    .from(statementCredits)
    .where(and(eq(statementCredits.tenantId, tenantId), isNull(statementCredits.matchedProofId)))
    .orderBy(desc(statementCredits.date), desc(statementCredits.amountPaise))
    .limit(LIST_LIMIT);
  if (credits.length === 0) return [];
  const oldest = credits.reduce((min, c) => (c.date < min ? c.date : min), credits[0]!.date);
  const since = new Date(Date.parse(`${oldest}T00:00:00+05:30`) - SUGGEST_WINDOW_DAYS * 86_400_000);
  const open = await openOrders(db, tenantId, since);
  return credits.map((c) => ({ ...c, suggestions: suggestOrders(c, open) }));
}

/**
 * Records the credit as the enquiry's payment, verified by this staff member (like a payment recorded by
 * hand: history and audit log), and ties the credit to it so it is claimed once.
 */
export async function attachCredit(
  db: Db,
  tenantId: string,
  creditId: string,
  orderId: string,
  staff: StaffMember,
): Promise<{ orderNumber: string; proofId: string }> {
  return db.transaction(async (tx) => {
    const [credit] = await tx
      .select()
      .from(statementCredits)
      .where(and(eq(statementCredits.tenantId, tenantId), eq(statementCredits.id, creditId)))
      .for('update');
    if (!credit) throw new AppError('not_found', STATEMENT_MESSAGES.creditNotFound);
    if (credit.matchedProofId) throw new AppError('conflict', STATEMENT_MESSAGES.creditAlreadyClaimed);
    const note = `From the bank statement: credit of ${credit.date}${credit.narration ? ` (${credit.narration})` : ''}`;
    const recorded = await recordManualPayment(tx, tenantId, orderId, staff, {
      utr: credit.utr,
      amount: toRupees(credit.amountPaise),
      note: note.slice(0, 1000),
    });
    await tx
      .update(paymentProofs)
      .set({ bankMatch: 'received', bankCreditId: credit.id })
      .where(and(eq(paymentProofs.tenantId, tenantId), eq(paymentProofs.id, recorded.proofId)));
    await tx
      .update(statementCredits)
      .set({ matchedProofId: recorded.proofId })
      .where(and(eq(statementCredits.tenantId, tenantId), eq(statementCredits.id, credit.id)));
    return { orderNumber: recorded.orderNumber, proofId: recorded.proofId };
  });
}
