// Verifying proofs because the bank statement shows the money: by staff in one tap, or by the shop's
// "verify automatically" setting. Each is recorded in the enquiry's history and in the audit log.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatINR, toRupees } from '@pataka/domain/money';
import { STATEMENT_ACTOR } from '@pataka/domain/bank-statement';
import { orders, paymentProofs } from '../../db/schema/orders.ts';
import { statementCredits } from '../../db/schema/payments.ts';
import type { Db } from '../../db/types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { appendHistory } from '../orders/order-history.ts';
import { syncPaymentStatus } from '../payment-proofs/payment-proof.service.ts';
import { EVENT_MESSAGES } from '@pataka/domain/staff-messages';
import { publishOrderEvent } from '../staff-orders/order-events.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';
import { queueShopperMessage } from '../shopper-messages/queue-shopper-message.ts';

/** The author of automatic verifications: no staff member acted. */
export const STATEMENT_MEMBER: StaffMember = { id: 'bank-statement', name: STATEMENT_ACTOR, email: '' };

export const verifiedByStatementNote = (utr: string, amountPaise: number, date: string) =>
  `Payment verified: the bank statement shows UTR ${utr} credited ${formatINR(toRupees(amountPaise))} on ${date}`;

/**
 * Verifies those of `proofIds` that are still waiting and still confirmed by the statement (received);
 * the rest are skipped. Runs inside the caller's transaction. Returns the ids verified, with their orders.
 */
export async function verifyReceivedProofs(
  tx: Db,
  tenantId: string,
  proofIds: readonly string[],
  by: StaffMember,
): Promise<{ proofId: string; orderId: string; orderNumber: string }[]> {
  if (proofIds.length === 0) return [];
  const rows = await tx
    .select({
      proofId: paymentProofs.id,
      orderId: paymentProofs.orderId,
      orderNumber: orders.orderNumber,
      orderStatus: orders.status,
      utr: statementCredits.utr,
      amountPaise: statementCredits.amountPaise,
      date: statementCredits.date,
    })
    .from(paymentProofs)
    .innerJoin(orders, and(eq(orders.tenantId, paymentProofs.tenantId), eq(orders.id, paymentProofs.orderId)))
    .innerJoin(
      statementCredits,
      and(
        eq(statementCredits.tenantId, paymentProofs.tenantId),
        eq(statementCredits.id, paymentProofs.bankCreditId),
        eq(statementCredits.matchedProofId, paymentProofs.id),
      ),
    )
    .where(
      and(
        eq(paymentProofs.tenantId, tenantId),
        inArray(paymentProofs.id, [...proofIds]),
        eq(paymentProofs.status, 'submitted'),
        eq(paymentProofs.bankMatch, 'received'),
      ),
    )
    .for('update', { of: paymentProofs });
  const now = new Date();
  for (const row of rows) {
    const note = verifiedByStatementNote(row.utr, row.amountPaise, row.date);
    await tx
      .update(paymentProofs)
      .set({ status: 'verified', reviewNote: note, reviewedBy: by.name, reviewedAt: now })
      .where(and(eq(paymentProofs.tenantId, tenantId), eq(paymentProofs.id, row.proofId)));
    await syncPaymentStatus(tx, tenantId, row.orderId);
    await appendHistory(tx, tenantId, row.orderId, {
      status: row.orderStatus,
      notes: note,
      by: { name: by.name, email: by.email || null },
      at: now,
    });
    await queueShopperMessage(tx, tenantId, row.orderId, { event: 'payment_verified' });
    await recordAudit(tx, tenantId, by, {
      action: 'payment.verify',
      entityType: 'payment_proof',
      entityId: row.proofId,
      summary: `${row.orderNumber}: ${note}`,
      before: { status: 'submitted' },
      after: { status: 'verified', bankCreditUtr: row.utr, bankAmountPaise: row.amountPaise },
    });
  }
  return rows.map(({ proofId, orderId, orderNumber }) => ({ proofId, orderId, orderNumber }));
}

export type VerifiedProof = Awaited<ReturnType<typeof verifyReceivedProofs>>[number];

/** A few events at most: fifty verified at once would bury the other consoles in toasts. */
const ANNOUNCE_AT_MOST = 3;

/** Tells the shop's open consoles (after the commit) which enquiries' payments were verified. */
export function announceVerified(app: FastifyInstance, tenantId: string, verified: readonly VerifiedProof[]) {
  for (const v of verified.slice(0, ANNOUNCE_AT_MOST)) {
    const order = { id: v.orderId, orderNumber: v.orderNumber };
    publishOrderEvent(
      app,
      tenantId,
      'order.updated',
      order,
      EVENT_MESSAGES.paymentReviewed(v.orderNumber, true),
    );
  }
}
