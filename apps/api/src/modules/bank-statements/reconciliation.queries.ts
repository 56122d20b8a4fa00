// Where a shop stands with its bank statements: the console's Payments screen reads this.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BankMatch, ReceivedProofDto, ReconciliationDto } from '@pataka/domain/bank-statement';
import { customers } from '../../db/schema/customers.ts';
import { orders, paymentProofs } from '../../db/schema/orders.ts';
import { bankStatements, statementCredits } from '../../db/schema/payments.ts';
import { companySettings } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { toStatementDto } from './statement.dto.ts';

/** Lists on the screen are bounded; the bulk action verifies exactly the received ones listed. */
export const LIST_LIMIT = 500;
const PROBLEMS: BankMatch[] = ['amount_differs', 'not_in_statement', 'claimed_elsewhere'];

function waitingProofs(db: Db, tenantId: string, matches: BankMatch[]) {
  return db
    .select({
      proofId: paymentProofs.id,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      customerName: sql<string>`coalesce(nullif(${orders.contactName}, ''), ${customers.name})`,
      bankMatch: paymentProofs.bankMatch,
      utr: paymentProofs.utr,
      proofAmountPaise: paymentProofs.amountPaise,
      bankAmountPaise: statementCredits.amountPaise,
      orderTotalPaise: orders.totalPaise,
      bankDate: statementCredits.date,
    })
    .from(paymentProofs)
    .innerJoin(orders, and(eq(orders.tenantId, paymentProofs.tenantId), eq(orders.id, paymentProofs.orderId)))
    .innerJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)))
    .leftJoin(
      statementCredits,
      and(
        eq(statementCredits.tenantId, paymentProofs.tenantId),
        eq(statementCredits.id, paymentProofs.bankCreditId),
      ),
    )
    .where(
      and(
        eq(paymentProofs.tenantId, tenantId),
        eq(paymentProofs.status, 'submitted'),
        inArray(paymentProofs.bankMatch, matches),
      ),
    )
    .orderBy(desc(paymentProofs.createdAt))
    .limit(LIST_LIMIT);
}

const toReceived = (r: Awaited<ReturnType<typeof waitingProofs>>[number]): ReceivedProofDto => ({
  ...r,
  bankMatch: r.bankMatch as BankMatch,
});

export async function loadReconciliation(db: Db, tenantId: string): Promise<ReconciliationDto> {
  const statements = await db
    .select()
    .from(bankStatements)
    .where(eq(bankStatements.tenantId, tenantId))
    .orderBy(desc(bankStatements.createdAt))
    .limit(50);
  const countRows = await db
    .select({ match: paymentProofs.bankMatch, n: sql<number>`count(*)::int` })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.tenantId, tenantId), eq(paymentProofs.status, 'submitted')))
    .groupBy(paymentProofs.bankMatch);
  const counts: ReconciliationDto['counts'] = {
    received: 0,
    amount_differs: 0,
    not_in_statement: 0,
    claimed_elsewhere: 0,
    unchecked: 0,
  };
  for (const r of countRows) counts[(r.match as BankMatch | null) ?? 'unchecked'] += r.n;
  const [unclaimed] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(statementCredits)
    .where(and(eq(statementCredits.tenantId, tenantId), isNull(statementCredits.matchedProofId)));
  const [settings] = await db
    .select({ auto: companySettings.autoVerifyFromStatement })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  return {
    statements: statements.map(toStatementDto),
    counts,
    received: (await waitingProofs(db, tenantId, ['received'])).map(toReceived),
    problems: (await waitingProofs(db, tenantId, PROBLEMS)).map(toReceived),
    unclaimedCredits: unclaimed?.n ?? 0,
    autoVerify: settings?.auto ?? false,
    matching: statements.some((s) => s.matchedAt === null),
  };
}
