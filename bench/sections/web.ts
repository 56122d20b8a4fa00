import fs from 'node:fs';
import type { BenchOptions } from '../lib/args.ts';
import { findDemoPages } from '../lib/demo-pages.ts';
import { firstVisitDialogs } from '../lib/first-visit.ts';
import { initialJsByPackage } from '../lib/initial-js-packages.ts';
import { INITIAL_JS_BUDGET_BYTES, measureServedInitialJs, type InitialJs } from '../initial-js.ts';
import { runLighthouse, type PageMetrics } from '../lib/lighthouse-run.ts';
import { observedBudgets, observedTable, observePages } from '../lib/observed-pages.ts';
import { fmt, median, verdict, type BudgetCheck, type SectionResult, type Table } from '../lib/report.ts';
import {
  buildClientWithSourceMaps,
  copyBuild,
  ensureBuild,
  PRODUCTION_ENV,
  type BuildCopy,
} from '../lib/storefront-build.ts';
import { databaseTargets, withApiServer } from '../lib/targets.ts';

/** DESIGN.md "Budgets", storefront: Lighthouse 13 mobile, per page. */
export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 95,
  bestPractices: 95,
  seo: 100,
  cls: 0.02,
  tbtMs: 150,
  fcpMs: 1000,
  lcpMs: 1500,
} as const;

type Medians = { [K in Exclude<keyof PageMetrics, 'lcpElement' | 'failedAudits'>]: number | null };

/** Attempts per run: Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine. */
const ATTEMPTS = 3;

/**
 * Lighthouse on one page: a discarded warm-up run (server caches, disk), then `runs` measured runs,
 * each retried when Lighthouse itself fails (the failures are reported).
 */
async function lighthousePage(url: string, runs: number) {
  const ok: PageMetrics[] = [];
  const failures: string[] = [];
  for (let i = 0; i <= runs; i++) {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const m = await runLighthouse(url);
        if (i > 0) ok.push(m);
        break;
      } catch (err) {
        failures.push(`${i === 0 ? 'warm-up: ' : ''}${(err as Error).message.split('\n')[0]!}`);
      }
    }
  }
  const med = (pick: (m: PageMetrics) => number) => median(ok.map(pick));
  const medians: Medians = {
    performance: med((m) => m.performance),
    accessibility: med((m) => m.accessibility),
    bestPractices: med((m) => m.bestPractices),
    seo: med((m) => m.seo),
    fcpMs: med((m) => m.fcpMs),
    lcpMs: med((m) => m.lcpMs),
    tbtMs: med((m) => m.tbtMs),
    cls: med((m) => m.cls),
  };
  return { runs: ok, failures, medians };
}

function pageBudgets(page: string, m: Medians | null, reason?: string): BudgetCheck[] {
  const b = LIGHTHOUSE_BUDGETS;
  const rows: Array<[string, string, number | null, (v: number) => boolean, (v: number) => string]> = [
    [
      'Lighthouse mobile performance',
      `≥ ${b.performance}`,
      m?.performance ?? null,
      (v) => v >= b.performance,
      (v) => fmt(v, 0),
    ],
    [
      'Lighthouse accessibility',
      `≥ ${b.accessibility}`,
      m?.accessibility ?? null,
      (v) => v >= b.accessibility,
      (v) => fmt(v, 0),
    ],
    [
      'Lighthouse best practices',
      `≥ ${b.bestPractices}`,
      m?.bestPractices ?? null,
      (v) => v >= b.bestPractices,
      (v) => fmt(v, 0),
    ],
    ['Lighthouse SEO', `= ${b.seo}`, m?.seo ?? null, (v) => v >= b.seo, (v) => fmt(v, 0)],
    ['CLS', `≤ ${b.cls}`, m?.cls ?? null, (v) => v <= b.cls, (v) => fmt(v, 3)],
    ['TBT', `≤ ${b.tbtMs} ms`, m?.tbtMs ?? null, (v) => v <= b.tbtMs, (v) => `${fmt(v, 0)} ms`],
    ['FCP', `≤ ${b.fcpMs / 1000} s`, m?.fcpMs ?? null, (v) => v <= b.fcpMs, (v) => `${fmt(v / 1000, 2)} s`],
    ['LCP', `≤ ${b.lcpMs / 1000} s`, m?.lcpMs ?? null, (v) => v <= b.lcpMs, (v) => `${fmt(v / 1000, 2)} s`],
  ];
  return rows.map(([name, limit, value, pass, show]) => ({
    budget: `${name} ${page}`,
    limit,
    measured: value === null ? `not available: ${reason ?? 'not measured'}` : show(value),
    verdict: verdict(value === null ? null : pass(value)),
  }));
}

