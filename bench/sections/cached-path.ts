// The cached path against a static server of the same bytes (issue 30, part 3): what a phone asks for
// (Accept-Encoding: br, gzip) — a cached storefront product page and GET /api/v1/products?limit=100 —
// under wrk at 50 connections, on the API and on a bare node:http server replaying the API's very
// compressed bytes and headers. Three rounds, each API-then-static for each endpoint within the same
// minute; the medians of the three and the ratios are what the budget reads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchOptions } from '../lib/args.ts';
import { startTsChild, waitForLine } from '../lib/child-process.ts';
import { findDemoPages } from '../lib/demo-pages.ts';
import { measureLoad, type LoadResult, type LoadSettings } from '../lib/load-test.ts';
import { processCpuMs } from '../lib/process-cpu.ts';
import { captureRaw } from '../lib/raw-capture.ts';
import type { RawResponse } from '../lib/raw-static-server.ts';
import { fmt, median, verdict, type BudgetCheck, type SectionResult, type Table } from '../lib/report.ts';
import { copyBuild, ensureBuild, PRODUCTION_ENV, type BuildCopy } from '../lib/storefront-build.ts';
import { databaseTargets, withApiServer, type Target } from '../lib/targets.ts';
import { wrkAvailable } from '../lib/wrk.ts';

/** DESIGN.md "Budgets" / issue 30: the API's p99 at most this times the static server's… */
export const P99_RATIO_BUDGET = 1.5;
/** …and its throughput at least this share of the static server's. */
export const RPS_RATIO_BUDGET = 0.6;
export const ROUNDS = 3;
/** What a phone's browser sends. */
const PHONE_ENCODING = { 'accept-encoding': 'br, gzip' };

type Endpoint = { label: string; path: string; headers: Record<string, string> };
/** One wrk run and the server's CPU per request over it (µs; null where /proc cannot tell). */
type Measured = LoadResult & { cpuUsPerRequest: number | null };
type Round = { api: Measured; static: Measured };
export type EndpointOutcome = { endpoint: Endpoint; bytes: number; encoding: string; rounds: Round[] };

/** Medians over the rounds and the ratios the budget reads (computed from the medians). */
export function summarise(rounds: Round[]) {
  const m = (pick: (r: Round) => number) => median(rounds.map(pick)) ?? NaN;
  const api = { rps: m((r) => r.api.rps), p50: m((r) => r.api.p50), p99: m((r) => r.api.p99) };
  const stat = { rps: m((r) => r.static.rps), p50: m((r) => r.static.p50), p99: m((r) => r.static.p99) };
  const cpu = (side: 'api' | 'static') =>
    median(rounds.map((r) => r[side].cpuUsPerRequest).filter((n): n is number => n !== null));
  const cpuApi = cpu('api');
  const cpuStatic = cpu('static');
  return {
    api,
    static: stat,
    p99Ratio: api.p99 / stat.p99,
    rpsRatio: api.rps / stat.rps,
    cpu: { api: cpuApi, static: cpuStatic, ratio: cpuApi !== null && cpuStatic ? cpuApi / cpuStatic : null },
  };
}

/** A warm-up run, then the measured run with the server's CPU time read around it. */
async function measure(
  url: string,
  headers: Record<string, string>,
  pid: number | undefined,
  settings: LoadSettings,
): Promise<Measured> {
  if (settings.warmupS > 0)
    await measureLoad({ url, headers }, { ...settings, durationS: settings.warmupS, warmupS: 0 });
  const before = processCpuMs(pid);
  const result = await measureLoad({ url, headers }, { ...settings, warmupS: 0 });
  const after = processCpuMs(pid);
  const cpuUsPerRequest =
    before !== null && after !== null && result.requests > 0
      ? ((after - before) * 1000) / result.requests
      : null;
  return { ...result, cpuUsPerRequest };
}

