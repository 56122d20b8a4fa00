import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchOptions } from '../lib/args.ts';
import { REPO_ROOT } from '../lib/child-process.ts';
import { firstVisitDialogs } from '../lib/first-visit.ts';
import { INITIAL_JS_BUDGET_BYTES, measureInitialJs } from '../initial-js.ts';
import { runLighthouse, type PageMetrics } from '../lib/lighthouse-run.ts';
import { fmt, median, verdict, type BudgetCheck, type SectionResult, type Table } from '../lib/report.ts';
import { databaseTargets, withApiServer } from '../lib/targets.ts';

const DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const PERFORMANCE_BUDGET = 95;
export const CLS_BUDGET = 0.02;

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((e) => newestMtime(path.join(p, e))));
}

/** Builds when asked or when there is no build; says so when the build is older than its sources. */
function ensureBuild(opts: BenchOptions, notes: string[]): string | null {
  const index = path.join(DIST, 'index.html');
  if (opts.build || !fs.existsSync(index)) {
    const started = performance.now();
    const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 300_000,
    });
    if (r.status !== 0) {
      const tail = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim().split('\n').slice(-3).join(' / ');
      return `npm run build -w apps/web failed: ${tail || r.error?.message}`;
    }
    notes.push(`Built the storefront in ${fmt((performance.now() - started) / 1000, 0)} s.`);
  } else {
    const sources = ['apps/web/src', 'apps/web/index.html', 'packages/domain/src'];
    if (Math.max(...sources.map((p) => newestMtime(path.join(REPO_ROOT, p)))) > fs.statSync(index).mtimeMs)
      notes.push(
        'apps/web/dist is older than its sources: figures are for the last build (run with --build).',
      );
  }
  return null;
}

/**
 * A private copy of the build: someone rebuilding apps/web/dist during the run would otherwise leave
 * the server's index.html pointing at deleted chunks (a blank page, Lighthouse NO_FCP).
 */
function snapshotDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-bench-dist-'));
  fs.cpSync(DIST, dir, { recursive: true });
  return dir;
}

function pageBudgets(page: string, perf: number | null, cls: number | null, reason?: string): BudgetCheck[] {
  const missing = `not available: ${reason}`;
  return [
    {
      budget: `Lighthouse mobile performance ${page}`,
      limit: `≥ ${PERFORMANCE_BUDGET}`,
      measured: perf === null ? missing : fmt(perf, 0),
      verdict: verdict(perf === null ? null : perf >= PERFORMANCE_BUDGET),
    },
    {
      budget: `CLS ${page}`,
      limit: `≤ ${CLS_BUDGET}`,
      measured: cls === null ? missing : fmt(cls, 3),
      verdict: verdict(cls === null ? null : cls <= CLS_BUDGET),
    },
  ];
}

function initialJsTable(dist: string): { table: Table; budget: BudgetCheck } {
  const js = measureInitialJs(dist);
  return {
    table: {
      title: 'Initial JavaScript (entry + modulepreloaded chunks, gzip -9)',
      columns: ['file', 'raw KB', 'gzip KB'],
      rows: [
        ...js.files.map((f) => [f.file, fmt(f.rawBytes / 1024), fmt(f.gzipBytes / 1024)]),
        ['total', fmt(js.rawBytes / 1024), fmt(js.gzipBytes / 1024)],
      ],
    },
    budget: {
      budget: 'Initial JavaScript, gzipped',
      limit: `≤ ${INITIAL_JS_BUDGET_BYTES / 1024} KB`,
      measured: `${fmt(js.gzipBytes / 1024)} KB`,
      verdict: verdict(js.gzipBytes <= INITIAL_JS_BUDGET_BYTES),
    },
  };
}

