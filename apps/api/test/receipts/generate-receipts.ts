import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { UpiApp } from '@pataka/domain/extracted-payment';
import { corpusSamples } from './receipt-corpus.ts';
import { receiptSamples, shopOf, type ReceiptSample } from './receipt-samples.ts';
import { bhimReceiptSvg } from './templates/bhim-receipt.ts';
import { gpayReceiptSvg } from './templates/gpay-receipt.ts';
import { paytmReceiptSvg } from './templates/paytm-receipt.ts';
import { phonepeReceiptSvg } from './templates/phonepe-receipt.ts';
import { withFont } from './templates/svg-kit.ts';

export type GeneratedReceipt = { sample: ReceiptSample; image: Buffer; mime: 'image/png' | 'image/jpeg' };

const TEMPLATES: Record<UpiApp, (s: ReceiptSample) => string> = {
  'Google Pay': gpayReceiptSvg,
  PhonePe: phonepeReceiptSvg,
  Paytm: paytmReceiptSvg,
  BHIM: bhimReceiptSvg,
};

export function receiptSvg(sample: ReceiptSample): string {
  const svg = TEMPLATES[sample.expected.app](sample);
  return sample.font ? withFont(svg, sample.font) : svg;
}

/** Width the templates are drawn at (their SVG user units). */
const TEMPLATE_WIDTH = 720;

/**
 * Renders one sample as a phone screenshot: the vector template rasterised at the sample's width
 * (default 720 px; a 360 px phone draws its text with 360 px, it does not shrink a bigger picture),
 * then encoded the way an upload arrives (PNG, or JPEG at the sample's quality).
 */
export async function renderReceipt(sample: ReceiptSample): Promise<GeneratedReceipt> {
  const width = sample.width ?? TEMPLATE_WIDTH;
  let img = sharp(Buffer.from(receiptSvg(sample)), { density: (72 * width) / TEMPLATE_WIDTH });
  // librsvg rounds the size from the density; pin it to the exact width.
  img = img.resize({ width });
  if (sample.jpegQuality) {
    return { sample, image: await img.jpeg({ quality: sample.jpegQuality }).toBuffer(), mime: 'image/jpeg' };
  }
  return { sample, image: await img.png().toBuffer(), mime: 'image/png' };
}

/** The whole generated corpus: the 23 hand-written samples, then the seeded wide corpus (4 apps × 40). */
export function allReceiptSamples(): ReceiptSample[] {
  return [...receiptSamples, ...corpusSamples()];
}

/**
 * Each app's wide-corpus receipts the CI test reads: ten of the forty, spread over the list and chosen
 * so that they still hold every width, font and JPEG quality, in both themes (receipt-corpus.ts cycles
 * those with periods 8, 6, 5 and 10).
 */
export const CI_INDICES: readonly number[] = [3, 7, 11, 12, 16, 21, 25, 29, 34, 38];

/**
 * The deterministic subset `npm test` reads in CI: every hand-written sample and ten receipts per app
 * of the wide corpus, about a minute of OCR on one core. `RECEIPT_CORPUS=full` reads the whole corpus
 * instead, as the bench does.
 */
export function ciReceiptSamples(): ReceiptSample[] {
  const perApp = 40;
  const wide = corpusSamples(perApp).filter((_, i) => CI_INDICES.includes(i % perApp));
  return [...receiptSamples, ...wide];
}

/** Renders samples one after another (a 1440 px receipt is ~13 MB of pixels while it is drawn). */
export async function generateReceipts(
  samples: ReceiptSample[] = allReceiptSamples(),
): Promise<GeneratedReceipt[]> {
  const out: GeneratedReceipt[] = [];
  for (const sample of samples) out.push(await renderReceipt(sample));
  return out;
}

/** Writes every receipt and its expected values (`<id>.png|jpg` + `<id>.json`) to a folder for a look by eye. */
export async function writeReceipts(dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const r of await generateReceipts()) {
    const file = path.join(dir, `${r.sample.id}.${r.mime === 'image/png' ? 'png' : 'jpg'}`);
    await writeFile(file, r.image);
    await writeFile(
      path.join(dir, `${r.sample.id}.json`),
      JSON.stringify({ shop: shopOf(r.sample), expected: r.sample.expected }, null, 2),
    );
    written.push(file);
  }
  return written;
}

// `npx tsx apps/api/test/receipts/generate-receipts.ts [dir]` writes the corpus to a temp folder (not committed).
if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? path.join(os.tmpdir(), 'pataka-receipts');
  const files = await writeReceipts(dir);
  console.log(`wrote ${files.length} receipts to ${dir}`);
}
