import { describe, expect, it } from 'vitest';
import { parseServerTiming, renderTiming } from './server-timing.ts';

describe('renderTiming', () => {
  it('reads the render time and the cache outcome of an SSR reply', () => {
    expect(renderTiming('render;dur=12.5, cache;desc=miss')).toEqual({ renderMs: 12.5, cache: 'miss' });
    expect(renderTiming('cache;desc="hit", render;dur=0')).toEqual({ renderMs: 0, cache: 'hit' });
  });

  it('says null for what the header does not carry', () => {
    expect(renderTiming(null)).toEqual({ renderMs: null, cache: null });
    expect(renderTiming('db;dur=3')).toEqual({ renderMs: null, cache: null });
    expect(renderTiming('render;desc=x')).toEqual({ renderMs: null, cache: null });
  });

  it('keeps every metric of the header', () => {
    expect([...parseServerTiming('a;dur=1, b ; desc=two ;dur=2,,c').entries()]).toEqual([
      ['a', { dur: 1, desc: null }],
      ['b', { dur: 2, desc: 'two' }],
      ['c', { dur: null, desc: null }],
    ]);
  });
});
