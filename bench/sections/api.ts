import type { BenchOptions } from '../lib/args.ts';
import type { ApiServer } from '../lib/api-server.ts';
import { capture } from '../lib/baseline.ts';
import {
  compareWithBaseline,
  comparisonRows,
  LOAD_COLUMNS,
  unavailableRow,
  type Comparison,
} from '../lib/compare.ts';
import { errorText } from '../lib/customers.ts';
import type { LoadSettings } from '../lib/load-test.ts';
import type { ListedProduct } from '../lib/order-body.ts';
import { ORDER_PATH, prepareOrderLoad } from '../lib/order-load.ts';
import { fmt, verdict, type BudgetCheck, type SectionResult } from '../lib/report.ts';
import { databaseTargets, withApiServer, type Target } from '../lib/targets.ts';

const TENANT = 'demo';
const PRODUCTS_PATH = '/api/v1/products?limit=100';

export const RATIO_BUDGET = 0.5;
export const P99_BUDGET_MS = 25;

type TargetOutcome = {
  rows: string[][];
  products: Comparison | null;
  missing: string | null;
  notes: string[];
};

const jsonHeaders = { 'x-tenant-id': TENANT };
const why = (c: { status: number; json: unknown }) =>
  `answered ${c.status}: ${errorText((c.json ?? {}) as Parameters<typeof errorText>[0])}`;

async function benchOrders(
  server: ApiServer,
  listed: ListedProduct[],
  settings: LoadSettings,
  label: string,
) {
  const load = await prepareOrderLoad(server, TENANT, listed);
  if ('unavailable' in load)
    return { rows: [unavailableRow(label, `POST ${ORDER_PATH}`, load.unavailable)], notes: [] };
  const c = await compareWithBaseline({
    label: `POST ${ORDER_PATH}`,
    apiUrl: server.url,
    request: load.request,
    captured: load.sample,
    settings,
  });
  const notes = [
    `${label}: orders rotate over ${load.customers} signed-in customers, each request with its own Idempotency-Key (${c.api.requests} orders created in the measured run).`,
  ];
  if (load.stoppedBy) notes.push(`${label}: signing in customers stopped early: ${load.stoppedBy}`);
  return { rows: comparisonRows(label, c), notes };
}

async function benchTarget(target: Target, opts: BenchOptions): Promise<TargetOutcome> {
  const settings: LoadSettings = {
    connections: opts.connections,
    durationS: opts.durationS,
    warmupS: opts.warmupS,
  };
  return withApiServer(target, { name: 'api' }, async (server) => {
    const rows: string[][] = [];
    const notes = [
      `${target.label}: server ready in ${fmt(server.startMs / 1000, 1)} s (migrate + seed + listen).`,
    ];
    const list = await capture(server.url, { method: 'GET', path: PRODUCTS_PATH, headers: jsonHeaders });
    const listed = ((list.json as { data?: ListedProduct[] } | null)?.data ?? []) as ListedProduct[];
    if (list.status !== 200 || !Array.isArray(listed)) {
      rows.push(unavailableRow(target.label, `GET ${PRODUCTS_PATH}`, why(list)));
      return { rows, products: null, missing: why(list), notes };
    }
    notes.push(
      `${target.label}: GET ${PRODUCTS_PATH} returns ${listed.length} products, ${list.body.length} bytes.`,
    );
    const products = await compareWithBaseline({
      label: `GET ${PRODUCTS_PATH}`,
      apiUrl: server.url,
      request: { path: PRODUCTS_PATH, headers: jsonHeaders },
      captured: list,
      settings,
      baselineRuns: 2,
    });
    rows.push(...comparisonRows(target.label, products));
    notes.push(
      `${target.label}: the two static baseline runs of GET /products (before and after the API) differ by ${fmt(products.baselineSpread, 0)} %: the machine's noise over ~${Math.round(2 * (settings.durationS + settings.warmupS) + settings.durationS)} s.`,
    );

    const slug = listed[0]?.slug;
    const slugPath = `/api/v1/products/slug/${encodeURIComponent(slug ?? '')}`;
    const one = slug
      ? await capture(server.url, { method: 'GET', path: slugPath, headers: jsonHeaders })
      : null;
    if (!one || one.status !== 200) {
      rows.push(
        unavailableRow(
          target.label,
          'GET /api/v1/products/slug/{slug}',
          one ? why(one) : 'no product listed',
        ),
      );
    } else {
      const c = await compareWithBaseline({
        label: `GET /api/v1/products/slug/${slug}`,
        apiUrl: server.url,
        request: { path: slugPath, headers: jsonHeaders },
        captured: one,
        settings,
      });
      rows.push(...comparisonRows(target.label, c));
    }

    const orders = await benchOrders(server, listed, settings, target.label);
    rows.push(...orders.rows);
    notes.push(...orders.notes);
    return { rows, products, missing: null, notes };
  });
}

function productBudgets(label: string, connections: number, c: Comparison | null, missing: string | null) {
  const measured = (s: string) => (c ? s : `not available: ${missing ?? 'not measured'}`);
  return [
    {
      budget: `${label}: GET /products (100 items) throughput vs static baseline`,
      limit: `≥ ${RATIO_BUDGET}×`,
      measured: measured(
        `${fmt(c?.ratio, 3)}× (${fmt(c?.api.rps, 0)} vs ${fmt(c ? c.api.rps / c.ratio : null, 0)} req/s)`,
      ),
      verdict: verdict(c ? c.ratio >= RATIO_BUDGET : null),
    },
    {
      budget: `${label}: GET /products p99 at ${connections} connections`,
      limit: `≤ ${P99_BUDGET_MS} ms`,
      // The baseline's own p99 shows how much of the tail is the machine rather than the API.
      measured: measured(
        `${fmt(c?.api.p99, 0)} ms (static baseline ${c?.baselines.map((b) => fmt(b.p99, 0)).join(' / ')} ms)`,
      ),
      verdict: verdict(c ? c.api.p99 <= P99_BUDGET_MS : null),
    },
  ] satisfies BudgetCheck[];
}

export async function runApiSection(opts: BenchOptions): Promise<Omit<SectionResult, 'seconds'>> {
  const rows: string[][] = [];
  const notes: string[] = [];
  const budgets: BudgetCheck[] = [];
  for (const target of databaseTargets(opts.databaseUrl)) {
    try {
      const outcome = await benchTarget(target, opts);
      rows.push(...outcome.rows);
      notes.push(...outcome.notes);
      budgets.push(...productBudgets(target.label, opts.connections, outcome.products, outcome.missing));
    } catch (err) {
      const reason = (err as Error).message.split('\n')[0]!;
      rows.push(unavailableRow(target.label, '(all)', reason));
      budgets.push(...productBudgets(target.label, opts.connections, null, reason));
    }
  }
  if (!opts.databaseUrl)
    budgets.push(...productBudgets('PostgreSQL', opts.connections, null, 'DATABASE_URL not set'));
  notes.push(
    `${opts.connections} connections, ${opts.warmupS} s warm-up then ${opts.durationS} s measured per row; the API and the static baseline each run in their own process, the load generator in this one.`,
    '"× baseline" = API req/s ÷ static-server req/s for the same bytes; GET /products runs the baseline before and after the API and the ratio uses their mean.',
  );
  return {
    id: 'api',
    title: 'API throughput',
    tables: [{ title: 'API vs static baseline', columns: LOAD_COLUMNS, rows }],
    budgets,
    notes,
  };
}
