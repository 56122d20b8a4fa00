// The Server-Timing header of a server-rendered page: `render;dur=<ms>, cache;desc=hit|miss`.

export type ServerTiming = Map<string, { dur: number | null; desc: string | null }>;

export function parseServerTiming(header: string | null | undefined): ServerTiming {
  const out: ServerTiming = new Map();
  for (const metric of (header ?? '').split(',')) {
    const [name, ...params] = metric.split(';').map((s) => s.trim());
    if (!name) continue;
    let dur: number | null = null;
    let desc: string | null = null;
    for (const param of params) {
      const eq = param.indexOf('=');
      if (eq < 0) continue;
      const key = param.slice(0, eq).trim().toLowerCase();
      const value = param
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
      if (key === 'dur' && Number.isFinite(Number(value)) && value !== '') dur = Number(value);
      if (key === 'desc') desc = value;
    }
    out.set(name, { dur, desc });
  }
  return out;
}

/** The page's render time and whether it came from the cache, as the SSR reply reports them. */
export function renderTiming(header: string | null | undefined): {
  renderMs: number | null;
  cache: string | null;
} {
  const timing = parseServerTiming(header);
  return { renderMs: timing.get('render')?.dur ?? null, cache: timing.get('cache')?.desc ?? null };
}
