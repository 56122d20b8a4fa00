import { monitorEventLoopDelay } from 'node:perf_hooks';
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

    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const first = await extractPaymentFromImage(image);
    delay.disable();
    // OCR runs in a worker thread and sharp in libvips threads; what is left on the loop takes a few
    // ms at a time. OCR on the loop would hold it for its whole ~0.5–1 s of CPU. The bound is loose
    // because a busy 2-core machine alone delays timers by 50–150 ms.
    expect(delay.max / 1e6).toBeLessThan(400);
    expect(first.utr).toBe(receiptSamples[0]!.expected.utr);

    await terminateOcrPool();
    const again = await extractPaymentFromImage(image);
    expect(again.rawText).toBe(first.rawText);
  });
});
