// The JobQueue contract, for both implementations: pg-boss runs only in the PostgreSQL project.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Job, JobQueue } from '../../src/lib/jobs/job-queue.ts';
import { testDbKind } from '../helpers/test-db.ts';
import { emptyDatabase, eventually, queueKinds, sleep } from './queue-fixtures.ts';

let database: { url: string; drop(): Promise<void> } | null = null;
beforeAll(async () => {
  if (testDbKind() === 'postgres') database = await emptyDatabase();
});
afterAll(() => database?.drop());

const open: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((q) => q.stop({ timeoutMs: 1000 })));
});

describe.each(queueKinds(() => database!.url))('%s queue', (_kind, make) => {
  const start: typeof make = async (o) => {
    const q = await make(o);
    open.push(q);
    return q;
  };

  it('runs a sent job with its payload, once', async () => {
    const q = await start();
    const seen: Array<Job<'notify-webhook'>> = [];
    await q.work('notify-webhook', { concurrency: 2 }, async (job) => {
      seen.push(job);
    });
    const id = await q.send('notify-webhook', { tenantId: 'demo', payload: { hello: 'world' } });
    expect(id).toBeTruthy();
    expect(await eventually(() => seen.length === 1, 5000)).toBe(true);
    await sleep(300);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      id,
      name: 'notify-webhook',
      attempt: 1,
      data: { tenantId: 'demo', payload: { hello: 'world' } },
    });
  });

  it('retries a failing job with growing delays, then shows it failed with its error to its shop only', async () => {
    const q = await start({ 'notify-webhook': { retryLimit: 2, retryDelaySeconds: 1 } });
    const runs: Array<{ attempt: number; at: number }> = [];
    await q.work('notify-webhook', { concurrency: 1 }, async (job) => {
      runs.push({ attempt: job.attempt, at: Date.now() });
      throw new Error(`webhook answered 500 (attempt ${job.attempt})`);
    });
    const id = await q.send('notify-webhook', { tenantId: 'demo', payload: {} });
    expect(await eventually(async () => (await q.failed('demo', 10)).length === 1, 15_000)).toBe(true);
    expect(await q.failed('demo2', 10)).toEqual([]);
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
    const waits = [runs[1]!.at - runs[0]!.at, runs[2]!.at - runs[1]!.at];
    // Backoff: the first retry after 1–2 s, the second after 2–4 s.
    expect(waits[0]).toBeGreaterThanOrEqual(900);
    expect(waits[1]).toBeGreaterThanOrEqual(1900);
    const [failed] = await q.failed('demo', 10);
    expect(failed).toMatchObject({
      id,
      name: 'notify-webhook',
      tenantId: 'demo',
      error: 'webhook answered 500 (attempt 3)',
      attempts: 3,
    });
    expect(await q.failed('demo2', 10)).toEqual([]);
    expect((await q.stats()).find((s) => s.name === 'notify-webhook')).toMatchObject({ failed: 1 });
  });

  it('runs a failed job again when retried, for its own shop only', async () => {
    const q = await start({ 'web-push': { retryLimit: 0 } });
    let fail = true;
    let runs = 0;
    await q.work('web-push', { concurrency: 1 }, async () => {
      runs++;
      if (fail) throw new Error('push service answered 503');
    });
    const id = (await q.send('web-push', { tenantId: 'demo', payload: {} }))!;
    // The database is shared by this file's tests: look for this job among the shop's failed ones.
    const isFailed = async () => (await q.failed('demo', 10)).some((f) => f.id === id);
    expect(await eventually(isFailed, 5000)).toBe(true);
    fail = false;
    expect(await q.retry('demo2', id)).toBe(false);
    expect(await q.retry('demo', id)).toBe(true);
    expect(await eventually(() => runs === 2, 5000)).toBe(true);
    expect(await eventually(async () => !(await isFailed()), 2000)).toBe(true);
    expect(await q.retry('demo', id)).toBe(false);
  });

  it('keeps one waiting job per singleton key', async () => {
    const q = await start();
    const a = await q.send(
      'payment-extraction',
      { tenantId: 'demo', uploadId: 'u1' },
      { singletonKey: 'u1' },
    );
    const b = await q.send(
      'payment-extraction',
      { tenantId: 'demo', uploadId: 'u1' },
      { singletonKey: 'u1' },
    );
    const c = await q.send(
      'payment-extraction',
      { tenantId: 'demo', uploadId: 'u2' },
      { singletonKey: 'u2' },
    );
    expect(a).toBeTruthy();
    expect(b).toBeNull();
    expect(c).toBeTruthy();
    const ran: string[] = [];
    await q.work('payment-extraction', { concurrency: 1 }, async (job) => {
      ran.push(job.data.uploadId);
    });
    expect(await eventually(() => ran.length === 2, 5000)).toBe(true);
    await sleep(300);
    expect(ran.sort()).toEqual(['u1', 'u2']);
  });

  it('stop() waits for a running job to finish', async () => {
    const q = await make();
    let finished = false;
    let started = false;
    await q.work('product-image', { concurrency: 1 }, async () => {
      started = true;
      await sleep(1200);
      finished = true;
    });
    await q.send('product-image', {
      tenantId: 'demo',
      imageId: 'a'.repeat(32),
      sourceKey: 'k',
      staff: { id: 's', name: 'S', email: 's@example.com' },
    });
    expect(await eventually(() => started, 5000)).toBe(true);
    const t0 = Date.now();
    await q.stop({ timeoutMs: 5000 });
    expect(finished).toBe(true);
    expect(Date.now() - t0).toBeLessThan(4000);
    await expect(q.check()).rejects.toThrow();
  });

  it('stop() gives up on a job still running after its timeout and signals it', async () => {
    const q = await make();
    let signal: AbortSignal | undefined;
    await q.work('payment-extraction', { concurrency: 1 }, async (job) => {
      signal = job.signal;
      await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
      throw new Error('cut short');
    });
    await q.send('payment-extraction', { tenantId: 'demo', uploadId: 'u9' }, { singletonKey: 'u9' });
    expect(await eventually(() => !!signal, 5000)).toBe(true);
    const t0 = Date.now();
    await q.stop({ timeoutMs: 1000 });
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(signal!.aborted).toBe(true);
  });
});
