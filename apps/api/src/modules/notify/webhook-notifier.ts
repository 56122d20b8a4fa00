import type { EnquirySummary } from './enquiry-summary.ts';
import type { Notifier, PayeeChangeNotice, ReminderNotice } from './notifier.ts';

export type WebhookOptions = {
  url: string;
  /** Per attempt. */
  timeoutMs?: number;
};

/**
 * One POST of a notification as JSON: throws on an error, a timeout or a non-2xx answer. Retries are the
 * job queue's ('notify-webhook'); `deliveryId` is the same on every retry of one notification
 * (X-Pataka-Delivery), so a receiver that got it but whose answer was lost can drop the repeat.
 */
export async function postWebhook(
  url: string,
  payload: unknown,
  opts: { timeoutMs?: number; deliveryId?: string } = {},
): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'pataka-notify/1',
      ...(opts.deliveryId ? { 'x-pataka-delivery': opts.deliveryId } : {}),
    },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
  });
  // Drain the body so the connection is released.
  await res.arrayBuffer().catch(() => undefined);
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
}

/** POSTs straight away, one attempt: for callers without a job queue (the app itself queues, see notifier.ts). */
export function createWebhookNotifier(options: WebhookOptions): Notifier {
  const send = (payload: EnquirySummary | ReminderNotice | PayeeChangeNotice) =>
    postWebhook(options.url, payload, { timeoutMs: options.timeoutMs });
  return { kind: 'webhook', newEnquiry: send, reminder: send, payeeChanged: send };
}
