// The five public routes of the demo shop traced at 4× (bench/lib/page-trace.ts) and held to
// bench/page-budgets.ts: shared by `npm run bench` (web section) and `npm run bench:check`.
import { PAGE_BUDGETS, PAGE_ROUTES, type PageRoute } from '../page-budgets.ts';
import { findDemoPages } from './demo-pages.ts';
import { CPU_SLOWDOWN, tracePages, type PageTrace } from './page-trace.ts';
import { fmt, verdict, type BudgetCheck, type Table } from './report.ts';

export type ObservedPages = {
  pages: Array<{ route: PageRoute; path: string; trace: PageTrace }>;
  /** Routes that could not be measured and why (no product in the demo shop…). */
  missing: Array<{ route: PageRoute; reason: string }>;
};

export async function observePages(
  baseUrl: string,
  runs = 5,
  options: { javaScript?: boolean } = {},
): Promise<ObservedPages> {
  const demo = await findDemoPages(baseUrl);
  const paths: Record<PageRoute, string | null> = {
    '/': '/',
    '/products': '/products',
    '/product/{slug}': demo.product ? `/product/${demo.product.slug}` : null,
    '/category/{slug}': demo.categorySlug ? `/category/${demo.categorySlug}` : null,
    '/quick-buy': '/quick-buy',
  };
  const wanted = PAGE_ROUTES.filter((r) => paths[r] !== null);
  const traces = await tracePages(
    wanted.map((r) => baseUrl + paths[r]!),
    runs,
    options,
  );
  return {
    pages: wanted.map((route, i) => ({ route, path: paths[route]!, trace: traces[i]! })),
    missing: PAGE_ROUTES.filter((r) => paths[r] === null).map((route) => ({
      route,
      reason: demo.problems.join('; ') || 'not found',
    })),
  };
}

const kb = (bytes: number) => bytes / 1024;

export function observedBudgets(observed: ObservedPages): BudgetCheck[] {
  const out: BudgetCheck[] = [];
  for (const { route, trace } of observed.pages) {
    const b = PAGE_BUDGETS[route];
    const m = trace.median;
    // A page whose scripts failed would block less: it must have hydrated for its figures to count (most
    // loads: on a loaded machine one may take longer than the trace waits).
    const hydrated = trace.runs.filter((r) => r.hydrationMs !== null).length;
    const needed = Math.ceil(trace.runs.length / 2);
    out.push(
      {
        budget: `${route} hydrated (the client's pataka:hydrated mark) in most traced loads`,
        limit: `≥ ${needed} of ${trace.runs.length}`,
        measured: `${hydrated} of ${trace.runs.length}`,
        verdict: verdict(hydrated >= needed),
      },
      {
        budget: `Observed blocking at ${CPU_SLOWDOWN}× ${route} (median of ${trace.runs.length})`,
        limit: `≤ ${b.blockingMs} ms`,
        measured: `${fmt(m.blockingMs, 0)} ms`,
        verdict: verdict(m.blockingMs <= b.blockingMs),
      },
      {
        budget: `HTML ${route}, uncompressed`,
        limit: `≤ ${b.htmlKb} KB`,
        measured: `${fmt(kb(trace.bytes.htmlBytes))} KB`,
        verdict: verdict(kb(trace.bytes.htmlBytes) <= b.htmlKb),
      },
      {
        budget: `CSS inline in ${route}, uncompressed`,
        limit: `≤ ${b.inlineCssKb} KB`,
        measured: `${fmt(kb(trace.bytes.inlineCssBytes))} KB`,
        verdict: verdict(kb(trace.bytes.inlineCssBytes) <= b.inlineCssKb),
      },
      {
        budget: `JS loaded by ${route}, gzipped`,
        limit: `≤ ${b.jsGzKb} KB`,
        measured: `${fmt(kb(trace.bytes.jsGzBytes))} KB`,
        verdict: verdict(kb(trace.bytes.jsGzBytes) <= b.jsGzKb),
      },
    );
  }
  for (const { route, reason } of observed.missing)
    out.push({
      budget: `Observed page ${route}`,
      limit: '–',
      measured: `not available: ${reason}`,
      verdict: 'not measured',
    });
  return out;
}

export function observedTable(observed: ObservedPages): Table {
  const span = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
  return {
    title: `Observed main-thread work loading each page in Chromium at ${CPU_SLOWDOWN}× CPU slowdown (DevTools trace per load, first-time visitor, 375 px): median of ${observed.pages[0]?.trace.runs.length ?? 0} after an unthrottled warm-up (blocking min–max in brackets); bytes from the warm-up load`,
    columns: [
      'page',
      'blocking ms (Σ task − 50)',
      'longest task ms',
      'long tasks',
      'busy ms',
      'task CPU ms',
      'script ms',
      'style+layout ms',
      'hydration ms',
      'HTML KB',
      'of which state KB',
      'inline CSS KB',
      'linked CSS KB',
      'JS KB gz',
    ],
    rows: observed.pages.map(({ path, trace }) => {
      const m = trace.median;
      return [
        path,
        `${fmt(m.blockingMs, 0)} (${span(trace.runs.map((r) => r.blockingMs))})`,
        fmt(m.longestTaskMs, 0),
        fmt(m.longTasks, 0),
        fmt(m.busyMs, 0),
        fmt(m.cpuMs, 0),
        fmt(m.scriptMs, 0),
        fmt(m.styleLayoutMs, 0),
        fmt(m.hydrationMs, 0),
        fmt(kb(trace.bytes.htmlBytes)),
        fmt(kb(trace.bytes.stateBytes)),
        fmt(kb(trace.bytes.inlineCssBytes)),
        fmt(kb(trace.bytes.linkedCssBytes)),
        fmt(kb(trace.bytes.jsGzBytes)),
      ];
    }),
  };
}
