// What a DevTools trace says about the renderer's main thread while a page loads: the tasks it ran
// (long ones block a tap), and how much of that was script, style/layout and React's hydration.
// Pure functions over the trace's events, so the arithmetic is tested without a browser.

export type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
};

export type MainThreadWork = {
  /** Σ (task − 50 ms) over tasks longer than 50 ms: the observed blocking time. */
  blockingMs: number;
  longestTaskMs: number;
  /** Tasks over 50 ms. */
  longTasks: number;
  /** Everything the thread ran (top-level tasks), ms. */
  busyMs: number;
  /**
   * The same tasks' thread CPU time (the trace's tdur), ms: unthrottled, and not inflated when other
   * processes hold the CPU, so it compares sittings on a loaded machine. Null when the trace has none.
   */
  cpuMs: number | null;
  /** JavaScript: compile, evaluate, calls, microtasks (union of their intervals), ms. */
  scriptMs: number;
  /** Style recalculation and layout (union), ms. */
  styleLayoutMs: number;
  /** Main-thread work between the client's pataka:hydrate-start and pataka:hydrated marks, or null. */
  hydrationMs: number | null;
};

/** Long-task threshold (as Lighthouse's TBT and the Long Tasks API). */
export const LONG_TASK_MS = 50;

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SCRIPT_NAMES = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.produceModuleCache',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'V8.Execute',
  'v8.run',
]);
const STYLE_LAYOUT_NAMES = new Set([
  'UpdateLayoutTree',
  'RecalculateStyles',
  'Layout',
  'ParseAuthorStyleSheet',
  'InvalidateLayout',
  'ScheduleStyleRecalculation',
]);

type Interval = [number, number];

/** Complete events ('X') and begin/end pairs ('B'/'E') on one thread, as [start, end] µs. */
function intervals(events: TraceEvent[], names: Set<string>): Interval[] {
  const out: Interval[] = [];
  const open = new Map<string, number[]>();
  for (const e of events) {
    if (!names.has(e.name)) continue;
    if (e.ph === 'X' && typeof e.dur === 'number') out.push([e.ts, e.ts + e.dur]);
    else if (e.ph === 'B') open.set(e.name, [...(open.get(e.name) ?? []), e.ts]);
    else if (e.ph === 'E') {
      const stack = open.get(e.name);
      const start = stack?.pop();
      if (start !== undefined) out.push([start, e.ts]);
    }
  }
  return out;
}

/** Nested and overlapping intervals merged: what a category cost, counted once. */
export function union(list: Interval[]): Interval[] {
  const sorted = [...list].sort((a, b) => a[0] - b[0]);
  const out: Interval[] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

const total = (list: Interval[]) => list.reduce((a, [s, e]) => a + (e - s), 0);

/** The part of the merged intervals that falls inside [from, to]. */
function within(list: Interval[], from: number, to: number): number {
  return list.reduce((a, [s, e]) => a + Math.max(0, Math.min(e, to) - Math.max(s, from)), 0);
}

/**
 * The renderer main thread that parsed the page's document (ParseHTML names its URL), as pid/tid.
 * A browser-wide trace also holds other renderers (about:blank, an earlier page).
 */
export function pageMainThread(events: TraceEvent[], url: string): { pid: number; tid: number } | null {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const path = new URL(url).pathname;
  for (const e of events) {
    if (e.name !== 'ParseHTML' || !mains.has(`${e.pid}:${e.tid}`)) continue;
    const begin = (e.args?.beginData as { url?: string } | undefined)?.url;
    if (begin && new URL(begin).pathname === path) return { pid: e.pid, tid: e.tid };
  }
  return null;
}

/** The main thread's work in a trace of one page load. */
export function mainThreadWork(events: TraceEvent[], thread: { pid: number; tid: number }): MainThreadWork {
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  // Top-level tasks only: a RunTask nested in another (a nested run loop) is part of its parent.
  const tasks = union(intervals(own, TASK_NAMES));
  // Thread time of the outermost tasks (a nested RunTask's is inside its parent's).
  const outer = own.filter(
    (e) =>
      TASK_NAMES.has(e.name) &&
      e.ph === 'X' &&
      tasks.some(([s, end]) => s === e.ts && end === e.ts + (e.dur ?? 0)),
  );
  const withCpu = outer.filter((e) => typeof e.tdur === 'number');
  const lengths = tasks.map(([s, e]) => (e - s) / 1000);
  const script = union(intervals(own, SCRIPT_NAMES));
  const styleLayout = union(intervals(own, STYLE_LAYOUT_NAMES));
  const mark = (name: string) =>
    events.find(
      (e) => e.name === name && e.pid === thread.pid && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n'),
    )?.ts;
  const start = mark('pataka:hydrate-start');
  const end = mark('pataka:hydrated');
  return {
    blockingMs: lengths.reduce((a, l) => a + Math.max(0, l - LONG_TASK_MS), 0),
    longestTaskMs: Math.max(0, ...lengths),
    longTasks: lengths.filter((l) => l > LONG_TASK_MS).length,
    busyMs: total(tasks) / 1000,
    cpuMs: withCpu.length ? withCpu.reduce((a, e) => a + e.tdur!, 0) / 1000 : null,
    scriptMs: total(script) / 1000,
    styleLayoutMs: total(styleLayout) / 1000,
    hydrationMs:
      start !== undefined && end !== undefined && end >= start ? within(tasks, start, end) / 1000 : null,
  };
}
