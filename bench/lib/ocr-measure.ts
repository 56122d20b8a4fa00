// Child process of the OCR section (run pinned to one core): extracts every generated receipt and every
// real sample once, timing each, and prints one line "RESULT <json>" (an OcrRun) at the end.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './child-process.ts';
import { scoreFields, type FieldScore, type ScoredField } from './ocr-fields.ts';

export type OcrSampleResult = {
  id: string;
  source: 'generated' | 'real';
  ms: number;
  fields: Partial<Record<ScoredField, FieldScore>>;
  error?: string;
};
export type OcrRun = {
  unavailable?: string;
  generateMs?: number;
  firstCallMs?: number;
  samples: OcrSampleResult[];
};

export const REAL_SAMPLES_DIR = '/work/shared/ocr-samples';
const EXTRACT = path.join(REPO_ROOT, 'apps/api/src/modules/payment-extraction/extract-payment.ts');
const POOL = path.join(REPO_ROOT, 'apps/api/src/modules/payment-extraction/ocr-pool.ts');
const GENERATOR = path.join(REPO_ROOT, 'apps/api/test/receipts/generate-receipts.ts');
const SAMPLES = path.join(REPO_ROOT, 'apps/api/test/receipts/receipt-samples.ts');

type Shop = { upiId: string | null; payeeName: string | null };
type Extract = (image: Buffer, shop?: Shop) => Promise<Record<string, unknown>>;

function realSamples(): Array<{ id: string; image: Buffer; expected: Record<string, unknown> }> {
  if (!fs.existsSync(REAL_SAMPLES_DIR)) return [];
  return fs
    .readdirSync(REAL_SAMPLES_DIR)
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .map((f) => {
      const json = path.join(REAL_SAMPLES_DIR, f.replace(/\.[^.]+$/, '.json'));
      if (!fs.existsSync(json)) return null;
      const expected = (JSON.parse(fs.readFileSync(json, 'utf8')) as { expected: Record<string, unknown> })
        .expected;
      return { id: f, image: fs.readFileSync(path.join(REAL_SAMPLES_DIR, f)), expected };
    })
    .filter((s) => s !== null);
}

async function measure(): Promise<OcrRun> {
  for (const [file, what] of [
    [EXTRACT, 'the extractor'],
    [GENERATOR, 'the receipt generator'],
  ] as const)
    if (!fs.existsSync(file))
      return { unavailable: `${what} ${path.relative(REPO_ROOT, file)} does not exist yet`, samples: [] };
  const mod = (await import(EXTRACT)) as { extractPaymentFromImage?: Extract };
  if (typeof mod.extractPaymentFromImage !== 'function')
    return { unavailable: 'extract-payment.ts has no extractPaymentFromImage export', samples: [] };
  const extract = mod.extractPaymentFromImage;
  const { configureOcrPool, terminateOcrPool } = (await import(
    POOL
  )) as typeof import('../../apps/api/src/modules/payment-extraction/ocr-pool.ts');
  const { generateReceipts } = (await import(
    GENERATOR
  )) as typeof import('../../apps/api/test/receipts/generate-receipts.ts');
  const { shopOf } = (await import(
    SAMPLES
  )) as typeof import('../../apps/api/test/receipts/receipt-samples.ts');
  configureOcrPool({ workers: 1 });

  let t = performance.now();
  const generated = await generateReceipts();
  const generateMs = performance.now() - t;
  const all = [
    ...generated.map((r) => ({
      id: r.sample.id,
      source: 'generated' as const,
      image: r.image,
      expected: r.sample.expected as Record<string, unknown>,
      // The shop the receipt was sent to, as the server's OCR job passes it.
      shop: shopOf(r.sample) as Shop | undefined,
    })),
    // Real samples are read with no shop to compare with: the stricter case.
    ...realSamples().map((s) => ({ ...s, source: 'real' as const, shop: undefined })),
  ];
  if (!all.length) return { unavailable: 'no receipts to read', samples: [] };

  // The first call starts the worker and loads the model: timed apart, not counted per screenshot.
  t = performance.now();
  await extract(all[0]!.image).catch(() => null);
  const firstCallMs = performance.now() - t;

  const samples: OcrSampleResult[] = [];
  for (const s of all) {
    t = performance.now();
    try {
      const got = await extract(s.image, s.shop);
      samples.push({
        id: s.id,
        source: s.source,
        ms: performance.now() - t,
        fields: scoreFields(s.expected, got),
      });
    } catch (err) {
      samples.push({
        id: s.id,
        source: s.source,
        ms: performance.now() - t,
        fields: scoreFields(s.expected, {}),
        error: (err as Error).message,
      });
    }
  }
  await terminateOcrPool();
  return { generateMs, firstCallMs, samples };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const run = await measure().catch((err: Error): OcrRun => ({
    unavailable: err.message.split('\n')[0],
    samples: [],
  }));
  console.log(`RESULT ${JSON.stringify(run)}`);
  process.exit(0);
}
