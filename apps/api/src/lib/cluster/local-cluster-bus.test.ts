import { describe, expect, it } from 'vitest';
import { localClusterBus } from './local-cluster-bus.ts';

describe('localClusterBus', () => {
  it('delivers nothing, not even back to this process, and is always ready', async () => {
    const bus = localClusterBus();
    const received: unknown[] = [];
    const stop = bus.subscribe((m) => received.push(m));
    await bus.publish({ type: 'cache.invalidate', tenantId: 'demo' });
    await expect(bus.check()).resolves.toBeUndefined();
    stop();
    await bus.close();
    expect(bus.kind).toBe('local');
    expect(received).toEqual([]);
  });
});