/** Lighthouse `runs` times on one page; each figure is the median of the runs that succeeded. */
async function lighthousePage(url: string, runs: number) {
  const ok: PageMetrics[] = [];
  const failures: string[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      ok.push(await runLighthouse(url));
    } catch (err) {
      failures.push((err as Error).message.split('\n')[0]!);
    }
  }
  const med = (pick: (m: PageMetrics) => number) => median(ok.map(pick));
  return {
    runs: ok,
    failures,
    performance: med((m) => m.performance),
    accessibility: med((m) => m.accessibility),
    lcpMs: med((m) => m.lcpMs),
    cls: med((m) => m.cls),
    tbtMs: med((m) => m.tbtMs),
  };
}

export async function runWebSection(opts: BenchOptions): Promise<Omit<SectionResult, 'seconds'>> {
  const notes: string[] = [];
  const budgets: BudgetCheck[] = [];
  const tables: Table[] = [];
  const base = { id: 'web' as const, title: 'Storefront' };
  const buildProblem = ensureBuild(opts, notes);
  if (buildProblem) return { ...base, unavailable: buildProblem, tables, budgets, notes };
  const dist = snapshotDist();
  try {
    const js = initialJsTable(dist);
    tables.push(js.table);
    budgets.push(js.budget);

    const [pglite] = databaseTargets(undefined);
    await withApiServer(pglite!, { name: 'web', env: { WEB_DIST_DIR: dist } }, async (server) => {
      const list = await fetch(`${server.url}/api/v1/products?limit=1`, {
        headers: { 'x-tenant-id': 'demo' },
      });
      const slug = list.ok
        ? ((await list.json()) as { data?: Array<{ slug?: string }> }).data?.[0]?.slug
        : undefined;
      const pages = ['/', '/products', ...(slug ? [`/product/${slug}`] : [])];
      if (!slug)
        budgets.push(
          ...pageBudgets('/product/{slug}', null, null, `no product slug (GET /products: ${list.status})`),
        );

      const rows: string[][] = [];
      for (const page of pages) {
        const m = await lighthousePage(server.url + page, opts.lighthouseRuns);
        if (m.failures.length)
          notes.push(
            `${page}: ${m.failures.length} of ${opts.lighthouseRuns} Lighthouse runs failed: ${m.failures.join('; ')}`,
          );
        budgets.push(...pageBudgets(page, m.performance, m.cls, m.failures[0]));
        if (!m.runs.length) {
          rows.push([page, `not available: ${m.failures[0]}`, '', '', '', '', '', '']);
          continue;
        }
        rows.push([
          page,
          `${fmt(m.performance, 0)} (${m.runs.map((r) => r.performance).join(', ')})`,
          fmt(m.accessibility, 0),
          fmt(m.lcpMs, 0),
          fmt(m.cls, 3),
          fmt(m.tbtMs, 0),
          m.runs[0]!.lcpElement ?? '–',
          [...new Set(m.runs.flatMap((r) => r.failedA11y))].join(', ') || 'none',
        ]);
      }
      tables.push({
        title: `Lighthouse 12, mobile defaults, first-time visitor: median of ${opts.lighthouseRuns} runs (every run's performance in brackets)`,
        columns: [
          'page',
          'performance',
          'accessibility',
          'LCP ms',
          'CLS',
          'TBT ms',
          'LCP element (run 1)',
          'failed a11y audits',
        ],
        rows,
      });
      try {
        for (const v of await firstVisitDialogs(pages.map((p) => server.url + p)))
          notes.push(
            `First visit to ${new URL(v.url).pathname}: ${v.dialog ? `a modal is on screen ("${v.dialog}…"), and Lighthouse measured the page with it` : 'no modal dialog on screen'}.`,
          );
      } catch (err) {
        notes.push(`First-visit modal check failed: ${(err as Error).message.split('\n')[0]}`);
      }
    });
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
  notes.push(
    'Lighthouse runs in a fresh Chromium per run against the real server (API + a copy of the built storefront, PGlite, demo shop) on this machine; scores move a few points with machine load.',
  );
  return { ...base, tables, budgets, notes };
}
