import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_FIELDS, UPI_APPS } from '@pataka/domain/extracted-payment';
import {
  extractPaymentFromImage,
  type PaymentExtraction,
} from '../../src/modules/payment-extraction/extract-payment.ts';
import { terminateOcrPool } from '../../src/modules/payment-extraction/ocr-pool.ts';
import { accuracyTable, fieldMatches, median, type AccuracyRow } from './field-accuracy.ts';
import { generateReceipts, type GeneratedReceipt } from './generate-receipts.ts';

/**
 * Minimum share of receipts each field must be read right on. The corpus is rendered text, and
 * tesseract is deterministic for a given image, so these are not luck: UTR and amount are what staff
 * match payments on and must be perfect; the rest may miss one receipt in twenty. The UPI id may
 * miss two: PhonePe merchant ids ("q2819…@ybl") lose their 'q' to tesseract's language model.
 */
const THRESHOLDS: Partial<Record<(typeof PAYMENT_FIELDS)[number], number>> = {
  utr: 1,
  amount: 1,
  date: 0.95,
  time: 0.95,
  app: 0.95,
  status: 0.95,
  payeeUpiId: 0.9,
  payeeName: 0.9,
  payerName: 0.9,
};

describe('extraction accuracy on the generated receipt corpus', () => {
  let receipts: GeneratedReceipt[] = [];
  const results: { receipt: GeneratedReceipt; got: PaymentExtraction; cpuMs: number }[] = [];

  beforeAll(async () => {
    receipts = await generateReceipts();
    // Start the worker and load the model, so each image's time is its own.
    await extractPaymentFromImage(receipts[0]!.image);
  });
  afterAll(() => terminateOcrPool());

  it('covers the four apps, at least four receipts each', () => {
    for (const app of UPI_APPS) {
      expect(receipts.filter((r) => r.sample.expected.app === app).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('reads every field at or above its threshold', { timeout: 300_000 }, async () => {
    // One at a time, as the server's single OCR worker would: durations are per image, not per batch.
    // CPU time (this process, all threads) is the 'one core' figure; wall time also counts waiting
    // for the cores that other processes hold.
    for (const receipt of receipts) {
      const before = process.cpuUsage();
      const got = await extractPaymentFromImage(receipt.image);
      const cpu = process.cpuUsage(before);
      results.push({ receipt, got, cpuMs: Math.round((cpu.user + cpu.system) / 1000) });
    }

    const rows: AccuracyRow[] = PAYMENT_FIELDS.map((field) => {
      const misses = results
        .filter(({ receipt, got }) => !fieldMatches(field, got, receipt.sample.expected))
        .map(({ receipt, got }) => `${receipt.sample.id}: ${JSON.stringify(got[field])}`);
      return { field, correct: results.length - misses.length, total: results.length, misses };
    });
    const wallMs = median(results.map((r) => r.got.durationMs));
    const cpuMs = median(results.map((r) => r.cpuMs));
    console.log(`\n${accuracyTable(rows, { wallMs, cpuMs })}\n`);

    for (const row of rows) {
      const threshold = THRESHOLDS[row.field] ?? 0;
      expect({ field: row.field, accuracy: row.correct / row.total }).toEqual({
        field: row.field,
        accuracy: expect.toSatisfy((a: number) => a >= threshold),
      });
    }
  });
});
