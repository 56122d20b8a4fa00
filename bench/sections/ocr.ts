import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPI_APPS } from '@pataka/domain/extracted-payment';
import type { BenchOptions } from '../lib/args.ts';
import { startTsChild, waitForLine } from '../lib/child-process.ts';
import { SCORED_FIELDS } from '../lib/ocr-fields.ts';
import type { OcrRun, OcrSampleResult } from '../lib/ocr-measure.ts';
import { fmt, median, verdict, type SectionResult } from '../lib/report.ts';

export const OCR_BUDGET_MS = 3_000;
const TASKSET = ['/usr/bin/taskset', '/bin/taskset'].find((p) => fs.existsSync(p));

function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function timingRow(label: string, samples: OcrSampleResult[]): string[] {
  const ms = samples.map((s) => s.ms);
  return [
    label,
    String(samples.length),
    fmt(median(ms), 0),
    fmt(percentile(ms, 90), 0),
    fmt(ms.length ? Math.max(...ms) : null, 0),
  ];
}

/** "right/empty/wrong (right %)" for one field over some screenshots. */
function accuracy(samples: OcrSampleResult[], field: (typeof SCORED_FIELDS)[number]): string {
  const scored = samples.filter((s) => s.fields[field]);
  if (!scored.length) return '–';
  const count = (o: string) => scored.filter((s) => s.fields[field]!.outcome === o).length;
  const right = count('right');
  return `${right}/${count('empty')}/${count('wrong')} (${Math.round((right / scored.length) * 100)} %)`;
}

const show = (v: unknown) => (v === null || v === undefined ? 'null' : JSON.stringify(v));

export async function runOcrSection(_opts: BenchOptions): Promise<Omit<SectionResult, 'seconds'>> {
  const base = { id: 'ocr' as const, title: 'Payment screenshot OCR' };
  // One core, as the budget says: the whole measuring process (tesseract worker thread, sharp) is pinned.
  const core = os.cpus().length - 1;
  const child = startTsChild(
    path.join(import.meta.dirname, '../lib/ocr-measure.ts'),
    [],
    { ...process.env, UV_THREADPOOL_SIZE: '1' },
    { prefix: TASKSET ? [TASKSET, '-c', String(core)] : [] },
  );
  let run: OcrRun;
  try {
    // 183 generated receipts at ~1 s each on one core (several on a loaded machine), plus the model load.
    const [, json] = await waitForLine(child, /RESULT (.+)\n/, 1_800_000);
    run = JSON.parse(json!) as OcrRun;
  } finally {
    await child.stop();
  }
  const budget = {
    budget: 'OCR time per screenshot (median), one worker on one core',
    limit: `≤ ${OCR_BUDGET_MS / 1000} s`,
  };
  if (run.unavailable)
    return {
      ...base,
      unavailable: run.unavailable,
      tables: [],
      budgets: [{ ...budget, measured: `not available: ${run.unavailable}`, verdict: 'not measured' }],
      notes: [],
    };

  const generated = run.samples.filter((s) => s.source === 'generated');
  const real = run.samples.filter((s) => s.source === 'real');
  const med = median(run.samples.map((s) => s.ms));
  const wrong = run.samples.flatMap((s) =>
    Object.entries(s.fields)
      .filter(([, f]) => !f.ok)
      .map(([field, f]) => [s.id, field, f.outcome, show(f.expected), show(f.got)]),
  );
  return {
    ...base,
    tables: [
      {
        title: 'Time per screenshot (ms), after the first call',
        columns: ['corpus', 'screenshots', 'median', 'p90', 'max'],
        rows: [
          timingRow('generated receipts', generated),
          timingRow('real samples', real),
          timingRow('all', run.samples),
        ],
      },
      {
        title: 'Per-field accuracy: right/empty/wrong (right %)',
        columns: ['field', ...UPI_APPS, 'generated receipts', 'real samples'],
        rows: SCORED_FIELDS.map((f) => [
          f,
          ...UPI_APPS.map((app) =>
            accuracy(
              generated.filter((s) => s.fields.app?.expected === app),
              f,
            ),
          ),
          accuracy(generated, f),
          accuracy(real, f),
        ]),
      },
      {
        title: 'Fields not read right (empty, or wrong: a value shown that is not on the receipt)',
        columns: ['screenshot', 'field', 'outcome', 'expected', 'extracted'],
        rows: wrong,
      },
    ],
    budgets: [
      {
        ...budget,
        measured: `${fmt((med ?? NaN) / 1000, 2)} s (max ${fmt(Math.max(...run.samples.map((s) => s.ms)) / 1000, 2)} s)`,
        verdict: verdict(med === null ? null : med <= OCR_BUDGET_MS),
      },
    ],
    notes: [
      `extractPaymentFromImage with OCR_WORKERS=1 in a process ${TASKSET ? `pinned to core ${core} (taskset)` : 'NOT pinned (no taskset on this machine)'}, UV_THREADPOOL_SIZE=1; screenshots one after another.`,
      `First call (worker start + model load + one screenshot): ${fmt((run.firstCallMs ?? NaN) / 1000, 1)} s, not counted above. Rendering the ${generated.length} generated receipts took ${fmt((run.generateMs ?? NaN) / 1000, 1)} s.`,
      `Corpus: apps/api/test/receipts (generated: 23 hand-written samples and the seeded wide corpus of 4 apps × 40 receipts: 360–1440 px (8 widths), 6 Debian fonts (Liberation Sans/Sans Narrow/Serif, DejaVu Sans/Sans Condensed/Serif), PNG and JPEG q95/80/60/45, light/dark, half the payee ids full of 1/l/i, 6/b, 0/o, 5/s, 8; one in eight paid to another id than the shop's) and ${real.length} real screenshot(s) from /work/shared/ocr-samples.`,
      'Generated receipts are read with the shop they were sent to (its UPI id and payee name), as the OCR job reads an upload; the real samples with no shop, the stricter case. The CI test (apps/api/test/receipts/receipt-corpus.test.ts) reads a fixed subset of 63 of the 183; RECEIPT_CORPUS=full reads them all.',
      ...run.samples.filter((s) => s.error).map((s) => `${s.id}: extraction threw: ${s.error}`),
    ],
  };
}
