import { startBaseline } from './baseline.ts';
import {
  describeStatuses,
  measureLoad,
  type LoadRequest,
  type LoadResult,
  type LoadSettings,
} from './load-test.ts';
import { fmt, spreadPercent } from './report.ts';
import type { CapturedResponse } from './static-server.ts';

export type Comparison = {
  label: string;
  api: LoadResult;
  baselines: LoadResult[];
  /** API req/s over the mean baseline req/s: the figure that survives machine noise. */
  ratio: number;
  /** How far the repeated baseline runs disagree, in percent (null with one run). */
  baselineSpread: number | null;
};

/**
 * Measures one endpoint on the API and on a static server answering the same bytes, at the same
 * concurrency. With baselineRuns 2 the baseline runs before AND after the API, so drift during the
 * run shows as spread instead of silently skewing the ratio.
 */
export async function compareWithBaseline(opts: {
  label: string;
  apiUrl: string;
  request: Omit<LoadRequest, 'url'> & { path: string };
  captured: CapturedResponse;
  settings: LoadSettings;
  baselineRuns?: 1 | 2;
}): Promise<Comparison> {
  const baseline = await startBaseline([opts.captured]);
  try {
    const { path, ...rest } = opts.request;
    const onBaseline = () => measureLoad({ ...rest, url: baseline.url + path }, opts.settings);
    const baselines: LoadResult[] = [];
    if (opts.baselineRuns === 2) baselines.push(await onBaseline());
    const api = await measureLoad({ ...rest, url: opts.apiUrl + path }, opts.settings);
    baselines.push(await onBaseline());
    const meanBaseline = baselines.reduce((a, b) => a + b.rps, 0) / baselines.length;
    return {
      label: opts.label,
      api,
      baselines,
      ratio: meanBaseline > 0 ? api.rps / meanBaseline : NaN,
      baselineSpread: spreadPercent(baselines.map((b) => b.rps)),
    };
  } finally {
    await baseline.stop();
  }
}

export const LOAD_COLUMNS = [
  'database',
  'endpoint',
  'server',
  'req/s',
  'p50 ms',
  'p99 ms',
  'non-2xx',
  'errors',
  '× baseline',
];

export function loadRow(
  database: string,
  endpoint: string,
  server: string,
  r: LoadResult,
  ratio = '',
): string[] {
  const non2xx = r.non2xx ? `${r.non2xx} (${describeStatuses(r)})` : '0';
  return [
    database,
    endpoint,
    server,
    fmt(r.rps, 0),
    fmt(r.p50, 1),
    fmt(r.p99, 1),
    non2xx,
    String(r.errors + r.timeouts),
    ratio,
  ];
}

export function comparisonRows(database: string, c: Comparison): string[][] {
  return [
    loadRow(database, c.label, 'API', c.api, fmt(c.ratio, 2)),
    ...c.baselines.map((b, i) =>
      loadRow(database, c.label, c.baselines.length > 1 ? `static baseline #${i + 1}` : 'static baseline', b),
    ),
  ];
}

/** A row that says why an endpoint was not measured. */
export function unavailableRow(database: string, endpoint: string, reason: string): string[] {
  return [database, endpoint, `not available: ${reason}`, '', '', '', '', '', ''];
}
