// What the bank statement says about each proof, worked out without the database (tested on its own).
import type { BankMatch } from '@pataka/domain/bank-statement';

export type ProofFact = {
  id: string;
  utr: string | null;
  /** What the proof claims (OCR or staff); null when it could not be read. */
  amountPaise: number | null;
  /** The enquiry's total: the amount expected when the proof's own could not be read. */
  orderTotalPaise: number;
  status: string;
  createdAt: Date;
  /** YYYY-MM-DD the payment was made (the receipt's date, else the upload's day in India). */
  paidOn: string;
};

export type CreditFact = { id: string; utr: string; amountPaise: number };
export type Period = { from: string; to: string };

export type ProofMatch = { bankMatch: BankMatch | null; bankCreditId: string | null };
export type MatchPlan = {
  proofs: Map<string, ProofMatch>;
  /** Every credit that some proof claims, with its proof; credits not in the map are unclaimed. */
  credits: Map<string, string>;
};

const STATUS_RANK: Record<string, number> = { verified: 0, submitted: 1, rejected: 2 };

/**
 * Among proofs sharing a UTR, the one the credit accounts for: never a rejected one before another, then
 * one whose amount agrees with the bank, then one staff already verified, then the first uploaded.
 */
function claimOrder(credit: CreditFact) {
  const rejected = (p: ProofFact) => (p.status === 'rejected' ? 1 : 0);
  const differs = (p: ProofFact) => ((p.amountPaise ?? p.orderTotalPaise) === credit.amountPaise ? 0 : 1);
  return (a: ProofFact, b: ProofFact) =>
    rejected(a) - rejected(b) ||
    differs(a) - differs(b) ||
    (STATUS_RANK[a.status] ?? 1) - (STATUS_RANK[b.status] ?? 1) ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    a.id.localeCompare(b.id);
}

const within = (day: string, periods: readonly Period[]) => periods.some((p) => p.from <= day && day <= p.to);

/**
 * - UTR credited with the proof's amount → received; with another amount → amount_differs.
 *   A proof whose amount could not be read is compared with its enquiry's total.
 * - A credit accounts for one proof: the others with its UTR → claimed_elsewhere.
 * - UTR absent, payment dated inside an imported statement's period → not_in_statement.
 * - Otherwise (no UTR read, or no statement covers the date yet) → null: nothing to say.
 */
export function planMatches(input: {
  proofs: readonly ProofFact[];
  credits: readonly CreditFact[];
  periods: readonly Period[];
}): MatchPlan {
  const creditByUtr = new Map(input.credits.map((c) => [c.utr, c]));
  const byUtr = new Map<string, ProofFact[]>();
  const plan: MatchPlan = { proofs: new Map(), credits: new Map() };
  for (const proof of input.proofs) {
    const credit = proof.utr ? creditByUtr.get(proof.utr) : undefined;
    if (!proof.utr || !credit) {
      const absent = proof.utr !== null && within(proof.paidOn, input.periods);
      plan.proofs.set(proof.id, { bankMatch: absent ? 'not_in_statement' : null, bankCreditId: null });
      continue;
    }
    const group = byUtr.get(proof.utr) ?? [];
    group.push(proof);
    byUtr.set(proof.utr, group);
  }
  for (const [utr, group] of byUtr) {
    const credit = creditByUtr.get(utr)!;
    const [first, ...others] = group.sort(claimOrder(credit));
    const same = (first!.amountPaise ?? first!.orderTotalPaise) === credit.amountPaise;
    plan.proofs.set(first!.id, { bankMatch: same ? 'received' : 'amount_differs', bankCreditId: credit.id });
    plan.credits.set(credit.id, first!.id);
    for (const other of others)
      plan.proofs.set(other.id, { bankMatch: 'claimed_elsewhere', bankCreditId: credit.id });
  }
  return plan;
}

/** The day in India of an instant: 'YYYY-MM-DD'. */
export function indianDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
