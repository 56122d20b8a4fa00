import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type RemindersOptions = {
  /** Before the first scan after start; 5 s. */
  firstScanMs?: number;
};

const SCAN = { singletonKey: 'scan' };

/**
 * Schedules the reminder scan (REMINDERS_ENABLED; off in tests, which call runReminderScan with their own
 * clock): a 'reminder-scan' job every minute, once across instances (pg-boss's cron; in-process a timer),
 * and one shortly after start. Only instances that run workers schedule. Every bit of state is in the
 * database: a restart or a second instance loses nothing and sends nothing twice.
 */
async function remindersPlugin(app: FastifyInstance, opts: RemindersOptions) {
  if (!app.config.runWorkers) return;
  if (!app.config.remindersEnabled) {
    // The schedule is kept in the database: turning the setting off must remove it.
    app.addHook('onReady', async () => app.jobs.cancelEveryMinute('reminder-scan'));
    return;
  }
  let first: NodeJS.Timeout | undefined;
  // After ready, so the server has run its migrations before the first scan.
  app.addHook('onReady', async () => {
    await app.jobs.everyMinute('reminder-scan', {}, SCAN);
    first = setTimeout(() => {
      app.jobs
        .send('reminder-scan', {}, SCAN)
        .catch((err: unknown) => app.log.error({ err }, 'could not queue the reminder scan'));
    }, opts.firstScanMs ?? 5000).unref();
  });
  app.addHook('onClose', async () => clearTimeout(first));
}

export default fp(remindersPlugin, { name: 'reminders', dependencies: ['db', 'jobs'] });
