import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BANK_MATCH_BADGES } from '@pataka/domain/bank-statement';
import { bankStatements } from '../../db/schema/payments.ts';
import type { JobHandler } from '../../lib/jobs/job-queue.ts';
import { loadOrder } from '../orders/order.queries.ts';
import { publishOrderEvent } from '../staff-orders/order-events.ts';
import { matchShop } from './match.service.ts';
import { announceVerified } from './proof-verification.ts';

/** A new proof changes one or two enquiries; an import may change hundreds: those are not announced. */
const ANNOUNCE_AT_MOST = 3;

/** Matches the shop's proofs with its bank credits; open consoles hear about what changed. */
export function bankMatchJob(app: FastifyInstance): JobHandler<'bank-match'> {
  return async (job) => {
    const { tenantId } = job.data;
    const outcome = await matchShop(app.db, tenantId);
    const verified = new Set(outcome.autoVerified.map((v) => v.orderId));
    announceVerified(app, tenantId, outcome.autoVerified);
    if (outcome.changedOrders.length > ANNOUNCE_AT_MOST) return;
    for (const orderId of outcome.changedOrders) {
      if (verified.has(orderId)) continue;
      const order = await loadOrder(app.db, tenantId, { id: orderId }, { staff: true });
      const proof = order?.paymentProofs.find((p) => p.bankMatch);
      if (!order || !proof?.bankMatch) continue;
      publishOrderEvent(
        app,
        tenantId,
        'order.updated',
        order,
        `${order.orderNumber}: ${BANK_MATCH_BADGES[proof.bankMatch].label}`,
      );
    }
  };
}

/** Queues a re-match of the shop (at most one waits per shop). Never awaited inside a transaction. */
export function queueBankMatch(app: FastifyInstance, tenantId: string): Promise<string | null> {
  return app.jobs.send('bank-match', { tenantId }, { singletonKey: tenantId });
}

/** After a proof is added or changed: a re-match, when the shop has imported a statement at all. */
export async function queueBankMatchForProof(app: FastifyInstance, tenantId: string): Promise<void> {
  const [any] = await app.db
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(eq(bankStatements.tenantId, tenantId))
    .limit(1);
  if (any) await queueBankMatch(app, tenantId);
}
