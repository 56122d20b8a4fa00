// Upgrading from pg-boss 10 (decision 141): pg-boss 12 cannot migrate 10's `pgboss` schema, so the queue
// lives in `pgboss_jobs` and each start moves the jobs still waiting in the old schema over, keeping their
// ids, data and singleton keys. The old schema is pg-boss 10's own table layout (schema version 24), made
// here with the columns the move reads. PostgreSQL project only.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobName } from '../../src/lib/jobs/job-queue.ts';
import { startPgBossQueue } from '../../src/lib/jobs/pg-boss-queue.ts';
import { testDbKind } from '../helpers/test-db.ts';
import { emptyDatabase, eventually, fastPolicies, silentLog, sleep } from './queue-fixtures.ts';

const onPostgres = testDbKind() === 'postgres';
let database: { url: string; drop(): Promise<void> };
let pool: pg.Pool;
beforeAll(async () => {
  if (!onPostgres) return;
  database = await emptyDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  await pool.query(`
    create schema pgboss;
    create table pgboss.version (version int primary key, maintained_on timestamptz, cron_on timestamptz);
    insert into pgboss.version (version) values (24);
    create table pgboss.job (
      id uuid not null default gen_random_uuid(), name text not null, priority int not null default 0,
      data jsonb, state text not null default 'created', retry_limit int not null default 2,
      retry_count int not null default 0, start_after timestamptz not null default now(),
      started_on timestamptz, singleton_key text, expire_in interval not null default interval '15 minutes',
      created_on timestamptz not null default now(), completed_on timestamptz, output jsonb,
      primary key (name, id));`);
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

type V10Job = {
  name: JobName;
  state: string;
  data: object;
  singletonKey?: string;
  startedSecondsAgo?: number;
  expireSeconds?: number;
};
async function v10Job(job: V10Job): Promise<string> {
  const id = randomUUID();
  await pool.query(
    `insert into pgboss.job (id, name, data, state, singleton_key, started_on, expire_in)
     values ($1, $2, $3, $4, $5, now() - make_interval(secs => $6), make_interval(secs => $7))`,
    [
      id,
      job.name,
      job.data,
      job.state,
      job.singletonKey ?? null,
      job.startedSecondsAgo ?? 0,
      job.expireSeconds ?? 900,
    ],
  );
  return id;
}
const oldIds = async () =>
  (await pool.query<{ id: string }>('select id from pgboss.job order by id')).rows.map((r) => r.id).sort();

const start = () =>
  startPgBossQueue({
    connectionString: database.url,
    policies: fastPolicies(),
    log: silentLog,
    maintenanceIntervalSeconds: 1,
    pollingIntervalSeconds: 0.5,
  });

describe.skipIf(!onPostgres)('upgrading from pg-boss 10', () => {
  it('runs the jobs pg-boss 10 left waiting, once, and leaves finished and running ones behind', async () => {
    const tenantId = 'demo';
    const queued = await v10Job({
      name: 'notify-webhook',
      state: 'created',
      data: { tenantId, payload: { n: 1 } },
    });
    const retrying = await v10Job({
      name: 'payment-extraction',
      state: 'retry',
      data: { tenantId, uploadId: 'u-1' },
      singletonKey: 'u-1',
    });
    // Its process died ten minutes ago (expiry 30 s): it runs again.
    const abandoned = await v10Job({
      name: 'web-push',
      state: 'active',
      data: { tenantId, n: 2 },
      startedSecondsAgo: 600,
      expireSeconds: 30,
    });
    // Still being done by an instance of the previous release: left to it.
    const running = await v10Job({ name: 'web-push', state: 'active', data: { tenantId, n: 3 } });
    const failed = await v10Job({ name: 'notify-webhook', state: 'failed', data: { tenantId, payload: {} } });
    const completed = await v10Job({
      name: 'notify-webhook',
      state: 'completed',
      data: { tenantId, payload: {} },
    });

    const queue = await start();
    const ran: Array<{ id: string; name: string; data: unknown }> = [];
    try {
      for (const name of ['notify-webhook', 'payment-extraction', 'web-push'] as const) {
        await queue.work(name, { concurrency: 1 }, async (job) => {
          ran.push({ id: job.id, name, data: job.data });
        });
      }
      expect(await eventually(() => ran.length === 3, 15_000)).toBe(true);
      await sleep(1000);
      expect(ran.map((r) => r.id).sort()).toEqual([queued, retrying, abandoned].sort());
      expect(ran.find((r) => r.id === retrying)?.data).toEqual({ tenantId, uploadId: 'u-1' });
      expect(await oldIds()).toEqual([running, failed, completed].sort());
    } finally {
      await queue.stop({ timeoutMs: 1000 });
    }

    // A rolling restart: an instance of the previous release queued one more meanwhile; the next start
    // moves that one, and only that one.
    const late = await v10Job({
      name: 'notify-webhook',
      state: 'created',
      data: { tenantId, payload: { n: 4 } },
    });
    const again = await start();
    const ranAgain: string[] = [];
    try {
      await again.work('notify-webhook', { concurrency: 1 }, async (job) => {
        ranAgain.push(job.id);
      });
      expect(await eventually(() => ranAgain.length === 1, 15_000)).toBe(true);
      await sleep(1000);
      expect(ranAgain).toEqual([late]);
      expect(await oldIds()).toEqual([running, failed, completed].sort());
    } finally {
      await again.stop({ timeoutMs: 1000 });
    }
  });
});
