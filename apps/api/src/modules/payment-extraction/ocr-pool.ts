import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createScheduler, createWorker, OEM, PSM, type Scheduler } from 'tesseract.js';
import { z } from 'zod';

const require = createRequire(import.meta.url);

/**
 * The English model shipped inside the npm package @tesseract.js-data/eng, so nothing is ever fetched:
 * without a local langPath tesseract.js downloads from a CDN. `4.0.0_best_int` is the LSTM-only
 * model tesseract.js itself picks for OEM.LSTM_ONLY (3 MB instead of 11 MB with the legacy engine).
 */
export function localLangPath(): string {
  const root = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  for (const dir of ['4.0.0_best_int', '4.0.0']) {
    if (existsSync(path.join(root, dir, 'eng.traineddata.gz'))) return path.join(root, dir);
  }
  throw new Error(`No eng.traineddata.gz under ${root}`);
}

const PoolSizeSchema = z.coerce.number().int().min(1).max(8).default(1);

type Pool = { scheduler: Scheduler; ready: Promise<void> };
let pool: Pool | null = null;
let configuredSize: number | null = null;

/** Lets the server pass config.ocrWorkers; otherwise OCR_WORKERS is read on first use. */
export function configureOcrPool(options: { workers: number }): void {
  configuredSize = PoolSizeSchema.parse(options.workers);
}

function poolSize(): number {
  return configuredSize ?? PoolSizeSchema.parse(process.env.OCR_WORKERS || undefined);
}

async function startWorker(scheduler: Scheduler, langPath: string, cachePath: string): Promise<void> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    // No cache: each worker unzips the 3 MB model itself (~50 ms, once per worker). A shared cache
    // file races when several processes (test forks, server replicas) start at once, and the default
    // cachePath would write into the working directory. The path is still set, under the OS temp
    // folder, so nothing could ever land next to the code.
    cacheMethod: 'none',
    cachePath,
    // Node runs the worker script from node_modules in a worker thread and loads tesseract.js-core
    // with require(): no blob URL, no core download.
    workerBlobURL: false,
  });
  // Sparse text finds the big amount line that automatic page segmentation drops as a picture,
  // and keeps label/value rows of receipts in reading order (measured on the corpus and the real sample).
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '300' });
  scheduler.addWorker(worker);
}

function startPool(): Pool {
  const scheduler = createScheduler();
  const langPath = localLangPath();
  const cachePath = path.join(os.tmpdir(), 'pataka-tesseract');
  const ready = (async () => {
    for (let i = 0; i < poolSize(); i += 1) await startWorker(scheduler, langPath, cachePath);
  })();
  return { scheduler, ready };
}

export type OcrBox = { x0: number; y0: number; x1: number; y1: number };
/** Tesseract's confidence, 0–100: how sure its model is of a word or a character. */
export type OcrSymbol = { text: string; bbox: OcrBox; confidence: number };
export type OcrWord = { text: string; bbox: OcrBox; confidence: number; symbols: OcrSymbol[] };
export type OcrLine = { words: OcrWord[] };
export type OcrResult = { text: string; lines: OcrLine[] };

/**
 * OCRs one image (PNG/JPEG buffer): the text, and its lines and words with their boxes. Jobs queue
 * in the scheduler and each runs in a worker thread, so the event loop stays free. The pool starts
 * on the first call.
 */
export async function recognize(image: Buffer): Promise<OcrResult> {
  pool ??= startPool();
  const current = pool;
  try {
    await current.ready;
  } catch (err) {
    // A failed start must not poison every later call: drop it so the next one starts afresh.
    if (pool === current) pool = null;
    await current.scheduler.terminate().catch(() => undefined);
    throw err;
  }
  const { data } = await current.scheduler.addJob('recognize', image, {}, { text: true, blocks: true });
  const lines: OcrLine[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        lines.push({
          words: line.words.map((w) => ({
            text: w.text,
            bbox: w.bbox,
            confidence: w.confidence,
            symbols: w.symbols.map((s) => ({ text: s.text, bbox: s.bbox, confidence: s.confidence })),
          })),
        });
      }
    }
  }
  return { text: data.text, lines };
}

/** Stops every worker; the next recognizeText() starts a new pool. Call on shutdown and in afterAll. */
export async function terminateOcrPool(): Promise<void> {
  const current = pool;
  pool = null;
  if (!current) return;
  await current.ready.catch(() => undefined);
  await current.scheduler.terminate();
}
