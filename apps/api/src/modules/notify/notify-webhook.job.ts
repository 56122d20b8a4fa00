import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../../lib/jobs/job-queue.ts';
import { postWebhook } from './webhook-notifier.ts';

/**
 * 'notify-webhook': one POST of a new-enquiry summary or a reminder to NOTIFY_WEBHOOK_URL. A failure
 * (error, timeout, non-2xx) fails the run and the queue retries it with backoff.
 */
export function notifyWebhookJob(app: FastifyInstance): JobHandler<'notify-webhook'> {
  return async (job) => {
    const url = app.config.notifyWebhookUrl;
    // Queued before a restart that removed the setting: nowhere to send it.
    if (!url) return;
    await postWebhook(url, job.data.payload, { deliveryId: job.id });
  };
}
