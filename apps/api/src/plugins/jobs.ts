import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerWorkers } from '../lib/jobs/app-workers.ts';
import { createInProcessQueue } from '../lib/jobs/in-process-queue.ts';
import { DEFAULT_JOB_POLICIES, withPolicies, type JobPolicy } from '../lib/jobs/job-policies.ts';
import type { JobName, JobQueue } from '../lib/jobs/job-queue.ts';
import { startPgBossQueue } from '../lib/jobs/pg-boss-queue.ts';
import { configureOcrPool, terminateOcrPool } from '../modules/payment-extraction/ocr-pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs: pg-boss on PostgreSQL, in-process on PGlite (lib/jobs). */
    jobs: JobQueue;
  }
}

export type JobsPluginOptions = {
  /** Replaces parts of the production policies (tests: retries and expiry in seconds). */
  policies?: Partial<Record<JobName, Partial<JobPolicy>>>;
  /** pg-boss: how often expired runs (dead processes) are looked for; 10 s. */
  maintenanceIntervalSeconds?: number;
  /** pg-boss: how often an idle worker asks for work; 2 s (a send from this process wakes it at once). */
  pollingIntervalSeconds?: number;
};

/**
 * The job queue. pg-boss when the database is PostgreSQL (JOB_QUEUE=auto): jobs in that database, each
 * done once across instances. In-process on PGlite, which one process owns anyway. Workers run here when
 * RUN_WORKERS (after ready, so the app's migrations have run); the queue stops on close, before the
 * storage and the database (registered after them, and Fastify closes in reverse order), and then the OCR
 * pool, whose threads the OCR jobs use.
 */
async function jobsPlugin(app: FastifyInstance, opts: JobsPluginOptions) {
  const { config } = app;
  const log = app.log.child({ module: 'jobs' });
  const policies = withPolicies(
    withPolicies(DEFAULT_JOB_POLICIES, {
      'payment-extraction': { concurrency: config.ocrWorkers, expireInSeconds: config.ocrJobTimeoutSeconds },
    }),
    opts.policies,
  );
  // Tests open their own database: its pool knows the URL when the config does not.
  const url = config.databaseUrl ?? app.database.pool?.options.connectionString;
  const queue =
    app.database.kind === 'postgres' && config.jobQueue === 'auto' && url
      ? await startPgBossQueue({
          connectionString: url,
          policies,
          log,
          schedule: config.runWorkers,
          maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? config.jobMaintenanceSeconds,
          pollingIntervalSeconds: opts.pollingIntervalSeconds,
        })
      : createInProcessQueue({ policies, log });
  app.decorate('jobs', queue);
  app.lifecycle.addCheck('queue', async () => {
    await queue.check();
    return { status: 'ok', detail: queue.kind };
  });

  if (config.runWorkers) {
    configureOcrPool({ workers: config.ocrWorkers });
    app.addHook('onReady', () => registerWorkers(app, queue, policies));
  } else if (queue.kind === 'in-process') {
    log.warn('RUN_WORKERS=false with the in-process queue (PGlite): background jobs will not run');
  }

  app.addHook('onClose', async () => {
    // What the HTTP phase left of the shutdown budget, less a second for closing the bus, storage and the
    // database after the queue: a slow job goes back to the queue rather than overrun the deadline (exit 1).
    await queue.stop({ timeoutMs: Math.max(0, app.lifecycle.remainingOf(config.shutdownTimeoutMs) - 1000) });
    await terminateOcrPool();
  });
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['lifecycle', 'db', 'storage', 'shop-events'] });
