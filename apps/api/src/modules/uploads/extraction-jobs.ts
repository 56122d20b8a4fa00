import type { Db } from '../../db/types.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { pollUntil } from '../../lib/jobs/poll-until.ts';
import { isProcessing, type ExtractionState } from './extraction-state.ts';
import { findUpload } from './uploads.queries.ts';

/**
 * How long the upload reply waits for the screenshot to be read. Measured: a warm OCR worker reads a
 * phone screenshot in about 1–1.5 s on one core, the first read after start adds ~1 s of model loading;
 * 4 s covers that with a short queue. Beyond it the reply says 'processing' and the web polls.
 */
export const EXTRACTION_WAIT_MS = 4000;
/**
 * A screenshot still 'processing' this long after upload lost its job (the instance running it died and
 * the run has not expired yet, or an in-process queue restarted): it is queued again when next looked at.
 */
export const STALE_PROCESSING_MS = 60_000;

/**
 * Queues the reading of an upload's screenshot (the 'payment-extraction' job). The upload id is the
 * singleton key: asking twice while one waits queues nothing more, and a job finding the upload already
 * read does nothing.
 */
export const enqueueExtraction = (jobs: JobQueue, tenantId: string, uploadId: string) =>
  jobs.send('payment-extraction', { tenantId, uploadId }, { singletonKey: uploadId });

/**
 * The upload's reading once it is no longer 'processing', or null after `ms`. Polls the row rather than
 * waiting on the job, because any instance (or `npm run worker`) may be the one that runs it.
 */
export async function waitForExtraction(
  db: Db,
  tenantId: string,
  uploadId: string,
  ms: number,
): Promise<ExtractionState | null> {
  return pollUntil(
    async () => {
      const row = await findUpload(db, tenantId, uploadId);
      return row && !isProcessing(row.extractedData) ? (row.extractedData as ExtractionState) : null;
    },
    { timeoutMs: ms, intervalMs: 100 },
  );
}

/** Whether a 'processing' upload should be queued again (see STALE_PROCESSING_MS). */
export const isStaleProcessing = (row: { extractedData: unknown; createdAt: Date }, now = Date.now()) =>
  isProcessing(row.extractedData) && now - row.createdAt.getTime() > STALE_PROCESSING_MS;
