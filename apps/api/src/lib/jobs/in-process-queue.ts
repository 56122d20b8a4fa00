import { randomUUID } from 'node:crypto';
import { backoffMs, JOB_NAMES, type JobPolicies } from './job-policies.ts';
import type {
  FailedJob,
  JobHandler,
  JobName,
  JobPayloads,
  JobQueue,
  QueueStats,
  SendOptions,
} from './job-queue.ts';
import { errorText, runJob, type QueueLogger } from './run-job.ts';

export type InProcessQueueOptions = {
  policies: JobPolicies;
  log: QueueLogger;
  /** Failed jobs kept for staff (newest first); older ones are forgotten. */
  maxFailed?: number;
};

type Entry = {
  id: string;
  name: JobName;
  data: JobPayloads[JobName];
  singletonKey: string | undefined;
  attempt: number;
  /** Grows by one when staff retry a failed job (pg-boss does the same). */
  retryLimit: number;
  runAt: number;
  createdAt: Date;
};
type Running = { entry: Entry; controller: AbortController; done: Promise<void> };
type Worker = { handler: JobHandler<JobName>; concurrency: number; active: number };

/**
 * The job queue on the embedded PGlite (one process by construction: PGlite locks its folder). Same
 * contract as pg-boss: per-name concurrency, retries with exponential backoff, singleton keys, failed
 * jobs kept for staff. Jobs live in memory: what is queued when the process exits is lost, which every
 * job tolerates (an upload left 'processing' is read again when next looked at; reminders rescan).
 */
