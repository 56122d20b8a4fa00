import type { EnquirySummary } from './enquiry-summary.ts';
import type { Notifier, ReminderNotice } from './notifier.ts';

export type WebhookOptions = {
  url: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Pause before the single retry. */
  retryDelayMs?: number;
};

async function post(url: string, body: string, timeoutMs: number): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'pataka-notify/1' },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  // Drain the body so the connection is released.
  await res.arrayBuffer().catch(() => undefined);
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
}

/** POSTs the summary as JSON; 5 s per attempt, one retry on an error, a timeout or a non-2xx answer. */
export function createWebhookNotifier(options: WebhookOptions): Notifier {
  const timeoutMs = options.timeoutMs ?? 5000;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const send = async (payload: EnquirySummary | ReminderNotice) => {
    const body = JSON.stringify(payload);
    try {
      await post(options.url, body, timeoutMs);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      await post(options.url, body, timeoutMs);
    }
  };
  return {
    kind: 'webhook',
    newEnquiry: send,
    reminder: send,
  };
}
