// Which enquiry an unclaimed bank credit may belong to: a shopper who paid but never uploaded.
import type { CreditSuggestionDto } from '@pataka/domain/bank-statement';
import { STATEMENT_LIMITS } from '@pataka/domain/bank-statement';
import { indianDay } from './match-plan.ts';

export type OpenOrder = {
  orderId: string;
  orderNumber: string;
  customerName: string;
  totalPaise: number;
  paymentStatus: string;
  status: string;
  paymentRequestedAt: Date | null;
  createdAt: Date;
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

function when(days: number): string {
  if (days === 0) return 'same day';
  const n = Math.abs(days);
  return `${n} day${n === 1 ? '' : 's'} ${days > 0 ? 'before' : 'after'}`;
}

/**
 * Best first: the same amount, then an enquiry whose payment staff asked for, then the nearest in time
 * (an enquiry placed after the money arrived is an unlikely home for it, so it comes last on a tie).
 */
export function suggestOrders(credit: { date: string; amountPaise: number }, open: readonly OpenOrder[]) {
  const scored = open.map((o) => {
    const before = dayNumber(credit.date) - dayNumber(indianDay(o.createdAt));
    const sameAmount = o.totalPaise === credit.amountPaise;
    const awaiting = o.paymentRequestedAt !== null;
    const reason = [sameAmount ? 'Same amount' : null, awaiting ? 'awaiting payment' : null, when(before)]
      .filter(Boolean)
      .join(' · ');
    const rank = [sameAmount ? 0 : 1, awaiting ? 0 : 1, before < 0 ? 1 : 0, Math.abs(before)];
    return { o, reason, rank };
  });
  scored.sort((a, b) => {
    for (let i = 0; i < a.rank.length; i++) if (a.rank[i] !== b.rank[i]) return a.rank[i]! - b.rank[i]!;
    return b.o.createdAt.getTime() - a.o.createdAt.getTime();
  });
  return scored.slice(0, STATEMENT_LIMITS.suggestions).map(({ o, reason }): CreditSuggestionDto => ({
    orderId: o.orderId,
    orderNumber: o.orderNumber,
    customerName: o.customerName,
    totalPaise: o.totalPaise,
    paymentStatus: o.paymentStatus,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    reason,
  }));
}