async function startReplay(responses: RawResponse[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-bench-replay-'));
  const file = path.join(dir, 'responses.json');
  fs.writeFileSync(file, JSON.stringify(responses));
  const child = startTsChild(
    path.join(import.meta.dirname, '../lib/raw-static-server.ts'),
    [file],
    process.env,
  );
  const stop = async () => {
    await child.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [, port] = await waitForLine(child, /listening (\d+)/, 30_000);
    return { url: `http://127.0.0.1:${port}`, pid: child.proc.pid, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function benchTarget(target: Target, settings: LoadSettings, build: BuildCopy) {
  // LOG_LEVEL as shipped (info: a line per request, deploy/Caddyfile keeps no access log of its own).
  const env = { ...PRODUCTION_ENV, ...build.env, LOG_LEVEL: 'info' };
  return withApiServer(target, { name: 'cached', env }, async (server) => {
    const demo = await findDemoPages(server.url);
    if (!demo.product) throw new Error(demo.problems.join('; '));
    const endpoints: Endpoint[] = [
      {
        label: `GET /product/{slug} (cached page)`,
        path: `/product/${demo.product.slug}`,
        headers: PHONE_ENCODING,
      },
      {
        label: 'GET /api/v1/products?limit=100',
        path: '/api/v1/products?limit=100',
        headers: { ...PHONE_ENCODING, 'x-tenant-id': 'demo' },
      },
    ];
    // The first request renders and caches; the second is what every later one is.
    const captured: RawResponse[] = [];
    for (const e of endpoints) {
      await captureRaw(server.url, e.path, e.headers);
      const raw = await captureRaw(server.url, e.path, e.headers);
      if (raw.status !== 200) throw new Error(`GET ${e.path} answered ${raw.status}`);
      captured.push(raw);
    }
    const replay = await startReplay(captured);
    try {
      const outcomes: EndpointOutcome[] = endpoints.map((endpoint, i) => {
        const raw = captured[i]!;
        const encoding = raw.headers.find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
        return { endpoint, bytes: Buffer.from(raw.bodyBase64, 'base64').length, encoding, rounds: [] };
      });
      for (let round = 0; round < ROUNDS; round++) {
        for (const o of outcomes) {
          const api = await measure(server.url + o.endpoint.path, o.endpoint.headers, server.pid, settings);
          const stat = await measure(replay.url + o.endpoint.path, o.endpoint.headers, replay.pid, settings);
          o.rounds.push({ api, static: stat });
        }
      }
      return outcomes;
    } finally {
      await replay.stop();
    }
  });
}

function rowsFor(label: string, o: EndpointOutcome): string[][] {
  const s = summarise(o.rounds);
  const cell = (r: LoadResult) => `${fmt(r.rps, 0)} req/s, p99 ${fmt(r.p99, 1)} ms`;
  return [
    [
      label,
      o.endpoint.label,
      `${fmt(o.bytes / 1024, 1)} KB ${o.encoding}`,
      ...o.rounds.map((r) => `${cell(r.api)} / ${cell(r.static)}`),
      `${fmt(s.api.rps, 0)} / ${fmt(s.static.rps, 0)} (${fmt(s.rpsRatio, 2)}×)`,
      `${fmt(s.api.p99, 1)} / ${fmt(s.static.p99, 1)} (${fmt(s.p99Ratio, 2)}×)`,
      `${fmt(s.cpu.api, 0)} / ${fmt(s.cpu.static, 0)} (${fmt(s.cpu.ratio, 2)}×)`,
      String(o.rounds.reduce((n, r) => n + r.api.non2xx + r.api.errors + r.api.timeouts, 0)),
    ],
  ];
}

function budgetsFor(label: string, outcomes: EndpointOutcome[] | null, reason: string | null): BudgetCheck[] {
  const names = ['GET /product/{slug} (cached page)', 'GET /api/v1/products?limit=100'];
  return names.flatMap((name, i) => {
    const o = outcomes?.[i];
    const s = o ? summarise(o.rounds) : null;
    const na = `not available: ${reason ?? 'not measured'}`;
    return [
      {
        budget: `${label}: ${name}, br, p99 vs static server of the same bytes (median of ${ROUNDS} wrk runs)`,
        limit: `≤ ${P99_RATIO_BUDGET}×`,
        measured: s ? `${fmt(s.p99Ratio, 2)}× (${fmt(s.api.p99, 1)} vs ${fmt(s.static.p99, 1)} ms)` : na,
        verdict: verdict(s ? s.p99Ratio <= P99_RATIO_BUDGET : null),
      },
      {
        budget: `${label}: ${name}, br, throughput vs static server of the same bytes (median of ${ROUNDS} wrk runs)`,
        limit: `≥ ${RPS_RATIO_BUDGET}×`,
        measured: s ? `${fmt(s.rpsRatio, 2)}× (${fmt(s.api.rps, 0)} vs ${fmt(s.static.rps, 0)} req/s)` : na,
        verdict: verdict(s ? s.rpsRatio >= RPS_RATIO_BUDGET : null),
      },
    ];
  });
}

export async function runCachedPathSection(opts: BenchOptions): Promise<Omit<SectionResult, 'seconds'>> {
  const base = { id: 'cached' as const, title: 'Cached path vs static (br)' };
  const notes: string[] = [];
  const budgets: BudgetCheck[] = [];
  if (!wrkAvailable())
    return {
      ...base,
      unavailable: 'wrk is not installed (apt-get install -y wrk)',
      tables: [],
      budgets,
      notes,
    };
  const buildProblem = ensureBuild(opts, notes);
  if (buildProblem) return { ...base, unavailable: buildProblem, tables: [], budgets, notes };
  const build = copyBuild();
  const settings: LoadSettings = {
    connections: opts.connections,
    durationS: opts.durationS,
    warmupS: opts.warmupS,
    tool: 'wrk',
  };
  const rows: string[][] = [];
  try {
    for (const target of databaseTargets(opts.databaseUrl)) {
      try {
        const outcomes = await benchTarget(target, settings, build);
        for (const o of outcomes) rows.push(...rowsFor(target.label, o));
        budgets.push(...budgetsFor(target.label, outcomes, null));
      } catch (err) {
        const reason = (err as Error).message.split('\n')[0]!;
        rows.push([target.label, '(all)', `not available: ${reason}`, '', '', '', '', '', '', '']);
        budgets.push(...budgetsFor(target.label, null, reason));
      }
    }
  } finally {
    build.remove();
  }
  if (!opts.databaseUrl) budgets.push(...budgetsFor('PostgreSQL', null, 'DATABASE_URL not set'));
  const tables: Table[] = [
    {
      title: `Cached replies with Accept-Encoding: br, gzip — API / static server of the same bytes and headers (wrk, ${opts.connections} connections)`,
      columns: [
        'database',
        'endpoint',
        'body',
        ...Array.from({ length: ROUNDS }, (_, i) => `round ${i + 1} API / static`),
        `req/s median API / static`,
        `p99 ms median API / static`,
        'server CPU µs/request API / static',
        'API non-2xx + errors',
      ],
      rows,
    },
  ];
  notes.push(
    "Server CPU µs/request: the server process's user + system CPU time (/proc) over the measured run divided by the requests answered — what a request costs the server, which holds on a machine shared with other work where req/s and p99 follow the neighbours.",
    `The server runs as shipped (production mode, the built storefront, LOG_LEVEL info). Each round loads the API, then a bare node:http server (bench/lib/raw-static-server.ts) answering the same path with the exact compressed bytes and headers the API sent (CSP, security headers, ETag, Vary…), ${opts.warmupS} s warm-up then ${opts.durationS} s each; ${ROUNDS} rounds, medians compared.`,
  );
  return { ...base, tables, budgets, notes };
}
