import { describe, expect, it } from 'vitest';
import { mainThreadWork, pageMainThread, union, type TraceEvent } from './main-thread.ts';

const main = { pid: 7, tid: 1 };
const x = (name: string, tsMs: number, durMs: number, thread = main): TraceEvent => ({
  name,
  ph: 'X',
  ts: tsMs * 1000,
  dur: durMs * 1000,
  ...thread,
});
const mark = (name: string, tsMs: number): TraceEvent => ({ name, ph: 'R', ts: tsMs * 1000, ...main });

describe('mainThreadWork', () => {
  it('counts blocking beyond 50 ms per task, the longest, and script/style without double counting', () => {
    const events: TraceEvent[] = [
      x('RunTask', 0, 120), // 70 ms blocking
      x('EvaluateScript', 5, 100),
      x('FunctionCall', 10, 40), // nested in EvaluateScript: not counted twice
      x('UpdateLayoutTree', 106, 10),
      x('RunTask', 200, 30), // short: no blocking
      x('Layout', 205, 20),
      x('RunTask', 300, 80), // 30 ms blocking
      x('RunTask', 310, 10), // nested run loop inside the task above
      x('RunTask', 0, 500, { pid: 9, tid: 1 }), // another renderer: ignored
      mark('pataka:hydrate-start', 290),
      mark('pataka:hydrated', 350),
    ];
    const w = mainThreadWork(events, main);
    expect(w.blockingMs).toBeCloseTo(100);
    expect(w.longestTaskMs).toBeCloseTo(120);
    expect(w.longTasks).toBe(2);
    expect(w.busyMs).toBeCloseTo(230);
    expect(w.cpuMs).toBeNull(); // no thread times in these events
    expect(w.scriptMs).toBeCloseTo(100);
    expect(w.styleLayoutMs).toBeCloseTo(30);
    expect(w.hydrationMs).toBeCloseTo(50); // 300–350 of the third task
  });

  it('has no hydration figure without both marks', () => {
    expect(mainThreadWork([x('RunTask', 0, 10)], main).hydrationMs).toBeNull();
  });
});

describe('pageMainThread', () => {
  it('is the renderer main thread that parsed the page', () => {
    const events: TraceEvent[] = [
      { name: 'thread_name', ph: 'M', ts: 0, pid: 5, tid: 1, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', ts: 0, pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', ts: 0, pid: 7, tid: 2, args: { name: 'Compositor' } },
      { ...x('ParseHTML', 1, 1, { pid: 5, tid: 1 }), args: { beginData: { url: 'about:blank' } } },
      { ...x('ParseHTML', 2, 1), args: { beginData: { url: 'http://127.0.0.1:1/products?x=1' } } },
    ];
    expect(pageMainThread(events, 'http://127.0.0.1:1/products')).toEqual(main);
    expect(pageMainThread(events, 'http://127.0.0.1:1/quick-buy')).toBeNull();
  });
});

describe('union', () => {
  it('merges overlapping and nested intervals', () => {
    expect(
      union([
        [5, 8],
        [0, 3],
        [1, 2],
        [2, 4],
      ]),
    ).toEqual([
      [0, 4],
      [5, 8],
    ]);
  });
});
