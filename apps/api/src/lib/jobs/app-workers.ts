// Every job this app runs and the handler that runs it. Registered by plugins/jobs.ts when the process
// runs workers (the API by default, `npm run worker` always).
import type { FastifyInstance } from 'fastify';
import { bankMatchJob } from '../../modules/bank-statements/bank-match.job.ts';
import { productImageJob } from '../../modules/catalogue-admin/product-image.job.ts';
import { webPushJob } from '../../modules/live/web-push.job.ts';
import { notifyWebhookJob } from '../../modules/notify/notify-webhook.job.ts';
import { reminderScanJob } from '../../modules/reminders/reminder-scan.job.ts';
import { shopperMessageJob } from '../../modules/shopper-messages/shopper-message.job.ts';
import { shopperMessagesDrainJob } from '../../modules/shopper-messages/shopper-messages-drain.job.ts';
import { paymentExtractionJob } from '../../modules/uploads/payment-extraction.job.ts';
import { domainCheckJob } from '../../modules/domains/domain-check.job.ts';
import { shopPurgeJob } from '../../modules/shops/shop-purge.job.ts';
import type { JobPolicies } from './job-policies.ts';
import type { JobQueue } from './job-queue.ts';

export async function registerWorkers(app: FastifyInstance, queue: JobQueue, policies: JobPolicies) {
  const at = (name: keyof JobPolicies) => ({ concurrency: policies[name].concurrency });
  await queue.work(
    'payment-extraction',
    at('payment-extraction'),
    paymentExtractionJob(app, policies['payment-extraction']),
  );
  await queue.work('notify-webhook', at('notify-webhook'), notifyWebhookJob(app));
  await queue.work('web-push', at('web-push'), webPushJob(app));
  await queue.work('reminder-scan', at('reminder-scan'), reminderScanJob(app));
  await queue.work('product-image', at('product-image'), productImageJob(app));
  await queue.work('bank-match', at('bank-match'), bankMatchJob(app));
  await queue.work(
    'shopper-message',
    at('shopper-message'),
    shopperMessageJob(app, policies['shopper-message']),
  );
  await queue.work('shopper-messages-drain', at('shopper-messages-drain'), shopperMessagesDrainJob(app));
  await queue.work('domain-check', at('domain-check'), domainCheckJob(app));
  await queue.work('shop-purge', at('shop-purge'), shopPurgeJob(app));
}
