import { describe, expect, it } from 'vitest';
import type { LoadResult } from '../lib/load-test.ts';
import { summarise } from './cached-path.ts';

const run = (rps: number, p99: number, cpu: number | null) =>
  ({
    rps,
    p50: p99 / 4,
    p99,
    requests: rps * 10,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: {},
    cpuUsPerRequest: cpu,
  }) as LoadResult & {
    cpuUsPerRequest: number | null;
  };

describe('cached path vs static: the figures the budget reads', () => {
  it('takes the median of each side over the rounds, then the ratios of the medians', () => {
    const s = summarise([
      { api: run(6000, 20, 150), static: run(10000, 10, 60) },
      { api: run(1000, 90, 400), static: run(9000, 12, 70) },
      { api: run(7000, 15, 140), static: run(12000, 11, 65) },
    ]);
    expect(s.api).toEqual({ rps: 6000, p50: 5, p99: 20 });
    expect(s.static.rps).toBe(10000);
    expect(s.rpsRatio).toBeCloseTo(0.6);
    expect(s.p99Ratio).toBeCloseTo(20 / 11);
    expect(s.cpu).toEqual({ api: 150, static: 65, ratio: 150 / 65 });
  });

  it('leaves the CPU figure out where /proc could not tell', () => {
    const s = summarise([{ api: run(1, 1, null), static: run(1, 1, null) }]);
    expect(s.cpu).toEqual({ api: null, static: null, ratio: null });
  });
});
