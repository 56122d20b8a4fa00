import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { EnquirySummary } from './enquiry-summary.ts';
import { createWebhookNotifier } from './webhook-notifier.ts';

/** "ENQ-000123 has waited 2 h 10 min for a call": something the shop has left waiting too long. */
export type ReminderNotice = {
  event: 'reminder';
  tenant: string;
  reason: 'pending_enquiry' | 'unverified_proof';
  orderId: string;
  orderNumber: string;
  message: string;
  /** When the enquiry or the payment proof arrived (ISO). */
  waitingSince: string;
  at: string;
};

/** The shop's UPI id or payee name changed (decision 146): for the owners, wherever they are. */
export type PayeeChangeNotice = {
  event: 'payee.changed';
  tenant: string;
  changes: Array<{ field: 'upiId' | 'upiPayeeName'; before: string | null; after: string | null }>;
  by: { name: string; email: string | null };
  message: string;
  at: string;
};

/**
 * How the shop hears of a new enquiry, a reminder or a payee change. Implementations may be slow or fail: callers never
 * wait on them.
 */
export interface Notifier {
  readonly kind: 'log' | 'webhook';
  newEnquiry(summary: EnquirySummary): Promise<void>;
  reminder(notice: ReminderNotice): Promise<void>;
  payeeChanged(notice: PayeeChangeNotice): Promise<void>;
}

export function createLogNotifier(log: FastifyBaseLogger): Notifier {
  return {
    kind: 'log',
    async newEnquiry(summary) {
      log.info({ enquiry: summary }, `New enquiry ${summary.orderNumber} for ${summary.tenant}`);
    },
    async reminder(notice) {
      log.info({ reminder: notice }, `Reminder for ${notice.tenant}: ${notice.message}`);
    },
    async payeeChanged(notice) {
      log.warn({ payeeChange: notice }, `Payee changed for ${notice.tenant}: ${notice.message}`);
    },
  };
}

/**
 * With a webhook URL and the app's job queue, each notification is a 'notify-webhook' job (retried with
 * backoff, sent once across instances); without a queue, one direct attempt; without a URL, a log line.
 */
export function createNotifier(
  config: { notifyWebhookUrl: string | undefined },
  log: FastifyBaseLogger,
  jobs?: JobQueue,
): Notifier {
  if (!config.notifyWebhookUrl) return createLogNotifier(log);
  return jobs ? createQueuedNotifier(jobs) : createWebhookNotifier({ url: config.notifyWebhookUrl });
}

/** Notifications as 'notify-webhook' jobs: resolves once queued, never waits for the shop's endpoint. */
export function createQueuedNotifier(jobs: JobQueue): Notifier {
  const queue = async (payload: EnquirySummary | ReminderNotice | PayeeChangeNotice) => {
    await jobs.send('notify-webhook', { tenantId: payload.tenant, payload });
  };
  return { kind: 'webhook', newEnquiry: queue, reminder: queue, payeeChanged: queue };
}

/**
 * Fire-and-forget, called after the enquiry's transaction committed: a failing or hanging notifier can
 * neither fail nor delay the enquiry. Failures (of queueing, or of a direct send) are logged.
 */
export function notifyInBackground(
  notifier: Notifier,
  summary: EnquirySummary,
  log: FastifyBaseLogger,
): void {
  notifier.newEnquiry(summary).catch((err: unknown) => {
    log.warn({ err, orderNumber: summary.orderNumber, notifier: notifier.kind }, 'shop notification failed');
  });
}

/** The same for a reminder: never awaited by the scan that claimed it. */
export function remindInBackground(notifier: Notifier, notice: ReminderNotice, log: FastifyBaseLogger): void {
  notifier.reminder(notice).catch((err: unknown) => {
    log.warn({ err, orderNumber: notice.orderNumber, notifier: notifier.kind }, 'shop reminder failed');
  });
}