export function createInProcessQueue(options: InProcessQueueOptions): JobQueue {
  const { policies, log } = options;
  const maxFailed = options.maxFailed ?? 200;
  const waiting = new Map<JobName, Entry[]>(JOB_NAMES.map((n) => [n, []]));
  const workers = new Map<JobName, Worker>();
  const running = new Map<string, Running>();
  /** Per name, one timer for the earliest delayed job (a retry in backoff, a startAfter). */
  const wakeUps = new Map<JobName, { at: number; timer: NodeJS.Timeout }>();
  const minutely = new Map<JobName, NodeJS.Timeout>();
  let failedJobs: Array<FailedJob & { entry: Entry }> = [];
  let stopped = false;

  const wakeAt = (name: JobName, at: number) => {
    const current = wakeUps.get(name);
    if (current && current.at <= at) return;
    clearTimeout(current?.timer);
    // Timers may fire a millisecond early by Date.now(): a little slack so the job is due when it does.
    const timer = setTimeout(
      () => {
        wakeUps.delete(name);
        pump(name);
      },
      // Capped at setTimeout's maximum (~24.8 days; beyond it Node fires at once): a later job (a closed
      // shop's purge, 30 days out) is looked at again then, still not due, and re-timed.
      Math.min(Math.max(0, at - Date.now()) + 5, 2 ** 31 - 1),
    );
    timer.unref();
    wakeUps.set(name, { at, timer });
  };

  const enqueue = (entry: Entry) => {
    waiting.get(entry.name)!.push(entry);
    pump(entry.name);
  };

  function pump(name: JobName): void {
    const worker = workers.get(name);
    if (stopped || !worker) return;
    const queue = waiting.get(name)!;
    while (worker.active < worker.concurrency) {
      const now = Date.now();
      const index = queue.findIndex((e) => e.runAt <= now);
      if (index < 0) break;
      const [entry] = queue.splice(index, 1);
      start(worker, entry!);
    }
    // Jobs due now wait for a running one to finish (which pumps again); delayed ones need a timer.
    const now = Date.now();
    const later = queue.filter((e) => e.runAt > now).map((e) => e.runAt);
    if (later.length) wakeAt(name, Math.min(...later));
  }

  function start(worker: Worker, entry: Entry): void {
    worker.active++;
    const controller = new AbortController();
    const job = { id: entry.id, name: entry.name, data: entry.data, attempt: entry.attempt };
    const done = runJob(worker.handler, { ...job, signal: controller.signal }, policies[entry.name], log)
      .catch((err: unknown) => settleFailure(entry, controller.signal, err))
      .finally(() => {
        worker.active--;
        running.delete(entry.id);
        pump(entry.name);
      });
    running.set(entry.id, { entry, controller, done });
  }

  function settleFailure(entry: Entry, signal: AbortSignal, err: unknown): void {
    // Given up on by stop(): dropped with the rest of the queue, never recorded as failed.
    if (signal.aborted) return;
    if (entry.attempt <= entry.retryLimit) {
      enqueue({
        ...entry,
        runAt: Date.now() + backoffMs(policies[entry.name], entry.attempt),
        attempt: entry.attempt + 1,
      });
      return;
    }
    failedJobs.unshift({
      id: entry.id,
      name: entry.name,
      tenantId: entry.data.tenantId ?? null,
      error: errorText(err),
      attempts: entry.attempt,
      createdAt: entry.createdAt.toISOString(),
      failedAt: new Date().toISOString(),
      data: entry.data as Record<string, unknown>,
      entry,
    });
    if (failedJobs.length > maxFailed) failedJobs = failedJobs.slice(0, maxFailed);
  }

  const queue: JobQueue = {
    kind: 'in-process',

    async send(name, data, opts: SendOptions = {}) {
      const key = opts.singletonKey;
      if (key !== undefined && waiting.get(name)!.some((e) => e.singletonKey === key)) return null;
      const entry: Entry = {
        id: randomUUID(),
        name,
        data,
        singletonKey: key,
        attempt: 1,
        retryLimit: policies[name].retryLimit,
        runAt: Date.now() + (opts.startAfterSeconds ?? 0) * 1000,
        createdAt: new Date(),
      };
      enqueue(entry);
      return entry.id;
    },

    async work(name, opts, handler) {
      if (workers.has(name)) throw new Error(`a worker for ${name} is already registered`);
      const concurrency = Math.max(1, opts.concurrency);
      workers.set(name, { handler: handler as JobHandler<JobName>, concurrency, active: 0 });
      pump(name);
    },

    async everyMinute(name, data, opts) {
      clearInterval(minutely.get(name));
      const timer = setInterval(() => {
        queue
          .send(name, data, opts)
          .catch((err: unknown) => log.error({ err, job: name }, 'scheduled send failed'));
      }, 60_000);
      timer.unref();
      minutely.set(name, timer);
    },

    async cancelEveryMinute(name) {
      clearInterval(minutely.get(name));
      minutely.delete(name);
    },

    async failed(tenantId, limit) {
      return failedJobs
        .filter((f) => f.tenantId === tenantId)
        .slice(0, limit)
        .map(({ entry: _entry, ...job }) => job);
    },

    async retry(tenantId, id) {
      const index = failedJobs.findIndex((f) => f.id === id && f.tenantId === tenantId);
      if (index < 0) return false;
      const [{ entry }] = failedJobs.splice(index, 1) as [(typeof failedJobs)[number]];
      // One more run, as pg-boss's retry() grants.
      enqueue({ ...entry, attempt: entry.attempt + 1, retryLimit: entry.attempt, runAt: Date.now() });
      return true;
    },

    async stats(): Promise<QueueStats[]> {
      const active = [...running.values()];
      return JOB_NAMES.map((name) => ({
        name,
        queued: waiting.get(name)!.length,
        active: active.filter((r) => r.entry.name === name).length,
        failed: failedJobs.filter((f) => f.name === name).length,
      }));
    },

    async check() {
      if (stopped) throw new Error('the job queue is stopped');
    },

    async stop({ timeoutMs }) {
      if (stopped) return;
      stopped = true;
      for (const { timer } of wakeUps.values()) clearTimeout(timer);
      wakeUps.clear();
      for (const timer of minutely.values()) clearInterval(timer);
      minutely.clear();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([Promise.allSettled([...running.values()].map((r) => r.done)), timeout]);
      clearTimeout(timer);
      for (const run of running.values()) run.controller.abort();
      const dropped = [...waiting.values()].reduce((n, q) => n + q.length, 0) + running.size;
      if (dropped) log.warn({ dropped }, 'job queue stopped with jobs not done (in-process queue: not kept)');
    },
  };
  return queue;
}
