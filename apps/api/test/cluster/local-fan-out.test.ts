// What the public cache and the live events tell the cluster bus, and what they do with what it brings.
// No database: the classes alone.
import { describe, expect, it } from 'vitest';
import type { ShopEvent } from '@pataka/domain/shop-events';
import type { ClusterMessage } from '../../src/lib/cluster/cluster-bus.ts';
import { metricsRegistry } from '../../src/lib/metrics.ts';
import { PublicCache } from '../../src/lib/public-cache.ts';
import { ShopEvents } from '../../src/plugins/shop-events.ts';

const event: ShopEvent = {
  type: 'order.created',
  orderId: 'o-1',
  orderNumber: 'ENQ-000001',
  message: 'New enquiry',
  at: new Date().toISOString(),
};

const lookups = async () => {
  const metric = (await metricsRegistry.getMetricsAsJSON()).find(
    (m) => m.name === 'pataka_public_cache_lookups_total',
  );
  const value = (result: string) => metric?.values.find((v) => v.labels.result === result)?.value ?? 0;
  return { hit: value('hit'), miss: value('miss') };
};

describe('PublicCache and the other instances', () => {
  it('announces a feature’s invalidate, but not a local one or a clear', async () => {
    const announced: string[] = [];
    const cache = new PublicCache({ onInvalidate: (tenantId) => announced.push(tenantId) });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('demo', 'k', load);
    cache.invalidate('demo');
    cache.invalidateLocally('demo2');
    cache.clear();
    expect(announced).toEqual(['demo']);
    await cache.get('demo', 'k', load);
    cache.invalidateLocally('demo');
    expect((await cache.get('demo', 'k', load)).body).toBe('3');
  });

  it('clear() also retires a load under way (it may have read what a missed message changed)', async () => {
    const cache = new PublicCache();
    let release!: () => void;
    const slow = cache.get('demo', 'k', () => new Promise((r) => (release = () => r('old'))));
    cache.clear();
    release();
    expect((await slow).body).toBe('"old"');
    expect((await cache.get('demo', 'k', async () => 'new')).body).toBe('"new"');
  });

  it('counts hits and misses', async () => {
    const cache = new PublicCache();
    const before = await lookups();
    await cache.get('demo', 'counted', async () => 1);
    await cache.get('demo', 'counted', async () => 1);
    await cache.get('demo', 'counted', async () => 1);
    const after = await lookups();
    expect(after.miss - before.miss).toBe(1);
    expect(after.hit - before.hit).toBe(2);
  });
});

describe('ShopEvents and the other instances', () => {
  it('sends its own events to the bus, to consoles and to every-tenant listeners', async () => {
    const sent: ClusterMessage[] = [];
    const events = new ShopEvents({ publish: async (m) => void sent.push(m) });
    const consoles: ShopEvent[] = [];
    const pushed: ShopEvent[] = [];
    events.subscribe('demo', (e) => consoles.push(e));
    events.subscribeAll((_t, e) => pushed.push(e));
    events.publish('demo', event);
    expect(sent).toEqual([{ type: 'shop.event', tenantId: 'demo', event }]);
    expect(consoles).toEqual([event]);
    expect(pushed).toEqual([event]);
  });

  it("gives another instance's event to that shop's consoles only: no push, no re-publish", async () => {
    const sent: ClusterMessage[] = [];
    const events = new ShopEvents({ publish: async (m) => void sent.push(m) });
    const consoles: ShopEvent[] = [];
    const otherShop: ShopEvent[] = [];
    const pushed: ShopEvent[] = [];
    events.subscribe('demo', (e) => consoles.push(e));
    events.subscribe('demo2', (e) => otherShop.push(e));
    events.subscribeAll((_t, e) => pushed.push(e));
    events.deliverFromPeer('demo', event);
    expect(consoles).toEqual([event]);
    expect(otherShop).toEqual([]);
    expect(pushed).toEqual([]);
    expect(sent).toEqual([]);
  });
});
