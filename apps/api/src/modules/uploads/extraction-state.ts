import { MESSAGES } from '@pataka/domain/messages';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import type { PaymentExtraction } from '../payment-extraction/extract-payment.ts';
import type { ExtractedPayment } from '@pataka/domain/extracted-payment';

/**
 * What an upload's extractedData holds. `extraction` says where reading stands; while it runs the
 * object is `{ extraction: 'processing', status: 'processing' }` so a client polling GET /uploads/{id}
 * can test either field. Once done, the ExtractedPayment fields sit beside `extraction: 'done'`
 * (their own `status` is then the payment's status as printed, e.g. 'Paid Successfully').
 */
export type ExtractionState =
  | { extraction: 'processing'; status: 'processing' }
  | ({ extraction: 'done'; durationMs: number; rawText: string } & ExtractedPayment)
  | { extraction: 'failed'; message: string }
  | { extraction: 'unsupported'; message: string };

export const processingState = (): ExtractionState => ({ extraction: 'processing', status: 'processing' });
export const pdfState = (): ExtractionState => ({
  extraction: 'unsupported',
  message: ORDER_MESSAGES.extractionPdf,
});
export const failedState = (): ExtractionState => ({
  extraction: 'failed',
  message: MESSAGES.paymentExtractFailed,
});

/** Raw OCR text is kept for staff (why a field was or was not found), capped. */
export function doneState(result: PaymentExtraction): ExtractionState {
  return { ...result, rawText: result.rawText.slice(0, 4000), extraction: 'done' };
}

/** The extracted payment of a finished reading, or null while processing / when it could not read. */
export function extractedPayment(state: unknown): ExtractedPayment | null {
  const s = state as Partial<ExtractionState> | null;
  return s && s.extraction === 'done' ? (s as ExtractedPayment) : null;
}

export const isProcessing = (state: unknown) =>
  (state as Partial<ExtractionState> | null)?.extraction === 'processing';
