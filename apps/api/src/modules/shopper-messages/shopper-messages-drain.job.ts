import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { shopperMessages } from '../../db/schema/shopper-messages.ts';
import type { JobHandler } from '../../lib/jobs/job-queue.ts';

/** A queued message whose send job was queued this long ago and is still queued gets another job. */
const REQUEUE_AFTER_MS = 15 * 60_000;
const BATCH = 200;

/**
 * 'shopper-messages-drain': one 'shopper-message' job per queued message of a shop (or of every shop,
 * for the minute's sweep). The messages were written in the event's transaction; this runs after it
 * committed (woken by the event the route publishes) or, at the latest, a minute later. The send
 * job's singleton key is the message id, and the send job itself skips a message already sent.
 */
export function shopperMessagesDrainJob(app: FastifyInstance): JobHandler<'shopper-messages-drain'> {
  return async (job) => {
    const stale = new Date(Date.now() - REQUEUE_AFTER_MS);
    const due = and(
      eq(shopperMessages.status, 'queued'),
      or(isNull(shopperMessages.jobQueuedAt), lt(shopperMessages.jobQueuedAt, stale)),
    );
    const rows = await app.db
      .select({ tenantId: shopperMessages.tenantId, id: shopperMessages.id })
      .from(shopperMessages)
      .where(job.data.tenantId ? and(eq(shopperMessages.tenantId, job.data.tenantId), due) : due)
      .orderBy(asc(shopperMessages.createdAt))
      .limit(BATCH);
    for (const row of rows) {
      await app.jobs.send(
        'shopper-message',
        { tenantId: row.tenantId, messageId: row.id },
        { singletonKey: row.id },
      );
      await app.db
        .update(shopperMessages)
        .set({ jobQueuedAt: new Date() })
        .where(and(eq(shopperMessages.tenantId, row.tenantId), eq(shopperMessages.id, row.id)));
    }
  };
}
