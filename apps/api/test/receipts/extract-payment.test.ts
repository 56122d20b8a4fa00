import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyExtraction } from '../../src/modules/payment-extraction/extracted-payment.ts';
import { extractPaymentFromImage } from '../../src/modules/payment-extraction/extract-payment.ts';
import { terminateOcrPool } from '../../src/modules/payment-extraction/ocr-pool.ts';
import { receiptSamples } from './receipt-samples.ts';
import { renderReceipt } from './generate-receipts.ts';

describe('extractPaymentFromImage', () => {
  afterAll(() => terminateOcrPool());

  it('returns every field empty for a PDF, which it cannot render', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    expect(await extractPaymentFromImage(pdf)).toEqual({ ...emptyExtraction(), rawText: '', durationMs: 0 });
  });

  it('rejects bytes that are no image, so the caller can record the failure', async () => {
    await expect(extractPaymentFromImage(Buffer.from('GIF? no, garbage'))).rejects.toThrow();
  });

  it('keeps the event loop free while it works, and works again after the pool is stopped', async () => {
    const { image } = await renderReceipt(receiptSamples[0]!);
    await extractPaymentFromImage(image); // start the worker and load the model first

    const elu = performance.eventLoopUtilization();
    const first = await extractPaymentFromImage(image);
    const busy = performance.eventLoopUtilization(elu).utilization;
    // Event-loop utilisation: the share of the time the loop ran JS instead of waiting. OCR runs in a
    // worker thread and sharp in libvips threads, so the loop mostly waits (measured ~0.05); OCR or
    // pixel work on the loop would push it towards 1. Timer delays are no measure on a shared
    // 2-core machine: other processes alone stretch them past 400 ms.
    expect(busy).toBeLessThan(0.5);
    expect(first.utr).toBe(receiptSamples[0]!.expected.utr);

    await terminateOcrPool();
    const again = await extractPaymentFromImage(image);
    expect(again.rawText).toBe(first.rawText);
  });
});
