// Matches every payment proof of a shop with its imported bank credits and stores the outcome (the
// bank-match job runs it after an import and after each new proof; it never runs inside a request).
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { BankMatch } from '@pataka/domain/bank-statement';
import { companySettings } from '../../db/schema/tenants.ts';
import { orders, paymentProofs } from '../../db/schema/orders.ts';
import { bankStatements, statementCredits } from '../../db/schema/payments.ts';
import type { Db } from '../../db/types.ts';
import { indianDay, planMatches, type ProofFact } from './match-plan.ts';
import { STATEMENT_MEMBER, verifyReceivedProofs } from './proof-verification.ts';

export type MatchOutcome = {
  proofsChanged: number;
  /** Enquiries whose proofs' badges changed. */
  changedOrders: string[];
  creditsChanged: number;
  autoVerified: { proofId: string; orderId: string; orderNumber: string }[];
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day the payment was made: the receipt's own date when it was read, else the upload's day. */
function paidOn(serverDate: string | null, createdAt: Date): string {
  return serverDate && DAY.test(serverDate) ? serverDate : indianDay(createdAt);
}

async function loadFacts(tx: Db, tenantId: string) {
  const periods = await tx
    .select({ from: bankStatements.periodFrom, to: bankStatements.periodTo })
    .from(bankStatements)
    .where(eq(bankStatements.tenantId, tenantId));
  const proofRows = await tx
    .select({
      id: paymentProofs.id,
      orderId: paymentProofs.orderId,
      utr: paymentProofs.utr,
      amountPaise: paymentProofs.amountPaise,
      orderTotalPaise: orders.totalPaise,
      status: paymentProofs.status,
      createdAt: paymentProofs.createdAt,
      serverDate: sql<string | null>`${paymentProofs.extractedData}->'server'->>'date'`,
      bankMatch: paymentProofs.bankMatch,
      bankCreditId: paymentProofs.bankCreditId,
    })
    .from(paymentProofs)
    .innerJoin(orders, and(eq(orders.tenantId, paymentProofs.tenantId), eq(orders.id, paymentProofs.orderId)))
    .where(eq(paymentProofs.tenantId, tenantId));
  const proofUtrs = tx
    .select({ utr: paymentProofs.utr })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.tenantId, tenantId), isNotNull(paymentProofs.utr)));
  const credits = await tx
    .select({
      id: statementCredits.id,
      utr: statementCredits.utr,
      amountPaise: statementCredits.amountPaise,
      matchedProofId: statementCredits.matchedProofId,
    })
    .from(statementCredits)
    .where(
      and(
        eq(statementCredits.tenantId, tenantId),
        or(isNotNull(statementCredits.matchedProofId), inArray(statementCredits.utr, proofUtrs)),
      ),
    );
  return { periods, proofRows, credits };
}

/**
 * Re-matches the whole shop in one transaction, serialised per shop (two instances running the job at
 * once would otherwise race on the one-proof-per-credit index). Writes only what changed; with the
 * shop's "verify automatically" setting, verifies the proofs the bank now confirms.
 */
export async function matchShop(db: Db, tenantId: string): Promise<MatchOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bank-match:${tenantId}`}))`);
    const { periods, proofRows, credits } = await loadFacts(tx, tenantId);
    const facts: ProofFact[] = proofRows.map((p) => ({ ...p, paidOn: paidOn(p.serverDate, p.createdAt) }));
    const plan = planMatches({ proofs: facts, credits, periods });

    let proofsChanged = 0;
    const changedOrders = new Set<string>();
    for (const p of proofRows) {
      const next = plan.proofs.get(p.id) ?? { bankMatch: null, bankCreditId: null };
      if (p.bankMatch === next.bankMatch && p.bankCreditId === next.bankCreditId) continue;
      proofsChanged++;
      changedOrders.add(p.orderId);
      await tx
        .update(paymentProofs)
        .set({ bankMatch: next.bankMatch, bankCreditId: next.bankCreditId })
        .where(and(eq(paymentProofs.tenantId, tenantId), eq(paymentProofs.id, p.id)));
    }
    // Release the credits that change hands first: the unique index holds one proof per credit.
    const moving = credits.filter((c) => (plan.credits.get(c.id) ?? null) !== c.matchedProofId);
    const released = moving.filter((c) => c.matchedProofId !== null).map((c) => c.id);
    if (released.length)
      await tx
        .update(statementCredits)
        .set({ matchedProofId: null })
        .where(and(eq(statementCredits.tenantId, tenantId), inArray(statementCredits.id, released)));
    for (const c of moving) {
      const proofId = plan.credits.get(c.id);
      if (!proofId) continue;
      await tx
        .update(statementCredits)
        .set({ matchedProofId: proofId })
        .where(and(eq(statementCredits.tenantId, tenantId), eq(statementCredits.id, c.id)));
    }

    const [settings] = await tx
      .select({ auto: companySettings.autoVerifyFromStatement })
      .from(companySettings)
      .where(eq(companySettings.tenantId, tenantId));
    const received = facts.filter(
      (p) =>
        p.status === 'submitted' && plan.proofs.get(p.id)?.bankMatch === ('received' satisfies BankMatch),
    );
    const autoVerified = settings?.auto
      ? await verifyReceivedProofs(
          tx,
          tenantId,
          received.map((p) => p.id),
          STATEMENT_MEMBER,
        )
      : [];
    await tx
      .update(bankStatements)
      .set({ matchedAt: new Date() })
      .where(and(eq(bankStatements.tenantId, tenantId), isNull(bankStatements.matchedAt)));
    return { proofsChanged, changedOrders: [...changedOrders], creditsChanged: moving.length, autoVerified };
  });
}
