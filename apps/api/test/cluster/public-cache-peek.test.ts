// PublicCache.peek(), the synchronous hit the cached replies try first (decision 148). No database.
import { describe, expect, it } from 'vitest';
import { PublicCache } from '../../src/lib/public-cache.ts';

describe('PublicCache.peek', () => {
  it('finds what get() stored, and nothing once the tenant is invalidated', async () => {
    const cache = new PublicCache();
    expect(cache.peek('demo', 'k')).toBeUndefined();
    const stored = await cache.get('demo', 'k', async () => ({ n: 1 }));
    expect(cache.peek('demo', 'k')).toBe(stored);
    expect(cache.peek('demo2', 'k')).toBeUndefined();
    cache.invalidate('demo');
    expect(cache.peek('demo', 'k')).toBeUndefined();
  });

  it('does not serve an expired entry', async () => {
    const cache = new PublicCache();
    await cache.get('demo', 'k', async () => 'x', 1);
    await new Promise((r) => setTimeout(r, 5));
    expect(cache.peek('demo', 'k')).toBeUndefined();
  });

  it('does not see a load that a write overtook (it was served once, never stored)', async () => {
    const cache = new PublicCache();
    let release!: () => void;
    const pending = cache.get('demo', 'k', () => new Promise((r) => (release = () => r('old'))));
    cache.invalidate('demo');
    release();
    await pending;
    expect(cache.peek('demo', 'k')).toBeUndefined();
  });
});
