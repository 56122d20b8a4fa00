import type { FastifyBaseLogger } from 'fastify';
import { jobOutcomes } from '../metrics.ts';
import { isLastAttempt, type JobPolicy } from './job-policies.ts';
import type { Job, JobHandler, JobName } from './job-queue.ts';

/** Thrown (and recorded as 'interrupted', not as a failure) when a run was cut short by shutdown. */
export class JobInterruptedError extends Error {
  constructor() {
    super('interrupted by shutdown: back to the queue');
  }
}

export type QueueLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

/**
 * One run of a handler, as both queues do it: the outcome counted (pataka_jobs_total) and logged with the
 * job's id, name and attempt. Rethrows, so the queue retries or fails the job.
 */
export async function runJob<N extends JobName>(
  handler: JobHandler<N>,
  job: Job<N>,
  policy: JobPolicy,
  log: QueueLogger,
): Promise<void> {
  // Which instance ran which job, in its log: how an operator follows a job across a restart.
  log.info({ jobId: job.id, job: job.name, attempt: job.attempt }, 'job started');
  try {
    await handler(job);
    jobOutcomes.inc({ name: job.name, outcome: 'completed' });
  } catch (err) {
    const context = { err, jobId: job.id, job: job.name, attempt: job.attempt };
    if (job.signal.aborted) {
      jobOutcomes.inc({ name: job.name, outcome: 'interrupted' });
      log.info(context, 'job interrupted by shutdown; it goes back to the queue');
    } else if (isLastAttempt(policy, job.attempt)) {
      jobOutcomes.inc({ name: job.name, outcome: 'failed' });
      log.error(context, 'job failed: no retries left');
    } else {
      jobOutcomes.inc({ name: job.name, outcome: 'retried' });
      log.warn(context, 'job failed; it will be retried');
    }
    throw err;
  }
}

/** The message staff see for a failed job: the error's own message, never a stack, bounded. */
export function errorText(err: unknown): string {
  const message = err instanceof Error ? err.message : typeof err === 'string' ? err : JSON.stringify(err);
  return (message || 'Unknown error').slice(0, 500);
}
