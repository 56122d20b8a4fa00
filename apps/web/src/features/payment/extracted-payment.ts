// Reads the server's extraction state (uploads' extractedData) into what the shopper is shown. The server
// writes { extraction: 'processing' | 'done' | 'failed' | 'unsupported', ...fields }; older or foreign
// shapes without `extraction` are read as 'done' when they carry any payment field.
import type { PaymentProofFlag } from '@pataka/domain/api-types';
import { translateText } from '@pataka/domain/i18n';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import { paymentText } from './messages.ts';

export type PaymentDetails = {
  utr: string | null;
  amount: number | null;
  date: string | null;
  time: string | null;
  payeeName: string | null;
  payeeUpiId: string | null;
  app: string | null;
  status: string | null;
};

export type ExtractionView =
  | { state: 'none' }
  | { state: 'processing'; message: string }
  | { state: 'unreadable'; message: string }
  | { state: 'done'; details: PaymentDetails };

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

const APP_NAMES: Record<string, string> = {
  gpay: 'Google Pay',
  phonepe: 'PhonePe',
  paytm: 'Paytm',
  bhim: 'BHIM',
};

export function readExtraction(data: Record<string, unknown> | null | undefined): ExtractionView {
  if (!data) return { state: 'none' };
  if (data.extraction === 'processing')
    return { state: 'processing', message: ORDER_MESSAGES.extractionProcessing };
  if (data.extraction === 'failed' || data.extraction === 'unsupported') {
    // The server stores its own (English) words: shown in the page's language.
    const message = str(data.message);
    return { state: 'unreadable', message: message ? translateText(message) : ORDER_MESSAGES.extractionPdf };
  }
  const app = str(data.app);
  const details: PaymentDetails = {
    utr: str(data.utr),
    amount: num(data.amount),
    date: str(data.date),
    time: str(data.time),
    payeeName: str(data.payeeName),
    payeeUpiId: str(data.payeeUpiId),
    app: app ? (APP_NAMES[app.toLowerCase()] ?? app) : null,
    status: str(data.status),
  };
  const found = Object.values(details).some((v) => v !== null);
  return found ? { state: 'done', details } : { state: 'none' };
}

/** The warning for a server flag in the page's language, or undefined for a flag this build does not know. */
export function flagText(flag: PaymentProofFlag): string | undefined {
  switch (flag) {
    case 'utr_reused':
      return paymentText.flagUtrReused;
    case 'duplicate_image':
      return paymentText.flagDuplicateImage;
    case 'amount_mismatch':
      return paymentText.flagAmountMismatch;
    case 'payee_mismatch':
      return paymentText.flagPayeeMismatch;
    default:
      return undefined;
  }
}
