// `npm run bench [-- --only api,growth,ssr,cached,web,console,ocr]`: measures the DESIGN.md budgets, prints a table per
// section and writes bench/results.md. A section whose piece is missing reports "not available: <reason>"
// and the others still run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, USAGE, type BenchOptions } from './lib/args.ts';
import { describeMachine } from './lib/machine.ts';
import { formatMarkdown, formatSectionText, type SectionId, type SectionResult } from './lib/report.ts';
import { runApiSection } from './sections/api.ts';
import { runCachedPathSection } from './sections/cached-path.ts';
import { runConsoleListsSection } from './sections/console-lists.ts';
import { runGrowthSection } from './sections/growth.ts';
import { runOcrSection } from './sections/ocr.ts';
import { runSsrSection } from './sections/ssr.ts';
import { runWebSection } from './sections/web.ts';

type Runner = (opts: BenchOptions) => Promise<Omit<SectionResult, 'seconds'>>;

const SECTIONS: Record<SectionId, { title: string; run: Runner }> = {
  api: { title: 'API throughput', run: runApiSection },
  growth: { title: 'Catalogue growth', run: runGrowthSection },
  ssr: { title: 'Server rendering', run: runSsrSection },
  cached: { title: 'Cached path vs static (br)', run: runCachedPathSection },
  web: { title: 'Storefront', run: runWebSection },
  console: { title: 'Console lists on a phone', run: runConsoleListsSection },
  ocr: { title: 'Payment screenshot OCR', run: runOcrSection },
};

let opts: BenchOptions;
try {
  opts = parseArgs(process.argv.slice(2));
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}

const machine = describeMachine();
const startedAt = new Date();
const t0 = performance.now();
console.log(
  `Pataka bench: ${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGb.toFixed(1)} GB, node ${machine.nodeVersion}, load ${machine.loadAtStart.toFixed(2)}`,
);

const sections: SectionResult[] = [];
for (const id of opts.only) {
  const { title, run } = SECTIONS[id];
  console.log(`\n… ${title}`);
  const started = performance.now();
  let result: Omit<SectionResult, 'seconds'>;
  try {
    result = await run(opts);
  } catch (err) {
    // One broken piece must not hide the figures of the others.
    result = {
      id,
      title,
      unavailable: (err as Error).message.split('\n')[0],
      tables: [],
      budgets: [],
      notes: [],
    };
    if (process.env.BENCH_DEBUG) console.error(err);
  }
  const section = { ...result, seconds: (performance.now() - started) / 1000 };
  sections.push(section);
  console.log(formatSectionText(section));
}

machine.loadAtEnd = os.loadavg()[0] ?? null;
const report = {
  machine,
  startedAt,
  seconds: (performance.now() - t0) / 1000,
  command: ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' '),
  sections,
};
const out = path.join(import.meta.dirname, 'results.md');
fs.writeFileSync(out, formatMarkdown(report));
console.log(`\nWrote ${path.relative(process.cwd(), out)} (${Math.round(report.seconds)} s).`);
// Lingering handles (a tesseract worker, a keep-alive socket) must not keep the run alive.
process.exit(0);
