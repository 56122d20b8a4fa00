import type { ExtractedPayment } from '@pataka/domain/extracted-payment';

/** Nothing read: what a PDF or an unreadable image yields. */
export function emptyExtraction(): ExtractedPayment {
  return {
    utr: null,
    amount: null,
    date: null,
    time: null,
    payeeUpiId: null,
    payeeName: null,
    payerName: null,
    app: null,
    status: null,
    confidence: 0,
  };
}
