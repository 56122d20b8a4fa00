import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../../lib/jobs/job-queue.ts';
import { createNotifier } from '../notify/notifier.ts';
import { runReminderScan } from './reminder-scan.ts';

/**
 * 'reminder-scan': one pass of runReminderScan. Sent every minute once across instances (reminders.plugin.ts);
 * each due row is claimed by a conditional UPDATE, so even two scans at once send each reminder once.
 * Its reminders reach SSE and Web Push through the event bus, and the webhook as 'notify-webhook' jobs.
 */
export function reminderScanJob(app: FastifyInstance): JobHandler<'reminder-scan'> {
  const deps = {
    db: app.db,
    shopEvents: app.shopEvents,
    notifier: createNotifier(app.config, app.log, app.jobs),
    log: app.log,
  };
  return async () => {
    await runReminderScan(deps, new Date());
  };
}
