import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../../lib/jobs/job-queue.ts';
import type { PushPayload } from './push-sender.ts';

/**
 * 'web-push': one notification to every subscribed staff device of a shop. Gone subscriptions are removed;
 * when some device's push service failed, the run fails and the queue retries it. The retry goes to every
 * device again, which is harmless: a notification with the same tag replaces the one already shown.
 */
export function webPushJob(app: FastifyInstance): JobHandler<'web-push'> {
  return async (job) => {
    const { tenantId, payload, audience } = job.data;
    const result = await app.webPush.sendToTenant(tenantId, payload as PushPayload, audience ?? 'staff');
    if (result.failed)
      throw new Error(`${result.failed} of ${result.failed + result.sent} devices not reached`);
  };
}
