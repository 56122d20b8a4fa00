import pg from 'pg';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import { JOB_NAMES, type JobPolicies } from './job-policies.ts';
import { createQueues, endPool, guardedDb, withQueueLock } from './pg-boss-setup.ts';
import { DEFAULT_SCHEMA, moveV10Jobs } from './pg-boss-v10-jobs.ts';
import type { JobHandler, JobName, JobPayloads, JobQueue } from './job-queue.ts';
import { runJob, type QueueLogger } from './run-job.ts';
import { failedJobQueue, requeueInterrupted, selectFailed, selectStats } from './pg-boss-sql.ts';

export type PgBossQueueOptions = {
  connectionString: string;
  policies: JobPolicies;
  log: QueueLogger;
  /**
   * pg-boss's own tables live in this schema, migrated by pg-boss itself: `pgboss_jobs` (pg-boss 12 cannot
   * migrate the `pgboss` schema pg-boss 10 made; its waiting jobs are moved over at start).
   */
  schema?: string;
  /** Connections of this queue's own pool (workers poll, sends and completions are short queries). */
  poolSize?: number;
  /**
   * How often some instance's maintenance fails runs past their expireInSeconds (their process died)
   * so another instance retries them. 10 s: a killed OCR run is picked up about 70 s after it started.
   */
  maintenanceIntervalSeconds?: number;
  /** How often an idle worker asks for a job; a send from this process wakes its workers at once. */
  pollingIntervalSeconds?: number;
  /** Run pg-boss's cron (everyMinute) here: instances that run workers. */
  schedule?: boolean;
  /** Failed jobs stay in the job table, where staff see them, this long before pg-boss archives them. */
  keepFailedSeconds?: number;
};

type Active = { name: JobName; controller: AbortController; startedAt: number };

/** pg-boss on the shared PostgreSQL database: started (its schema migrated, queues created) when this resolves. */
export async function startPgBossQueue(options: PgBossQueueOptions): Promise<JobQueue> {
  const { policies, log } = options;
  const schema = options.schema ?? DEFAULT_SCHEMA;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const expirySeconds = Math.max(1, Math.round(options.maintenanceIntervalSeconds ?? 10));
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: Math.max(2, options.poolSize ?? 4),
    application_name: 'pataka-jobs',
  });
  pool.on('error', (err) => log.warn({ err }, 'job queue connection error'));

  const db = guardedDb(pool);

  const boss = new PgBoss({
    db,
    schema,
    supervise: true,
    schedule: options.schedule ?? false,
    // pg-boss 11+ fails expired runs in its supervise pass, per queue at most once a monitor interval (its
    // maintenance interval now only paces deleting old jobs, left at its default).
    superviseIntervalSeconds: expirySeconds,
    monitorIntervalSeconds: expirySeconds,
  });
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));

  try {
    await boss.start();
    await withQueueLock(pool, schema, async () => {
      await createQueues(boss, policies, options.keepFailedSeconds ?? 7 * 24 * 3600);
      await moveV10Jobs({ pool, boss, schema, names: JOB_NAMES, log });
    });
  } catch (err) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    await pool.end().catch(() => undefined);
    throw err;
  }

  const workerIds = new Map<JobName, string[]>();
  const active = new Map<string, Active>();
  let stopping = false;

  const wake = (name: JobName) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };

  return {
    kind: 'pg-boss',

    async send(name, data, opts = {}) {
      // A 'stately' queue keeps one waiting job per key, and a job without a key counts as the key ''.
      if ((opts.singletonKey !== undefined) !== !!policies[name].singletonKeys)
        throw new Error(
          `queue ${name} ${policies[name].singletonKeys ? 'needs' : 'does not take'} a singleton key`,
        );
      const id = await boss.send(name, data as object, {
        singletonKey: opts.singletonKey,
        startAfter: opts.startAfterSeconds,
      });
      // So a job waits for no polling tick when this process works on it (OCR while the upload waits).
      if (id && !opts.startAfterSeconds) wake(name);
      return id;
    },

    async work(name, opts, handler) {
      if (stopping) throw new Error('the job queue is stopped');
      if (workerIds.has(name)) throw new Error(`a worker for ${name} is already registered`);
      const run = async (jobs: JobWithMetadata<JobPayloads[typeof name]>[], workerId: string) => {
        // One job per fetch (batchSize 1): each completes or fails on its own; concurrency comes from
        // several pg-boss workers, each looping on its own.
        for (const job of jobs) {
          const controller = new AbortController();
          active.set(job.id, { name, controller, startedAt: Date.now() });
          try {
            const attempt = job.retryCount + 1;
            const signal = controller.signal;
            await runJob(
              handler as JobHandler<JobName>,
              { id: job.id, name, data: job.data, attempt, signal },
              policies[name],
              log,
            );
          } finally {
            active.delete(job.id);
            // A pg-boss worker sleeps a polling interval even after a job: asking again at once drains
            // a backlog at the handlers' pace instead of one job per interval.
            boss.notifyWorker(workerId);
          }
        }
      };
      const ids: string[] = [];
      for (let i = 0; i < Math.max(1, opts.concurrency); i++) {
        let id = '';
        const options = { batchSize: 1, includeMetadata: true as const, pollingIntervalSeconds };
        id = await boss.work(name, options, (jobs) =>
          run(jobs as JobWithMetadata<JobPayloads[typeof name]>[], id),
        );
        ids.push(id);
      }
      workerIds.set(name, ids);
    },

    async everyMinute(name, data, opts = {}) {
      await boss.schedule(name, '* * * * *', data as object, { singletonKey: opts.singletonKey, tz: 'UTC' });
    },

    async cancelEveryMinute(name) {
      await boss.unschedule(name);
    },

    failed: (tenantId, limit) => selectFailed(pool, schema, JOB_NAMES, tenantId, limit),

    async retry(tenantId, id) {
      const name = await failedJobQueue(pool, schema, JOB_NAMES, tenantId, id);
      if (!name) return false;
      // Typed as an empty interface; pg-boss answers { jobs, requested, affected }.
      const { affected = 0 } = (await boss.retry(name, id)) as { affected?: number };
      if (affected) wake(name);
      return affected > 0;
    },

    stats: () => selectStats(pool, schema, JOB_NAMES),

    async check() {
      if (stopping) throw new Error('the job queue is stopped');
      await pool.query('select 1');
    },

    async stop({ timeoutMs }) {
      if (stopping) return;
      stopping = true;
      // Stops fetching, waits up to timeoutMs for running jobs, then fails those still running.
      await boss
        .stop({ graceful: true, timeout: timeoutMs })
        .catch((err: unknown) => log.error({ err }, 'job queue did not stop cleanly'));
      db.close();
      const byName = new Map<JobName, string[]>();
      for (const [id, run] of active) {
        run.controller.abort();
        // A run past its expiry was already failed by pg-boss and may be running elsewhere by now.
        if (Date.now() - run.startedAt >= policies[run.name].expireInSeconds * 1000) continue;
        byName.set(run.name, [...(byName.get(run.name) ?? []), id]);
      }
      for (const [name, ids] of byName) {
        await requeueInterrupted(pool, schema, name, ids).then(
          (n) => log.info({ job: name, requeued: n }, 'jobs cut short by shutdown went back to the queue'),
          (err: unknown) => log.error({ err, job: name, ids }, 'could not put interrupted jobs back'),
        );
      }
      await endPool(pool);
    },
  };
}
