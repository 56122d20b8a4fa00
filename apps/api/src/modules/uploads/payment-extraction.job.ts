import type { FastifyInstance } from 'fastify';
import type { JobPolicy } from '../../lib/jobs/job-policies.ts';
import { isLastAttempt } from '../../lib/jobs/job-policies.ts';
import type { JobHandler } from '../../lib/jobs/job-queue.ts';
import { JobInterruptedError } from '../../lib/jobs/run-job.ts';
import { ocrDuration } from '../../lib/metrics.ts';
import { extractPaymentFromImage } from '../payment-extraction/extract-payment.ts';
import { loadExpectedPayee } from '../payment-extraction/expected-payee.queries.ts';
import type { ExpectedPayee } from '../payment-extraction/payee-check.ts';
import { queueBankMatchForProof } from '../bank-statements/bank-match.job.ts';
import { refreshProofsForUpload } from '../payment-proofs/proof-flags.service.ts';
import { doneState, failedState, isProcessing, type ExtractionState } from './extraction-state.ts';
import { readUploadBytes } from './upload-storage.ts';
import { findUpload, setUploadExtraction } from './uploads.queries.ts';

/**
 * 'payment-extraction': reads an uploaded payment screenshot (OCR in the worker-thread pool), stores what it
 * says on the upload and refreshes the flags of the proofs using it. Idempotent: an upload already read
 * (a second job for it, a retry after the result was stored) is left alone.
 *
 * A screenshot OCR cannot read is a result ('failed': staff read it by eye), not a job failure. Storage or
 * database errors are retried; when the last attempt fails too, the upload is marked unreadable so the
 * customer is not left waiting. A run cut short by shutdown leaves the upload 'processing' for the next one.
 */
export function paymentExtractionJob(
  app: FastifyInstance,
  policy: JobPolicy,
): JobHandler<'payment-extraction'> {
  return async (job) => {
    const { tenantId, uploadId } = job.data;
    try {
      const row = await findUpload(app.db, tenantId, uploadId);
      if (!row || !isProcessing(row.extractedData)) return;
      const image = await readUploadBytes(app.storage, tenantId, row.storageKey);
      // The shop's own id: a payee OCR misread as a look-alike is the shop's, not "another payee".
      const expected = await loadExpectedPayee(app.db, tenantId);
      const state = await readScreenshot(app, image, expected, uploadId, job.signal);
      // Given up on by the queue at shutdown, so queued again: the next run stores the reading.
      if (job.signal.aborted) throw new JobInterruptedError();
      await setUploadExtraction(app.db, tenantId, uploadId, state);
      await refreshProofsForUpload(app.db, tenantId, uploadId);
      await queueBankMatchForProof(app, tenantId);
    } catch (err) {
      if (!job.signal.aborted && isLastAttempt(policy, job.attempt)) {
        await setUploadExtraction(app.db, tenantId, uploadId, failedState()).catch(() => undefined);
      }
      throw err;
    }
  };
}

async function readScreenshot(
  app: FastifyInstance,
  image: Buffer,
  expected: ExpectedPayee,
  uploadId: string,
  signal: AbortSignal,
): Promise<ExtractionState> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const state = doneState(await extractPaymentFromImage(image, expected));
    ocrDuration.observe({ outcome: 'done' }, seconds());
    return state;
  } catch (err) {
    // The OCR pool was terminated under it: not the screenshot's fault.
    if (signal.aborted) throw new JobInterruptedError();
    ocrDuration.observe({ outcome: 'failed' }, seconds());
    app.log.warn({ err, uploadId }, 'payment extraction failed');
    return failedState();
  }
}
