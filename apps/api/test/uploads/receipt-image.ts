import { receiptSamples, type ReceiptSample } from '../receipts/receipt-samples.ts';
import { renderReceipt } from '../receipts/generate-receipts.ts';

/** A Google Pay receipt (from the extraction corpus templates) paying `amount` to `payee` with `utr`. */
export async function receiptPng(fields: {
  amount: number;
  payeeUpiId: string;
  utr: string;
}): Promise<Buffer> {
  const base = receiptSamples.find((s) => s.id === 'gpay-light-small') ?? receiptSamples[0]!;
  const sample: ReceiptSample = { ...base, id: 'test', expected: { ...base.expected, ...fields } };
  return (await renderReceipt(sample)).image;
}
