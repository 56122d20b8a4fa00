// What pg-boss needs around it here: its database adapter, queue creation, and closing the pool.
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { JOB_NAMES, type JobPolicies } from './job-policies.ts';

/**
 * Creates (or updates) every queue with its policy. Instances starting together on a fresh database
 * deadlock in pg-boss's create_queue (each attaches a partition): one at a time, under an advisory lock.
 */
export async function createQueues(
  boss: PgBoss,
  policies: JobPolicies,
  keepFinishedSeconds: number,
): Promise<void> {
  for (const name of JOB_NAMES) {
    const p = policies[name];
    const queue = {
      policy: p.singletonKeys ? ('stately' as const) : ('standard' as const),
      retryLimit: p.retryLimit,
      retryDelay: p.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: p.expireInSeconds,
      // Failed jobs stay in the job table, where staff see them, this long (pg-boss 11+ has no archive).
      deleteAfterSeconds: keepFinishedSeconds,
    };
    await boss.createQueue(name, queue);
    // createQueue keeps an existing queue as it is: apply this release's settings too (the policy is fixed).
    const { policy: _fixed, ...settings } = queue;
    await boss.updateQueue(name, settings);
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
 * The database pg-boss talks to, over our own pool (its size is ours, and the queue's SQL reads share it).
 * After close() every command fails as pg-boss's own adapter does once closed: a late completion of a run
 * given up at shutdown is refused instead of reaching a pool that is ending.
 */
export function guardedDb(pool: pg.Pool) {
  let closed = false;
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (closed) throw new Error('the job queue is stopped');
      return pool.query(text, values);
    },
    close() {
      closed = true;
    },
  };
}
