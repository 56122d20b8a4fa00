import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPI_APPS } from '@pataka/domain/extracted-payment';
import {
  extractPaymentFromImage,
  type PaymentExtraction,
} from '../../src/modules/payment-extraction/extract-payment.ts';
import { terminateOcrPool } from '../../src/modules/payment-extraction/ocr-pool.ts';
import { accuracyTable, median, tally } from './field-accuracy.ts';
import {
  allReceiptSamples,
  ciReceiptSamples,
  generateReceipts,
  type GeneratedReceipt,
} from './generate-receipts.ts';
import { CORPUS_FONTS, CORPUS_JPEG_QUALITIES, CORPUS_WIDTHS } from './receipt-corpus.ts';
import { shopOf } from './receipt-samples.ts';

/**
 * Share of receipts each field must be read right on. UTR and amount are what staff match payments
 * on: at least 95 %. The payee's UPI id may stay empty more often: half the corpus's ids are full of
 * characters OCR confuses, and one receipt in eight pays another id than the shop's, which is left
 * empty on purpose when it could be read two ways (measured: about 85 % right overall, over 90 % of
 * the payments to the shop). Every other field may stay empty (staff read it themselves) but, like
 * these, must never be wrong: the minimums below only guard against the extraction quietly going blank.
 */
const MIN_RIGHT = {
  utr: 0.95,
  amount: 0.95,
  payeeUpiId: 0.8,
  date: 0.9,
  time: 0.9,
  payeeName: 0.9,
  payerName: 0.9,
  app: 0.9,
  status: 0.9,
} as const;

const FULL = process.env.RECEIPT_CORPUS === 'full';

/**
 * The large OCR test. In CI (`npm test`) a deterministic subset of 63 receipts: the 23 hand-written
 * samples and ten of each app's forty wide-corpus receipts, still every width, font and JPEG quality
 * (about a second of CPU each: 1–3 minutes on a shared 2-core machine). `RECEIPT_CORPUS=full` reads all
 * 183, as the bench does (`npm run bench -- ocr`). Each receipt is read with the shop it was sent to,
 * as the server's OCR job reads it.
 */
describe(`extraction on the generated receipt corpus (large: ${FULL ? 'all 183, ~4' : '63, ~1–2'} min)`, () => {
  let receipts: GeneratedReceipt[] = [];
  const results: { receipt: GeneratedReceipt; got: PaymentExtraction; cpuMs: number }[] = [];

  beforeAll(async () => {
    receipts = await generateReceipts(FULL ? allReceiptSamples() : ciReceiptSamples());
    // Start the worker and load the model, so each image's time is its own.
    await extractPaymentFromImage(receipts[0]!.image);
  }, 120_000);
  afterAll(() => terminateOcrPool());

  it('covers the four apps at every width, font and JPEG quality, light and dark, and payments elsewhere', () => {
    for (const app of UPI_APPS) {
      const mine = receipts.filter((r) => r.sample.expected.app === app);
      expect(mine.length).toBeGreaterThanOrEqual(10);
      for (const width of CORPUS_WIDTHS) expect(mine.some((r) => r.sample.width === width)).toBe(true);
      for (const font of CORPUS_FONTS) expect(mine.some((r) => r.sample.font === font)).toBe(true);
      for (const q of CORPUS_JPEG_QUALITIES)
        expect(mine.some((r) => (r.sample.jpegQuality ?? 0) === q && r.sample.font)).toBe(true);
      for (const theme of ['light', 'dark']) expect(mine.some((r) => r.sample.theme === theme)).toBe(true);
    }
    expect(receipts.some((r) => r.sample.shop)).toBe(true);
  });

  it('reads every field right or leaves it empty, never wrong', { timeout: 900_000 }, async () => {
    // One at a time, as the server's single OCR worker would: durations are per image, not per batch.
    // CPU time (this process, all threads) is the 'one core' figure; wall time also counts waiting
    // for the cores that other processes hold.
    for (const receipt of receipts) {
      const before = process.cpuUsage();
      const got = await extractPaymentFromImage(receipt.image, shopOf(receipt.sample));
      const cpu = process.cpuUsage(before);
      results.push({ receipt, got, cpuMs: Math.round((cpu.user + cpu.system) / 1000) });
    }

    const rows = tally(
      results.map((r) => ({ id: r.receipt.sample.id, expected: r.receipt.sample.expected, got: r.got })),
    );
    const wallMs = median(results.map((r) => r.got.durationMs));
    const cpuMs = median(results.map((r) => r.cpuMs));
    const maxCpuMs = Math.max(...results.map((r) => r.cpuMs));
    console.log(`\n${accuracyTable(rows, { wallMs, cpuMs, maxCpuMs })}\n`);

    for (const row of rows) {
      const total = row.all.right + row.all.empty + row.all.wrong;
      expect({ field: row.field, wrong: row.wrongReadings }).toEqual({ field: row.field, wrong: [] });
      expect({ field: row.field, right: row.all.right / total }).toEqual({
        field: row.field,
        right: expect.toSatisfy((a: number) => a >= MIN_RIGHT[row.field]),
      });
    }
  });
});
