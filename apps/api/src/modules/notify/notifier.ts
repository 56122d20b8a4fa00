import type { FastifyBaseLogger } from 'fastify';
import type { EnquirySummary } from './enquiry-summary.ts';
import { createWebhookNotifier } from './webhook-notifier.ts';

/** How the shop hears of a new enquiry. Implementations may be slow or fail: callers never wait on them. */
export interface Notifier {
  readonly kind: 'log' | 'webhook';
  newEnquiry(summary: EnquirySummary): Promise<void>;
}

export function createLogNotifier(log: FastifyBaseLogger): Notifier {
  return {
    kind: 'log',
    async newEnquiry(summary) {
      log.info({ enquiry: summary }, `New enquiry ${summary.orderNumber} for ${summary.tenant}`);
    },
  };
}

export function createNotifier(
  config: { notifyWebhookUrl: string | undefined },
  log: FastifyBaseLogger,
): Notifier {
  return config.notifyWebhookUrl
    ? createWebhookNotifier({ url: config.notifyWebhookUrl })
    : createLogNotifier(log);
}

/**
 * Fire-and-forget, called after the enquiry's transaction committed: a failing or hanging notifier can
 * neither fail nor delay the enquiry. Failures are logged for the shop owner to see.
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
