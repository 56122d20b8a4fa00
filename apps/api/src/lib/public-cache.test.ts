import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache.ts';

const loader = (value: unknown) => async () => value;

describe('PublicCache', () => {
  it('serves a hit without loading again, and reloads after invalidate', async () => {
    const cache = new PublicCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(JSON.parse((await cache.get('demo', 'k', load)).body)).toEqual({ n: 1 });
    expect(JSON.parse((await cache.get('demo', 'k', load)).body)).toEqual({ n: 1 });
    cache.invalidate('demo');
    expect(JSON.parse((await cache.get('demo', 'k', load)).body)).toEqual({ n: 2 });
  });

  it('keeps tenants apart', async () => {
    const cache = new PublicCache();
    await cache.get('demo', 'k', loader('a'));
    await cache.get('demo2', 'k', loader('b'));
    cache.invalidate('demo');
    expect((await cache.get('demo2', 'k', loader('changed'))).body).toBe('"b"');
  });

  it('evicts the least recently used page but never a pinned entry', async () => {
    const cache = new PublicCache();
    await cache.get('demo', 'marker', loader('snapshot'), undefined, { pinned: true });
    await cache.get('demo', 'page-0', loader(0));
    for (let i = 1; i <= 1000; i++) {
      await cache.get('demo', `page-${i}`, loader(i));
      // page-0 stays in use, so the pages after it go first.
      await cache.get('demo', 'page-0', loader('reloaded'));
    }
    expect((await cache.get('demo', 'marker', loader('rebuilt'), undefined, { pinned: true })).body).toBe(
      '"snapshot"',
    );
    expect((await cache.get('demo', 'page-0', loader('reloaded'))).body).toBe('0');
    expect((await cache.get('demo', 'page-1', loader('reloaded'))).body).toBe('"reloaded"');
  });

  it('does not let a request join a load that started before an invalidation', async () => {
    const cache = new PublicCache();
    let release!: () => void;
    const slow = cache.get('demo', 'k', () => new Promise((r) => (release = () => r('old'))));
    cache.invalidate('demo');
    const fresh = cache.get('demo', 'k', loader('new'));
    release();
    expect((await slow).body).toBe('"old"');
    expect((await fresh).body).toBe('"new"');
    // The stale load finished after the invalidation: it was not kept.
    expect((await cache.get('demo', 'k', loader('again'))).body).toBe('"new"');
  });
});
