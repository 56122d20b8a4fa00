import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.ts';
import { extractPaymentFromImage } from '../payment-extraction/extract-payment.ts';
import { doneState, failedState, type ExtractionState } from './extraction-state.ts';
import { setUploadExtraction } from './uploads.queries.ts';

export type ExtractionJobsOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** Called after a result is stored (e.g. to recompute the flags of proofs using this upload). */
  onStored: (tenantId: string, uploadId: string) => Promise<void>;
};

/**
 * Reads payment screenshots off the request path. A job OCRs, stores the result on the upload and
 * calls onStored; the upload route waits for it only up to a short budget. Jobs run in the OCR pool's
 * worker threads, so the event loop stays free while they run.
 */
export class ExtractionJobs {
  private running = new Map<string, Promise<ExtractionState>>();
  private closing = false;

  constructor(private readonly opts: ExtractionJobsOptions) {}

  isRunning(uploadId: string): boolean {
    return this.running.has(uploadId);
  }

  start(tenantId: string, uploadId: string, image: Buffer): Promise<ExtractionState> {
    const existing = this.running.get(uploadId);
    if (existing) return existing;
    const job = this.run(tenantId, uploadId, image).finally(() => this.running.delete(uploadId));
    this.running.set(uploadId, job);
    return job;
  }

  /** The job's result if it finishes within `ms`, else null (it keeps running). */
  async waitFor(job: Promise<ExtractionState>, ms: number): Promise<ExtractionState | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ms);
    });
    try {
      return await Promise.race([job, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Lets running jobs settle before the database closes; results of jobs cut short are not stored. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.running.values()]);
  }

  private async run(tenantId: string, uploadId: string, image: Buffer): Promise<ExtractionState> {
    let state: ExtractionState;
    try {
      state = doneState(await extractPaymentFromImage(image));
    } catch (err) {
      if (this.closing) return failedState();
      this.opts.log.warn({ err, uploadId }, 'payment extraction failed');
      state = failedState();
    }
    // Shutting down: leave the upload 'processing'; GET /uploads/{id} restarts a stale job later.
    if (this.closing && state.extraction === 'failed') return state;
    try {
      await setUploadExtraction(this.opts.db, tenantId, uploadId, state);
      await this.opts.onStored(tenantId, uploadId);
    } catch (err) {
      this.opts.log.error({ err, uploadId }, 'storing a payment extraction failed');
    }
    return state;
  }
}
