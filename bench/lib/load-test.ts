import autocannon from 'autocannon';
import { runWrk } from './wrk.ts';

export type LoadRequest = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Called before every request; returns what to change (e.g. a fresh Idempotency-Key). */
  perRequest?: () => { path?: string; headers?: Record<string, string>; body?: string };
};

export type LoadSettings = {
  connections: number;
  durationS: number;
  warmupS: number;
  /** The load generator: autocannon (default) or wrk (C; for large replies, see wrk.ts). */
  tool?: LoadTool;
};

export type LoadTool = 'autocannon' | 'wrk';

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
};

function run(req: LoadRequest, connections: number, durationS: number) {
  const base = { method: req.method ?? 'GET', headers: req.headers ?? {}, body: req.body };
  const perRequest = req.perRequest;
  return autocannon({
    url: req.url,
    connections,
    duration: durationS,
    timeout: 10,
    requests: [
      {
        ...base,
        // autocannon calls setupRequest whenever the key exists, even when undefined.
        ...(perRequest && {
          setupRequest: (raw) => {
            const change = perRequest();
            return {
              ...raw,
              ...(change.path ? { path: change.path } : {}),
              ...(change.body !== undefined ? { body: change.body } : {}),
              headers: { ...raw.headers, ...change.headers },
            };
          },
        }),
      },
    ],
  });
}

/** A warm-up run (discarded: JIT, caches, connection set-up), then the measured run. */
export async function measureLoad(req: LoadRequest, settings: LoadSettings): Promise<LoadResult> {
  if (settings.tool === 'wrk') {
    if (req.method === 'POST' || req.perRequest) throw new Error('wrk here runs plain GETs only');
    const target = { url: req.url, headers: req.headers };
    if (settings.warmupS > 0) await runWrk(target, settings.connections, settings.warmupS);
    return runWrk(target, settings.connections, settings.durationS);
  }
  if (settings.warmupS > 0) await run(req, settings.connections, settings.warmupS);
  const r = await run(req, settings.connections, settings.durationS);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, Number(v.count)])),
  };
}

/** "201:4000 409:12" — what the server answered, for the non-2xx column. */
export function describeStatuses(r: LoadResult): string {
  return Object.entries(r.statusCodes)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
}
