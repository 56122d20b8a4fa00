import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/types.ts';
import webPushPlugin from './modules/live/web-push.plugin.ts';
import remindersPlugin from './modules/reminders/reminders.plugin.ts';
import clusterBusPlugin from './plugins/cluster-bus.ts';
import dbPlugin from './plugins/db.ts';
import jobsPlugin, { type JobsPluginOptions } from './plugins/jobs.ts';
import lifecyclePlugin from './plugins/lifecycle.ts';
import shopEventsPlugin from './plugins/shop-events.ts';
import storagePlugin from './plugins/storage.ts';

export type BuildWorkerOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  jobs?: JobsPluginOptions;
};

/**
 * The app of `npm run worker`: what the job handlers use (database, storage, the event bus with its
 * cluster link, Web Push, the reminder schedule) and the job queue with its workers, no routes. A Fastify
 * instance that never listens, so plugins, decorations and close order are those of the API.
 */
export async function buildWorkerApp(opts: BuildWorkerOptions) {
  const config = { ...opts.config, runWorkers: true };
  const app = Fastify({ logger: opts.logger ?? { level: config.logLevel } });
  await app.register(lifecyclePlugin);
  await app.register(dbPlugin, { database: opts.database, config, ownsDatabase: true });
  await app.register(storagePlugin);
  await app.register(clusterBusPlugin);
  await app.register(shopEventsPlugin);
  await app.register(jobsPlugin, opts.jobs ?? {});
  await app.register(webPushPlugin);
  await app.register(remindersPlugin);
  return app;
}
