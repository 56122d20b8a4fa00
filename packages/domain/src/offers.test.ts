import { describe, expect, it } from 'vitest';
import { FREE_SHOT_BANDS, freeShotsFor, nextFreeShotsBand } from './offers.ts';

describe('freeShotsFor', () => {
  it.each([
    [0, null],
    [4999, null],
    [4999.99, null],
    [5000, 12],
    [8000, 12],
    [8000.5, 30],
    [8001, 30],
    [15000, 30],
    [15001, 60],
    [30000, 60],
    [30001, 120],
    [50000, 120],
    [50001, 120],
    [250000, 120],
  ])('₹%d earns %s shots', (amount, shots) => {
    expect(freeShotsFor(amount)?.shots ?? null).toBe(shots);
  });

  it('reports the band reached', () => {
    expect(freeShotsFor(9000)?.band).toEqual({ min: 8001, max: 15000, shots: 30 });
  });

  it('lists the spec bands in order', () => {
    expect(FREE_SHOT_BANDS.map((b) => [b.min, b.shots])).toEqual([
      [5000, 12],
      [8001, 30],
      [15001, 60],
      [30001, 120],
    ]);
  });
});

describe('nextFreeShotsBand', () => {
  it.each([
    [0, 12, 5000],
    [4999, 12, 1],
    [5000, 30, 3001],
    [8000, 30, 1],
    [8001, 60, 7000],
    [29999.5, 120, 1.5],
  ])('from ₹%d the next band gives %i shots, ₹%d away', (amount, shots, remaining) => {
    expect(nextFreeShotsBand(amount)).toMatchObject({ band: { shots }, remaining });
  });

  it('is null in the top band', () => {
    expect(nextFreeShotsBand(30001)).toBeNull();
    expect(nextFreeShotsBand(50000)).toBeNull();
    expect(nextFreeShotsBand(90000)).toBeNull();
  });
});
