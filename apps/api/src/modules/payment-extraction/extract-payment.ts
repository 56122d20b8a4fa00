import { PAYMENT_FIELDS, type ExtractedPayment } from '@pataka/domain/extracted-payment';
import { emptyExtraction } from './extracted-payment.ts';
import { recognize, type OcrLine } from './ocr-pool.ts';
import { prepareForOcr, type PreparedImage } from './preprocess-image.ts';
import { parseReceiptText } from './receipt-parser.ts';
import { restoreFromImage } from './restore-from-image.ts';
import { REREAD_VIEWS, rereadText } from './reread-words.ts';

/** Fields a misread character makes wrong rather than empty, and that staff match payments on. */
const CROSS_CHECKED = ['amount', 'payeeUpiId'] as const;

/**
 * Keeps amount and payee UPI id only when a second reading of their words (another scale and
 * threshold, see reread-words.ts) agrees with the first. When the two differ, a third reading
 * decides: a value two of the three readings give is kept, otherwise the field is left empty.
 */
async function crossCheck(
  parsed: ExtractedPayment,
  lines: OcrLine[],
  prepared: PreparedImage,
): Promise<ExtractedPayment> {
  const readings: ExtractedPayment[] = [parsed];
  for (const view of REREAD_VIEWS) {
    readings.push(parseReceiptText(await rereadText(lines, prepared, view)));
    const settled = CROSS_CHECKED.every((f) => readings.filter((r) => r[f] === parsed[f]).length >= 2);
    if (settled) return parsed;
  }
  const checked: ExtractedPayment = { ...parsed };
  for (const f of CROSS_CHECKED) {
    const values = readings.map((r) => r[f]).filter((v) => v !== null);
    const agreed = values.find((v) => values.filter((w) => w === v).length >= 2) ?? null;
    (checked as Record<typeof f, unknown>)[f] = agreed;
  }
  const found = PAYMENT_FIELDS.filter((f) => checked[f] !== null).length;
  return { ...checked, confidence: Math.round((found / PAYMENT_FIELDS.length) * 100) / 100 };
}

export type PaymentExtraction = ExtractedPayment & { rawText: string; durationMs: number };

const isPdf = (buffer: Buffer) => buffer.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * Reads a payment screenshot: preprocess (sharp), OCR (tesseract.js worker pool), restore the
 * rupee signs OCR cannot read, parse, then cross-check amount and payee id with a second reading.
 * Slow (about a second) and CPU-bound in worker threads: callers start it after replying and store
 * the result; nothing here blocks the event loop for more than a few milliseconds at a time.
 *
 * PDFs come back empty (confidence 0): rendering a PDF page needs a renderer (pdfium, poppler,
 * pdf.js + canvas) that this server does not ship, and staff read those by eye anyway.
 */
export async function extractPaymentFromImage(buffer: Buffer): Promise<PaymentExtraction> {
  const started = performance.now();
  if (isPdf(buffer)) return { ...emptyExtraction(), rawText: '', durationMs: 0 };
  const prepared = await prepareForOcr(buffer);
  const ocr = await recognize(prepared.png);
  // The parser reads the text with what OCR loses (rupee signs, a dot) put back from the pixels; rawText stays
  // what OCR printed, for staff and for debugging.
  const firstReading = parseReceiptText(restoreFromImage(ocr.lines, prepared).join('\n'));
  const parsed = await crossCheck(firstReading, ocr.lines, prepared);
  return { ...parsed, rawText: ocr.text, durationMs: Math.round(performance.now() - started) };
}
