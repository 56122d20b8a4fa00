import { randomBytes } from 'node:crypto';
import { createInProcessQueue } from '../../src/lib/jobs/in-process-queue.ts';
import { DEFAULT_JOB_POLICIES, withPolicies, type JobPolicy } from '../../src/lib/jobs/job-policies.ts';
import type { JobName, JobQueue } from '../../src/lib/jobs/job-queue.ts';
import { startPgBossQueue } from '../../src/lib/jobs/pg-boss-queue.ts';
import { testDbKind, withDatabase } from '../helpers/test-db.ts';

export const silentLog = { info() {}, warn() {}, error() {}, debug() {} };

/** Seconds, not minutes: retries 1 s apart, a run dead after 2 s, maintenance every second. */
export const FAST: Partial<Record<JobName, Partial<JobPolicy>>> = Object.fromEntries(
  Object.keys(DEFAULT_JOB_POLICIES).map((name) => [
    name,
    { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 2 },
  ]),
);
export const fastPolicies = (overrides: Partial<Record<JobName, Partial<JobPolicy>>> = {}) =>
  withPolicies(withPolicies(DEFAULT_JOB_POLICIES, FAST), overrides);

/** An empty PostgreSQL database of the test server (pg-boss makes its own schema in it). */
export async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pataka_q_${randomBytes(6).toString('hex')}`;
  await withDatabase('postgres', async (c) => {
    await c.query(`create database ${name}`);
  });
  return {
    url: withDatabase.urlFor(name),
    drop: () =>
      withDatabase('postgres', async (c) => {
        await c.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

export type QueueFactory = (overrides?: Partial<Record<JobName, Partial<JobPolicy>>>) => Promise<JobQueue>;

/** The implementations under test in this project: in-process always, pg-boss on the PostgreSQL run. */
export function queueKinds(url: () => string): Array<[string, QueueFactory]> {
  const kinds: Array<[string, QueueFactory]> = [
    ['in-process', async (o) => createInProcessQueue({ policies: fastPolicies(o), log: silentLog })],
  ];
  if (testDbKind() === 'postgres') {
    kinds.push([
      'pg-boss',
      (o) =>
        startPgBossQueue({
          connectionString: url(),
          policies: fastPolicies(o),
          log: silentLog,
          maintenanceIntervalSeconds: 1,
          pollingIntervalSeconds: 0.5,
        }),
    ]);
  }
  return kinds;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it is true or `ms` passed; returns whether it became true. */
export async function eventually(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await sleep(50);
  }
  return check();
}
