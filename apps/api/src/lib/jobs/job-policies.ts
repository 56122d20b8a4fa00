import type { JobName } from './job-queue.ts';

/** How one kind of job is retried and how long a run may take; both queue implementations follow it. */
export type JobPolicy = {
  /** Retries after the first run: a job runs at most retryLimit + 1 times, then it is failed. */
  retryLimit: number;
  /** Before the first retry; each later one waits about twice as long (exponential backoff with jitter). */
  retryDelaySeconds: number;
  /**
   * A run still active after this long is taken to be dead (its process was killed) and retried, on
   * PostgreSQL by whichever instance's maintenance sees it first.
   */
  expireInSeconds: number;
  /** Runs at once per process. */
  concurrency: number;
  /**
   * Sends may carry a singletonKey: at most one job per key waits in the queue (pg-boss's 'stately'
   * policy, which needs the key on every job, so only queues whose every send has one turn it on).
   */
  singletonKeys?: boolean;
};

export type JobPolicies = Record<JobName, JobPolicy>;

/**
 * Production defaults. OCR reads a screenshot in 1–3 s, so a run alive after 60 s is dead, and its retry
 * comes 2–4 s later (a customer is waiting on it: about 70 s after a crash, with pg-boss's maintenance
 * every 10 s; sooner when the customer's page asks for the upload after a minute); the webhook
 * gets five retries spread over about ten minutes (a shop's endpoint restarting, a flaky mobile link);
 * the reminder scan is not retried, the next minute's scan does its work anyway.
 */
export const DEFAULT_JOB_POLICIES: JobPolicies = {
  'payment-extraction': {
    retryLimit: 3,
    retryDelaySeconds: 2,
    expireInSeconds: 60,
    concurrency: 1,
    singletonKeys: true,
  },
  'notify-webhook': { retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 30, concurrency: 4 },
  'web-push': { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 60, concurrency: 4 },
  // Like the reminder scan: the next minute's run does a failed one's work.
  'domain-check': {
    retryLimit: 0,
    retryDelaySeconds: 1,
    expireInSeconds: 300,
    concurrency: 1,
    singletonKeys: true,
  },
  'shop-purge': {
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
    concurrency: 1,
    singletonKeys: true,
  },
  'reminder-scan': {
    retryLimit: 0,
    retryDelaySeconds: 1,
    expireInSeconds: 120,
    concurrency: 1,
    singletonKeys: true,
  },
  'product-image': { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 60, concurrency: 1 },
  // One run per shop at a time (singleton key = tenant): a run re-matches the whole shop, so a second
  // request while one waits adds nothing. 5,000 credits match in well under a second.
  'bank-match': {
    retryLimit: 3,
    retryDelaySeconds: 2,
    expireInSeconds: 120,
    concurrency: 1,
    singletonKeys: true,
  },
  // A provider that answers 500 or times out is asked again about 30 s, 1 min, 2 min and 4 min later
  // (about 8 minutes in all), then the message shows as failed on the enquiry. Key: the message id.
  'shopper-message': {
    retryLimit: 4,
    retryDelaySeconds: 20,
    expireInSeconds: 60,
    concurrency: 4,
    singletonKeys: true,
  },
  // Key: the shop (a drain after an event) or 'sweep' (the minute's); the next event or sweep redoes it.
  'shopper-messages-drain': {
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 60,
    concurrency: 1,
    singletonKeys: true,
  },
};

export const JOB_NAMES = Object.keys(DEFAULT_JOB_POLICIES) as JobName[];

/** Policies with some fields replaced (tests shorten delays and expiry to seconds). */
export function withPolicies(
  base: JobPolicies,
  overrides: Partial<Record<JobName, Partial<JobPolicy>>> = {},
): JobPolicies {
  return Object.fromEntries(
    JOB_NAMES.map((name) => [name, { ...base[name], ...overrides[name] }]),
  ) as JobPolicies;
}

/**
 * Wait before retry number `retry` (1 = the first): pg-boss's own backoff formula, a random point between
 * delay·2^(retry-1) and delay·2^retry, so many jobs failing together do not all come back at once.
 */
export function backoffMs(policy: JobPolicy, retry: number): number {
  const span = policy.retryDelaySeconds * 2 ** Math.min(16, retry);
  return Math.round((span / 2 + (span / 2) * Math.random()) * 1000);
}

/** True when a failed run of this attempt uses up the retries (the job is then failed for good). */
export const isLastAttempt = (policy: JobPolicy, attempt: number) => attempt > policy.retryLimit;
