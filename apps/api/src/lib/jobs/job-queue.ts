// Background work (DESIGN.md "Running in production"): one interface, pg-boss on PostgreSQL (jobs in the
// same database, retried with backoff, each done once across instances, a job whose process died picked
// up again), and the same interface in-process on the embedded PGlite.

/** Every job the app runs, with its payload. tenantId is on each so failures can be shown to that shop. */
export type JobPayloads = {
  /** OCR a stored payment screenshot and store what it says on the upload. */
  'payment-extraction': { tenantId: string; uploadId: string };
  /** POST a new-enquiry summary or a reminder to NOTIFY_WEBHOOK_URL. */
  'notify-webhook': { tenantId: string; payload: Record<string, unknown> };
  /** Send one Web Push payload to every subscribed staff device of a shop (audience 'owners': owners' only). */
  'web-push': { tenantId: string; payload: Record<string, unknown>; audience?: 'staff' | 'owners' };
  /** Find enquiries and proofs waiting too long and remind the shop (every minute, once across instances). */
  'reminder-scan': { tenantId?: undefined };
  /**
   * Re-encode an uploaded product picture into its sizes and link preview. The upload is not tied to a
   * product (the console adds the returned URL to a product's medias), so the job names the picture by
   * imageId (the 32 hex of its media keys) and carries who uploaded it, for the audit entry it writes.
   */
  'product-image': {
    tenantId: string;
    imageId: string;
    sourceKey: string;
    staff: { id: string; name: string; email: string };
  };
  /** Match the shop's payment proofs with its imported bank statements (after an import or a new proof). */
  'bank-match': { tenantId: string };
  /** Send one message to a shopper about their enquiry (SMS or WhatsApp; decision 144). */
  'shopper-message': { tenantId: string; messageId: string };
  /** Queue a send for each waiting shopper message of a shop (after an event), or of every shop (sweep). */
  'shopper-messages-drain': { tenantId?: string | undefined };
  /** Check the TXT records of shop domains that are due (new ones, and verified ones weekly; decision 151). */
  'domain-check': { tenantId?: undefined };
  /** Purge a closed shop whose 30 days are up (tenantId), or every such shop (sweep). */
  'shop-purge': { tenantId?: string | undefined };
};
export type JobName = keyof JobPayloads;

export type Job<N extends JobName> = {
  id: string;
  name: N;
  data: JobPayloads[N];
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /**
   * Aborted when the queue stops and gives up waiting for this run (shutdown timeout): the job goes back
   * to the queue, so the handler must not record a failure of its own (e.g. mark an upload unreadable).
   */
  signal: AbortSignal;
};
export type JobHandler<N extends JobName> = (job: Job<N>) => Promise<void>;

export type SendOptions = {
  /** At most one queued job with this key (e.g. the upload id). */
  singletonKey?: string;
  startAfterSeconds?: number;
};

/** A job that used up its retries: shown to the shop's staff with its error. */
export type FailedJob = {
  id: string;
  name: JobName;
  tenantId: string | null;
  error: string;
  attempts: number;
  createdAt: string;
  failedAt: string;
  data: Record<string, unknown>;
};

export type QueueStats = { name: JobName; queued: number; active: number; failed: number };

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Queues a job; returns its id (null when a singleton is already queued). */
  send<N extends JobName>(name: N, data: JobPayloads[N], opts?: SendOptions): Promise<string | null>;
  /** Runs `handler` for jobs of `name` in this process (workers), `concurrency` at a time. */
  work<N extends JobName>(name: N, opts: { concurrency: number }, handler: JobHandler<N>): Promise<void>;
  /**
   * Sends `name` every minute, once across all instances (pg-boss: its cron schedule, kept in the
   * database; in-process: a timer). Called by instances that run workers.
   */
  everyMinute<N extends JobName>(name: N, data: JobPayloads[N], opts?: SendOptions): Promise<void>;
  /** Stops sending `name` every minute (the feature was turned off). */
  cancelEveryMinute(name: JobName): Promise<void>;
  /** Failed jobs of one shop, newest first. */
  failed(tenantId: string, limit: number): Promise<FailedJob[]>;
  /** Puts a failed job back in the queue. */
  retry(tenantId: string, id: string): Promise<boolean>;
  stats(): Promise<QueueStats[]>;
  /** Throws when the queue cannot take jobs (readiness). */
  check(): Promise<void>;
  /** Stops taking jobs, lets running ones finish within timeoutMs; unfinished ones go back to the queue. */
  stop(opts: { timeoutMs: number }): Promise<void>;
}
