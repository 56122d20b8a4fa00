import { PAYMENT_FIELDS, type ExtractedPayment } from '@pataka/domain/extracted-payment';
import { emptyExtraction } from './extracted-payment.ts';
import { recognize, type OcrLine } from './ocr-pool.ts';
import { prepareForOcr, type PreparedImage } from './preprocess-image.ts';
import { sameUnderConfusion } from './ocr-confusables.ts';
import { decidePayeeId, decidePayeeName, NO_EXPECTED_PAYEE, type ExpectedPayee } from './payee-check.ts';
import { parsePayeeUpiIds } from './parse-upi-id.ts';
import { parseReceiptText } from './receipt-parser.ts';
import { restoreFromImage } from './restore-from-image.ts';
import { REREAD_VIEWS, rereadText } from './reread-words.ts';

/**
 * Keeps the amount only when a second reading of its words (another scale and threshold, see
 * reread-words.ts) gives the same figure, and the payee UPI id only when a second reading gives the
 * same id as far as OCR can tell (ocr-confusables.ts). When they differ, a third reading decides: a
 * value two of the three give is kept, otherwise the field is left empty. The payee id is then
 * settled against the shop's own id (payee-check.ts): the shop's exact id when they agree, nothing
 * when the id read is ambiguous and not the shop's.
 */
async function crossCheck(
  firstText: string,
  lines: OcrLine[],
  prepared: PreparedImage,
  expected: ExpectedPayee,
): Promise<ExtractedPayment> {
  const parsed = parseReceiptText(firstText);
  const readings: ExtractedPayment[] = [parsed];
  const seen = parsePayeeUpiIds(firstText);
  const amountSettled = () => readings.filter((r) => r.amount === parsed.amount).length >= 2;
  const payeeSettled = () =>
    parsed.payeeUpiId === null
      ? readings.filter((r) => r.payeeUpiId === null).length >= 2
      : readings.filter((r) => r.payeeUpiId !== null && sameUnderConfusion(r.payeeUpiId, parsed.payeeUpiId!))
          .length >= 2;
  for (const view of REREAD_VIEWS) {
    if (amountSettled() && payeeSettled()) break;
    const text = await rereadText(lines, prepared, view);
    readings.push(parseReceiptText(text));
    seen.push(...parsePayeeUpiIds(text));
  }
  const amounts = readings.map((r) => r.amount).filter((v) => v !== null);
  const payeeUpiId = decidePayeeId(
    readings.map((r) => r.payeeUpiId),
    expected,
    seen,
  );
  const checked: ExtractedPayment = {
    ...parsed,
    amount: amountSettled()
      ? parsed.amount
      : (amounts.find((v) => amounts.filter((w) => w === v).length >= 2) ?? null),
    payeeUpiId,
    payeeName: decidePayeeName(parsed.payeeName, expected, payeeUpiId),
  };
  const found = PAYMENT_FIELDS.filter((f) => checked[f] !== null).length;
  return { ...checked, confidence: Math.round((found / PAYMENT_FIELDS.length) * 100) / 100 };
}

export type PaymentExtraction = ExtractedPayment & { rawText: string; durationMs: number };

const isPdf = (buffer: Buffer) => buffer.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * Reads a payment screenshot: preprocess (sharp), OCR (tesseract.js worker pool), restore the
 * rupee signs OCR cannot read, parse, then cross-check amount and payee id with a second reading.
 * `expected` is the shop's own payee (UPI id, name): a payee read that is the shop's under OCR's
 * letter/digit confusions is reported as the shop's exact id and name.
 * Slow (about a second) and CPU-bound in worker threads: callers start it after replying and store
 * the result; nothing here blocks the event loop for more than a few milliseconds at a time.
 *
 * PDFs come back empty (confidence 0): rendering a PDF page needs a renderer (pdfium, poppler,
 * pdf.js + canvas) that this server does not ship, and staff read those by eye anyway.
 */
export async function extractPaymentFromImage(
  buffer: Buffer,
  expected: ExpectedPayee = NO_EXPECTED_PAYEE,
): Promise<PaymentExtraction> {
  const started = performance.now();
  if (isPdf(buffer)) return { ...emptyExtraction(), rawText: '', durationMs: 0 };
  const prepared = await prepareForOcr(buffer);
  const ocr = await recognize(prepared.png);
  // The parser reads the text with what OCR loses (rupee signs, a dot) put back from the pixels; rawText stays
  // what OCR printed, for staff and for debugging.
  const firstText = restoreFromImage(ocr.lines, prepared).join('\n');
  const parsed = await crossCheck(firstText, ocr.lines, prepared, expected);
  return { ...parsed, rawText: ocr.text, durationMs: Math.round(performance.now() - started) };
}
