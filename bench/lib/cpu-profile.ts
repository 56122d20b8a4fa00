/** The parts of a V8 .cpuprofile (from `node --cpu-prof`) the summary reads. */
export type CpuProfile = {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  /** Microseconds on the system's monotonic clock (the same clock as process.hrtime). */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

export type HotSpot = { name: string; ms: number; share: number };

/** Where a function lives: a package, a file of this repo, or one of V8's pseudo-frames. */
export function areaOf(url: string, functionName: string): string {
  if (!url) return `(${functionName.replace(/[()]/g, '') || 'native'})`;
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node core';
  const repo = url.match(/\/(apps\/[^/]+\/src\/(?:modules\/[^/]+|[^/]+)|packages\/[^/]+\/src)/);
  return repo ? repo[1]! : url.replace(/^file:\/\//, '');
}

/**
 * Self time per function and per area over the samples taken between fromUs and toUs (monotonic
 * microseconds; leave out for the whole profile), largest first, idle time left out.
 */
export function summariseProfile(profile: CpuProfile, window: { fromUs?: number; toUs?: number } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const fn = new Map<string, number>();
  const area = new Map<string, number>();
  let t = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if ((window.fromUs !== undefined && t < window.fromUs) || (window.toUs !== undefined && t > window.toUs))
      return;
    const frame = byId.get(id);
    if (!frame || frame.functionName === '(idle)') return;
    const where = areaOf(frame.url, frame.functionName);
    const file = frame.url.split('/').pop() ?? '';
    const name = frame.url ? `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}` : where;
    fn.set(name, (fn.get(name) ?? 0) + delta);
    area.set(where, (area.get(where) ?? 0) + delta);
    total += delta;
  });
  const rank = (m: Map<string, number>): HotSpot[] =>
    [...m]
      .map(([name, us]) => ({ name, ms: us / 1000, share: total ? us / total : 0 }))
      .sort((a, b) => b.ms - a.ms);
  return { busyMs: total / 1000, functions: rank(fn), areas: rank(area) };
}
