import { detectApp } from './detect-app.ts';
import { PAYMENT_FIELDS, type ExtractedPayment } from '@pataka/domain/extracted-payment';
import { parseAmount } from './parse-amount.ts';
import { parseDateTime } from './parse-date-time.ts';
import { parsePayeeName, parsePayerName } from './parse-names.ts';
import { parseStatus } from './parse-status.ts';
import { parsePayeeUpiId } from './parse-upi-id.ts';
import { parseUtr } from './parse-utr.ts';

/**
 * Reads a UPI receipt's OCR text. Pure and synchronous (a few regex passes over ~30 lines), so it is
 * safe to call anywhere; every field is null when it cannot be read rather than guessed.
 */
export function parseReceiptText(text: string): ExtractedPayment {
  const { date, time } = parseDateTime(text);
  const fields: Omit<ExtractedPayment, 'confidence'> = {
    utr: parseUtr(text),
    amount: parseAmount(text),
    date,
    time,
    payeeUpiId: parsePayeeUpiId(text),
    payeeName: parsePayeeName(text),
    payerName: parsePayerName(text),
    app: detectApp(text),
    status: parseStatus(text),
  };
  const found = PAYMENT_FIELDS.filter((f) => fields[f] !== null).length;
  return { ...fields, confidence: Math.round((found / PAYMENT_FIELDS.length) * 100) / 100 };
}
