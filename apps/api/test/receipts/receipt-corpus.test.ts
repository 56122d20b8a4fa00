import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPI_APPS } from '@pataka/domain/extracted-payment';
import {
  extractPaymentFromImage,
  type PaymentExtraction,
} from '../../src/modules/payment-extraction/extract-payment.ts';
import { terminateOcrPool } from '../../src/modules/payment-extraction/ocr-pool.ts';
import { accuracyTable, median, tally } from './field-accuracy.ts';
import { generateReceipts, type GeneratedReceipt } from './generate-receipts.ts';
import { CORPUS_WIDTHS } from './receipt-corpus.ts';

/**
 * Share of receipts each field must be read right on. UTR and amount are what staff match payments
 * on and must be perfect; the payee's UPI id may stay empty on one receipt in twenty. Every other
 * field may stay empty (staff read it themselves) but, like these, must never be wrong: the minimums
 * below only guard against the extraction quietly going blank.
 */
const MIN_RIGHT = {
  utr: 1,
  amount: 1,
  payeeUpiId: 0.95,
  date: 0.9,
  time: 0.9,
  payeeName: 0.9,
  payerName: 0.9,
  app: 0.9,
  status: 0.9,
} as const;

/**
 * The large OCR test: 84 receipts (the 20 hand-written samples and the seeded wide corpus of 64: four
 * apps × 360–1440 px × PNG/JPEG × light/dark), one after another with one worker. About a second of
 * CPU each, so 1½–3 minutes on a shared 2-core machine.
 */
describe('extraction on the generated receipt corpus (large: ~2 min)', () => {
  let receipts: GeneratedReceipt[] = [];
  const results: { receipt: GeneratedReceipt; got: PaymentExtraction; cpuMs: number }[] = [];

  beforeAll(async () => {
    receipts = await generateReceipts();
    // Start the worker and load the model, so each image's time is its own.
    await extractPaymentFromImage(receipts[0]!.image);
  }, 120_000);
  afterAll(() => terminateOcrPool());

  it('covers the four apps at every width, in PNG and JPEG, light and dark', () => {
    for (const app of UPI_APPS) {
      const mine = receipts.filter((r) => r.sample.expected.app === app);
      expect(mine.length).toBeGreaterThanOrEqual(16);
      for (const width of CORPUS_WIDTHS) expect(mine.some((r) => r.sample.width === width)).toBe(true);
      for (const mime of ['image/png', 'image/jpeg']) expect(mine.some((r) => r.mime === mime)).toBe(true);
      for (const theme of ['light', 'dark']) expect(mine.some((r) => r.sample.theme === theme)).toBe(true);
    }
  });

  it('reads every field right or leaves it empty, never wrong', { timeout: 600_000 }, async () => {
    // One at a time, as the server's single OCR worker would: durations are per image, not per batch.
    // CPU time (this process, all threads) is the 'one core' figure; wall time also counts waiting
    // for the cores that other processes hold.
    for (const receipt of receipts) {
      const before = process.cpuUsage();
      const got = await extractPaymentFromImage(receipt.image);
      const cpu = process.cpuUsage(before);
      results.push({ receipt, got, cpuMs: Math.round((cpu.user + cpu.system) / 1000) });
    }

    const rows = tally(
      results.map((r) => ({ id: r.receipt.sample.id, expected: r.receipt.sample.expected, got: r.got })),
    );
    const wallMs = median(results.map((r) => r.got.durationMs));
    const cpuMs = median(results.map((r) => r.cpuMs));
    console.log(`\n${accuracyTable(rows, { wallMs, cpuMs })}\n`);

    for (const row of rows) {
      const total = row.all.right + row.all.empty + row.all.wrong;
      expect({ field: row.field, wrong: row.wrong }).toEqual({
        field: row.field,
        wrong: [],
      });
      expect({ field: row.field, right: row.all.right / total }).toEqual({
        field: row.field,
        right: expect.toSatisfy((a: number) => a >= MIN_RIGHT[row.field]),
      });
    }
  });
});
