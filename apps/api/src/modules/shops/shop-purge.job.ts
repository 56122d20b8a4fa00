import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../../lib/jobs/job-queue.ts';
import { purgeClosedShop, shopsDueForPurge } from './shop-purge.ts';

/**
 * 'shop-purge': one shop (queued at closing to start 30 days later) or, without tenantId, every closed
 * shop that is due (the daily sweep, in case a queued job was lost). Purging twice is harmless: the second
 * finds no shop.
 */
export function shopPurgeJob(app: FastifyInstance): JobHandler<'shop-purge'> {
  return async (job) => {
    const now = new Date();
    const ids = job.data.tenantId ? [job.data.tenantId] : await shopsDueForPurge(app.db, now);
    for (const id of ids) {
      const result = await purgeClosedShop(app.db, app.storage, id, now);
      if (result.purged) {
        app.log.info({ tenantId: id, rows: result.rows, files: result.files }, 'closed shop purged');
        await app.shopsChanged(id);
      }
    }
  };
}