function initialJsBudget(js: InitialJs | null, reason?: string): BudgetCheck {
  return {
    budget: 'Initial JavaScript of /, gzipped',
    limit: `≤ ${INITIAL_JS_BUDGET_BYTES / 1024} KB`,
    measured: js ? `${fmt(js.gzipBytes / 1024)} KB` : `not available: ${reason}`,
    verdict: verdict(js ? js.gzipBytes <= INITIAL_JS_BUDGET_BYTES : null),
  };
}

function initialJsTables(js: InitialJs, build: BuildCopy, notes: string[]): Table[] {
  const tables: Table[] = [
    {
      title: 'Initial JavaScript of / as served (the scripts and modulepreloads its HTML names, gzip -9)',
      columns: ['file', 'raw KB', 'gzip KB'],
      rows: [
        ...js.files.map((f) => [f.file, fmt(f.rawBytes / 1024), fmt(f.gzipBytes / 1024)]),
        ['total', fmt(js.rawBytes / 1024), fmt(js.gzipBytes / 1024)],
      ],
    },
  ];
  // The served build's own maps when it has them; otherwise the same code built again with maps.
  const ownMaps = js.files.every((f) => fs.existsSync(`${build.clientDir}${f.file}.map`));
  const maps = ownMaps ? { dir: build.clientDir, seconds: 0 } : buildClientWithSourceMaps();
  if ('problem' in maps) {
    notes.push(`Initial JS by package: not available: ${maps.problem}`);
    return tables;
  }
  try {
    const { packages: byPackage, byNameOnly } = initialJsByPackage(js.files, maps.dir);
    if (byNameOnly)
      notes.push(
        `Initial JS by package: ${byNameOnly} of ${js.files.length} files matched by chunk name only (the sources changed since the measured build).`,
      );
    tables.push({
      title: 'Initial JavaScript of / by npm package (gzip KB shared out by source-map bytes: an estimate)',
      columns: ['package', 'gzip KB', 'share'],
      rows: byPackage.map((p) => [
        p.pkg,
        fmt(p.gzipBytes / 1024),
        `${fmt((100 * p.gzipBytes) / (js.gzipBytes || 1), 0)} %`,
      ]),
    });
    if (!ownMaps)
      notes.push(
        `Initial JS by package: from a second client build with hidden source maps (${fmt(maps.seconds, 0)} s), matched by file name.`,
      );
  } finally {
    if (!ownMaps) fs.rmSync(maps.dir, { recursive: true, force: true });
  }
  return tables;
}

