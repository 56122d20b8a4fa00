import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotifier } from '../notify/notifier.ts';
import { runReminderScan } from './reminder-scan.ts';

export type RemindersOptions = {
  /** Between scans; 60 s. */
  intervalMs?: number;
  /** Before the first scan after start; 5 s. */
  firstScanMs?: number;
};

/**
 * Scans for due reminders every minute (REMINDERS_ENABLED; off in tests, which call runReminderScan with
 * their own clock). Every bit of state is in the database: a restart or a second instance loses nothing
 * and sends nothing twice. Timers never keep the process alive; a scan under way finishes on close.
 */
async function remindersPlugin(app: FastifyInstance, opts: RemindersOptions) {
  if (!app.config.remindersEnabled) return;
  const deps = {
    db: app.db,
    shopEvents: app.shopEvents,
    notifier: createNotifier(app.config, app.log),
    log: app.log,
  };
  let running: Promise<unknown> | null = null;
  let stopped = false;
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;

  const scan = () => {
    if (running || stopped) return;
    running = runReminderScan(deps, new Date())
      .catch((err: unknown) => app.log.error({ err }, 'reminder scan failed'))
      .finally(() => (running = null));
  };

  // After ready, so the server has run its migrations before the first scan.
  app.addHook('onReady', async () => {
    first = setTimeout(scan, opts.firstScanMs ?? 5000).unref();
    every = setInterval(scan, opts.intervalMs ?? 60_000).unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}

export default fp(remindersPlugin, { name: 'reminders', dependencies: ['db', 'shop-events'] });
