import { describe, expect, it } from 'vitest';
import { areaOf, summariseProfile, type CpuProfile } from './cpu-profile.ts';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(idle)') },
    {
      id: 2,
      callFrame: frame('handler', 'file:///repo/apps/api/src/modules/catalogue/products.routes.ts', 9),
    },
    { id: 3, callFrame: frame('dashify', 'file:///repo/node_modules/helmet/index.cjs', 4) },
    { id: 4, callFrame: frame('(garbage collector)') },
  ],
  startTime: 1_000,
  // Sample times: 1100 (handler), 1200 (idle), 1500 (helmet), 1600 (gc), 2000 (handler)
  samples: [2, 1, 3, 4, 2],
  timeDeltas: [100, 100, 300, 100, 400],
};

describe('areaOf', () => {
  it('names packages, repo folders and V8 pseudo-frames', () => {
    expect(areaOf('file:///r/node_modules/@fastify/compress/index.js', 'f')).toBe('@fastify/compress');
    expect(areaOf('file:///r/apps/api/src/modules/orders/x.ts', 'f')).toBe('apps/api/src/modules/orders');
    expect(areaOf('node:internal/stream_base_commons', 'f')).toBe('node core');
    expect(areaOf('', '(garbage collector)')).toBe('(garbage collector)');
  });
});

describe('summariseProfile', () => {
  it('adds up self time per function and area, leaving idle out', () => {
    const s = summariseProfile(profile);
    expect(s.busyMs).toBeCloseTo(0.9);
    expect(s.functions[0]).toMatchObject({ name: 'handler products.routes.ts:10', ms: 0.5 });
    expect(s.areas.map((a) => a.name)).toEqual([
      'apps/api/src/modules/catalogue',
      'helmet',
      '(garbage collector)',
    ]);
  });

  it('counts only samples inside the measured window', () => {
    const s = summariseProfile(profile, { fromUs: 1_300, toUs: 1_700 });
    expect(s.busyMs).toBeCloseTo(0.4);
    expect(s.functions.map((f) => f.name)).toEqual(['dashify index.cjs:5', '(garbage collector)']);
    expect(s.areas[0]!.share).toBeCloseTo(0.75);
  });
});
