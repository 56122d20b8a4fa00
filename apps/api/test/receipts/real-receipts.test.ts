import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_FIELDS } from '@pataka/domain/extracted-payment';
import { extractPaymentFromImage } from '../../src/modules/payment-extraction/extract-payment.ts';
import { terminateOcrPool } from '../../src/modules/payment-extraction/ocr-pool.ts';

// Real receipts live beside the repository, in the shared folder: <repo>/../shared/ocr-samples.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const samplesDir = path.resolve(repoRoot, '../shared/ocr-samples');
const present = existsSync(samplesDir);
if (!present) console.warn(`Skipping real receipt tests: ${samplesDir} is missing.`);

// Every field the extraction reads: a real receipt must come back entirely right.
const CHECKED = PAYMENT_FIELDS;

describe.skipIf(!present)('extraction on the real receipts in shared/ocr-samples', () => {
  beforeAll(async () => {
    // Start the worker and load the model first, so the logged time is the receipt's own.
    const blank = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await extractPaymentFromImage(blank);
  });
  afterAll(() => terminateOcrPool());

  it('reads every field of every sample right', { timeout: 120_000 }, async () => {
    const images = (await readdir(samplesDir)).filter((f) => /\.(jpe?g|png|webp)$/i.test(f));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      const expected = JSON.parse(
        await readFile(path.join(samplesDir, image.replace(/\.\w+$/, '.json')), 'utf8'),
      ).expected as Record<string, unknown>;
      const got = await extractPaymentFromImage(await readFile(path.join(samplesDir, image)));
      console.log(`${image}: ${got.durationMs} ms`, { ...got, rawText: undefined });
      const pick = (o: Record<string, unknown>) => Object.fromEntries(CHECKED.map((k) => [k, o[k]]));
      expect({ image, ...pick(got) }).toEqual({ image, ...pick(expected) });
    }
  });
});