export async function runWebSection(opts: BenchOptions): Promise<Omit<SectionResult, 'seconds'>> {
  const notes: string[] = [];
  const budgets: BudgetCheck[] = [];
  const tables: Table[] = [];
  const base = { id: 'web' as const, title: 'Storefront' };
  const buildProblem = ensureBuild(opts, notes);
  if (buildProblem) return { ...base, unavailable: buildProblem, tables, budgets, notes };
  const build = copyBuild();
  if (!build.ssrEntry)
    notes.push(
      'The build has no server renderer (apps/web/dist-ssr/entry-server.js): pages are the client-rendered shell.',
    );
  try {
    const [pglite] = databaseTargets(undefined);
    const env = { ...PRODUCTION_ENV, ...build.env };
    await withApiServer(pglite!, { name: 'web', env }, async (server) => {
      try {
        const js = await measureServedInitialJs(`${server.url}/`);
        tables.push(...initialJsTables(js, build, notes));
        budgets.push(initialJsBudget(js));
      } catch (err) {
        budgets.push(initialJsBudget(null, (err as Error).message.split('\n')[0]));
      }

      // The observed main-thread work at 4× first: the figure bench:check holds (bench/page-budgets.ts).
      try {
        const observed = await observePages(server.url);
        tables.push(observedTable(observed));
        budgets.push(...observedBudgets(observed));
      } catch (err) {
        notes.push(`Observed page traces failed: ${(err as Error).message.split('\n')[0]}`);
      }

      const demo = await findDemoPages(server.url);
      const pages = [
        '/',
        '/products',
        demo.product ? `/product/${demo.product.slug}` : null,
        demo.categorySlug ? `/category/${demo.categorySlug}` : null,
        '/quick-buy',
      ];
      if (!demo.product) budgets.push(...pageBudgets('/product/{slug}', null, demo.problems.join('; ')));
      if (!demo.categorySlug)
        budgets.push(...pageBudgets('/category/{slug}', null, demo.problems.join('; ')));

      const rows: string[][] = [];
      for (const page of pages.filter((p): p is string => p !== null)) {
        const m = await lighthousePage(server.url + page, opts.lighthouseRuns);
        if (m.failures.length)
          notes.push(
            `${page}: ${m.failures.length} Lighthouse attempts failed (each retried up to ${ATTEMPTS} times): ${[...new Set(m.failures)].join('; ')}`,
          );
        if (!m.runs.length) {
          budgets.push(...pageBudgets(page, null, m.failures[0]));
          rows.push([page, `not available: ${m.failures[0]}`]);
          continue;
        }
        budgets.push(...pageBudgets(page, m.medians));
        // TBT moves most between runs (one page read 41–307 ms in one sitting): the spread says how far to trust the median.
        const spread = (median: number | null, values: number[]) =>
          `${fmt(median, 0)} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
        const x = m.medians;
        rows.push([
          page,
          spread(
            x.performance,
            m.runs.map((r) => r.performance),
          ),
          fmt(x.accessibility, 0),
          fmt(x.bestPractices, 0),
          fmt(x.seo, 0),
          fmt(x.fcpMs, 0),
          fmt(x.lcpMs, 0),
          spread(
            x.tbtMs,
            m.runs.map((r) => r.tbtMs),
          ),
          fmt(x.cls, 3),
          m.runs[0]!.lcpElement ?? '–',
          [...new Set(m.runs.flatMap((r) => r.failedAudits))].join(', ') || 'none',
        ]);
      }
      tables.push({
        title: `Lighthouse 13, mobile preset (simulated throttling), first-time visitor: median of ${opts.lighthouseRuns} runs after a warm-up run (performance and TBT min–max in brackets)`,
        columns: [
          'page',
          'performance',
          'a11y',
          'best pr.',
          'SEO',
          'FCP ms',
          'LCP ms',
          'TBT ms',
          'CLS',
          'LCP element (run 1)',
          'audits below 100 % (a11y, BP, SEO)',
        ],
        rows,
      });
      try {
        const urls = pages.filter((p): p is string => p !== null).map((p) => server.url + p);
        for (const v of await firstVisitDialogs(urls))
          notes.push(
            `First visit to ${new URL(v.url).pathname}: ${v.dialog ? `a modal is on screen ("${v.dialog}…"), and Lighthouse measured the page with it` : 'no modal dialog on screen'}.`,
          );
      } catch (err) {
        notes.push(`First-visit modal check failed: ${(err as Error).message.split('\n')[0]}`);
      }
    });
  } finally {
    build.remove();
  }
  notes.push(
    'Lighthouse runs one at a time, each in a fresh Chromium (/usr/bin/chromium --headless --no-sandbox --disable-gpu --disable-background-networking), against the real server in production mode (API + server renderer + a copy of the built storefront, PGlite, demo shop) on this machine; scores move a few points with machine load.',
  );
  return { ...base, tables, budgets, notes };
}
