// Several processes on one PostgreSQL database: each job done once, and a job whose process died is
// finished by another. PostgreSQL project only.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../src/lib/jobs/job-queue.ts';
import { startPgBossQueue } from '../../src/lib/jobs/pg-boss-queue.ts';
import { testDbKind } from '../helpers/test-db.ts';
import { emptyDatabase, eventually, fastPolicies, silentLog, sleep } from './queue-fixtures.ts';

const onPostgres = testDbKind() === 'postgres';
let database: { url: string; drop(): Promise<void> };
beforeAll(async () => {
  if (onPostgres) database = await emptyDatabase();
});
afterAll(() => database?.drop());

const start = () =>
  startPgBossQueue({
    connectionString: database.url,
    policies: fastPolicies(),
    log: silentLog,
    maintenanceIntervalSeconds: 1,
    pollingIntervalSeconds: 0.5,
  });

describe.skipIf(!onPostgres)('pg-boss across instances', () => {
  it('runs each job exactly once with two instances working the same queue', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    try {
      const runs = new Map<string, string[]>();
      for (const [label, q] of [
        ['a', a],
        ['b', b],
      ] as const) {
        await q.work('notify-webhook', { concurrency: 3 }, async (job) => {
          runs.set(job.id, [...(runs.get(job.id) ?? []), label]);
          await sleep(20);
        });
      }
      const ids = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          (i % 2 ? a : b).send('notify-webhook', { tenantId: 'demo', payload: { i } }),
        ),
      );
      expect(await eventually(() => runs.size === 60, 20_000)).toBe(true);
      await sleep(1500);
      expect([...runs.keys()].sort()).toEqual([...ids].sort());
      expect([...runs.values()].every((who) => who.length === 1)).toBe(true);
      // Both instances took a share.
      const byA = [...runs.values()].filter((w) => w[0] === 'a').length;
      expect(byA).toBeGreaterThan(0);
      expect(byA).toBeLessThan(60);
    } finally {
      await Promise.all([a.stop({ timeoutMs: 1000 }), b.stop({ timeoutMs: 1000 })]);
    }
  });

  it('finishes on another instance a job whose process was killed mid-way', async () => {
    const survivor: JobQueue = await start();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures/hanging-worker.ts')],
      {
        env: { ...process.env, QUEUE_DATABASE_URL: database.url },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    try {
      expect(await eventually(() => out.includes('ready'), 20_000)).toBe(true);
      await survivor.send(
        'payment-extraction',
        { tenantId: 'demo', uploadId: 'killed-1' },
        { singletonKey: 'killed-1' },
      );
      expect(await eventually(() => out.includes('started killed-1'), 10_000)).toBe(true);
      child.kill('SIGKILL');
      const killedAt = Date.now();
      const done: Array<{ attempt: number; after: number }> = [];
      await survivor.work('payment-extraction', { concurrency: 1 }, async (job) => {
        if (job.data.uploadId === 'killed-1')
          done.push({ attempt: job.attempt, after: Date.now() - killedAt });
      });
      expect(await eventually(() => done.length === 1, 15_000)).toBe(true);
      // Expired after 2 s active, seen by maintenance within 1 s, retried after 1–2 s.
      expect(done[0]!.attempt).toBe(2);
      expect(done[0]!.after).toBeLessThan(8000);
      console.log(`killed job finished by the survivor ${done[0]!.after} ms after SIGKILL`);
    } finally {
      child.kill('SIGKILL');
      await survivor.stop({ timeoutMs: 1000 });
    }
  });

  it('puts a job cut short by shutdown back without using up an attempt', async () => {
    const first = await start();
    let started = false;
    await first.work('product-image', { concurrency: 1 }, async (job) => {
      started = true;
      await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
      throw new Error('interrupted');
    });
    const image = {
      tenantId: 'demo',
      imageId: 'b'.repeat(32),
      sourceKey: 'k',
      staff: { id: 's', name: 'S', email: 's@x.in' },
    };
    const id = await first.send('product-image', image);
    expect(await eventually(() => started, 10_000)).toBe(true);
    await first.stop({ timeoutMs: 1000 });
    const second = await start();
    try {
      const attempts: number[] = [];
      await second.work('product-image', { concurrency: 1 }, async (job) => {
        if (job.id === id) attempts.push(job.attempt);
      });
      expect(await eventually(() => attempts.length === 1, 10_000)).toBe(true);
      expect(attempts).toEqual([1]);
      expect(await second.failed('demo', 10)).toEqual([]);
    } finally {
      await second.stop({ timeoutMs: 1000 });
    }
  });
});
