import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PushSender, pushPayloadFor } from './push-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    webPush: PushSender;
  }
}

/**
 * Web Push to the staff's phones: every new enquiry, uploaded payment proof and reminder published in this
 * process becomes a 'web-push' job (subscribeAll never sees other instances' events, so each is pushed
 * once). The jobs are run by web-push.job.ts, with retries; the queue finishes them before the database
 * closes.
 */
async function webPushPlugin(app: FastifyInstance) {
  const sender = new PushSender({ db: app.db, vapid: app.config.vapid, log: app.log, jobs: app.jobs });
  app.decorate('webPush', sender);
  const stop = app.shopEvents.subscribeAll((tenantId, event) => {
    const payload = pushPayloadFor(event);
    if (payload) sender.sendInBackground(tenantId, payload, 'audience' in event ? event.audience : 'staff');
  });
  app.addHook('onClose', async () => {
    stop();
    await sender.whenQueued();
  });
}

export default fp(webPushPlugin, { name: 'web-push', dependencies: ['db', 'shop-events', 'jobs'] });
