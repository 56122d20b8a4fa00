// What pg-boss needs around it here: its database adapter, queue creation, and closing the pool.
import { createRequire } from 'node:module';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { JOB_NAMES, type JobPolicies } from './job-policies.ts';
import type { QueueLogger } from './run-job.ts';

// pg-boss calls complete()/fail() without awaiting them: a database error there would be an unhandled
// rejection and end the process. Those two commands are recognised by their exact text and their errors
// logged instead (the run then expires and is retried, as for a dead process).
type Plans = { completeJobs(schema: string): string; failJobsById(schema: string): string };
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Plans;

/**
 * Creates (or updates) every queue with its policy. Instances starting together on a fresh database
 * deadlock in pg-boss's create_queue (each attaches a partition): one at a time, under an advisory lock.
 */
export async function createQueues(boss: PgBoss, policies: JobPolicies): Promise<void> {
  for (const name of JOB_NAMES) {
    const p = policies[name];
    const queue = {
      name,
      policy: p.singletonKeys ? ('stately' as const) : ('standard' as const),
      retryLimit: p.retryLimit,
      retryDelay: p.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: p.expireInSeconds,
    };
    await boss.createQueue(name, queue);
    // createQueue keeps an existing queue as it is: apply this release's settings too.
    await boss.updateQueue(name, queue);
  }
}

export async function withQueueLock(pool: pg.Pool, schema: string, fn: () => Promise<void>): Promise<void> {
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock(hashtext($1))', [`${schema}:create-queues`]);
    await fn();
  } finally {
    await conn
      .query('select pg_advisory_unlock(hashtext($1))', [`${schema}:create-queues`])
      .catch(() => undefined);
    conn.release();
  }
}

/**
 * pool.end() resolves before its clients' sockets are closed: waits for them too (bounded), so the
 * connections are gone when the caller goes on to close or drop the database.
 */
export async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  const allRemoved = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => ++removed >= open && resolve());
  });
  await pool.end();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([allRemoved, new Promise((resolve) => (timer = setTimeout(resolve, 1000)))]);
  clearTimeout(timer);
}

/**
 * The database pg-boss talks to, over our own pool. After close() every command answers nothing, as
 * pg-boss's own adapter does once closed: late completions of runs given up at shutdown go nowhere.
 */
export function guardedDb(pool: pg.Pool, schema: string, log: QueueLogger) {
  let closed = false;
  const fireAndForget = new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
  return {
    async executeSql(text: string, values: unknown[]) {
      if (closed) return undefined as unknown as { rows: [] };
      try {
        return await pool.query(text, values);
      } catch (err) {
        if (!fireAndForget.has(text)) throw err;
        log.error({ err }, 'job queue could not record a job result; the run will expire and be retried');
        return undefined as unknown as { rows: [] };
      }
    },
    close() {
      closed = true;
    },
  };
}
