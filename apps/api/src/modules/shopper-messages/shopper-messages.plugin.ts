import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SWEEP = { singletonKey: 'sweep' };

/**
 * Wakes the sender after an enquiry event has committed: every order event this process publishes
 * (status changes, payments, cancellations; published after the write) queues a drain of that shop's
 * waiting messages, and instances that run workers sweep every shop once a minute, for a message whose
 * wake-up was lost (a crash between commit and publish, an event published nowhere).
 */
async function shopperMessagesPlugin(app: FastifyInstance) {
  const stop = app.shopEvents.subscribeAll((tenantId, event) => {
    if (!('orderId' in event) || !event.orderId) return;
    app.jobs
      .send('shopper-messages-drain', { tenantId }, { singletonKey: tenantId })
      .catch((err: unknown) => app.log.error({ err }, 'could not queue the shopper messages'));
  });
  app.addHook('onClose', async () => stop());
  if (app.config.runWorkers) {
    app.addHook('onReady', async () => app.jobs.everyMinute('shopper-messages-drain', {}, SWEEP));
  }
}

export default fp(shopperMessagesPlugin, { name: 'shopper-messages', dependencies: ['jobs', 'shop-events'] });
