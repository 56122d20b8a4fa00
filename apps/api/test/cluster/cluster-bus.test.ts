import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { ClusterBus, ClusterDelivery } from '../../src/lib/cluster/cluster-bus.ts';
import { postgresClusterBus } from '../../src/lib/cluster/postgres-cluster-bus.ts';
import type { Database } from '../../src/db/types.ts';
import { openTestDatabase, testDbKind } from '../helpers/test-db.ts';
import { terminateListeners, within } from './two-instances.ts';

const log = pino({ level: 'silent' });

// LISTEN/NOTIFY is PostgreSQL's; on PGlite the app uses the local bus (src/lib/cluster/local-cluster-bus.test.ts).
describe.skipIf(testDbKind() !== 'postgres')('postgresClusterBus', () => {
  let database: Database;
  let url: string;
  const buses: ClusterBus[] = [];
  const open = async (options?: Parameters<typeof postgresClusterBus>[2]) => {
    const bus = await postgresClusterBus(url, log, options);
    buses.push(bus);
    const received: ClusterDelivery[] = [];
    bus.subscribe((m) => received.push(m));
    return { bus, received };
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    url = database.pool!.options.connectionString!;
  });
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    await database?.close();
  });

  it('delivers to the other instances and never back to the sender', async () => {
    const a = await open();
    const b = await open();
    await a.bus.publish({ type: 'cache.invalidate', tenantId: 'from-a' });
    await within(2000, () => b.received.length === 1);
    // NOTIFY reaches listeners in commit order: once A has B's reply, A's own message would have come first.
    await b.bus.publish({ type: 'cache.invalidate', tenantId: 'from-b' });
    await within(2000, () => a.received.length > 0);
    expect(a.received).toEqual([{ type: 'cache.invalidate', tenantId: 'from-b' }]);
    expect(b.received).toEqual([{ type: 'cache.invalidate', tenantId: 'from-a' }]);
  });

  it('fails its check while the LISTEN connection is gone, then listens again and says so', async () => {
    const sender = await open();
    // A slow first retry leaves a window the check must show.
    const slow = await open({ reconnect: { initialMs: 1000, maxMs: 1000 } });
    await expect(slow.bus.check()).resolves.toBeUndefined();
    expect(await terminateListeners(url)).toBeGreaterThanOrEqual(2);
    // The first failing check may still be the dropped connection's own error ("Connection terminated
    // unexpectedly"); once the bus has seen the loss it says it is not listening.
    await within(1000, () =>
      slow.bus.check().then(
        () => false,
        (err: Error) => /not listening/.test(err.message),
      ),
    );
    await expect(slow.bus.check()).rejects.toThrow(/not listening/);
    // Never throws, even with its own listener down.
    await expect(
      slow.bus.publish({ type: 'cache.invalidate', tenantId: 'meanwhile' }),
    ).resolves.toBeUndefined();

    await within(5000, () =>
      slow.bus.check().then(
        () => true,
        () => false,
      ),
    );
    expect(slow.received).toContainEqual({ type: 'cluster.reconnected' });
    await within(5000, () =>
      sender.bus.check().then(
        () => true,
        () => false,
      ),
    );
    await sender.bus.publish({ type: 'cache.invalidate', tenantId: 'after' });
    await within(2000, () =>
      slow.received.some((m) => m.type === 'cache.invalidate' && m.tenantId === 'after'),
    );
  });

  it('ends its connections on close and never throws afterwards', async () => {
    const { bus } = await open();
    await bus.publish({ type: 'cache.invalidate', tenantId: 'last' });
    const connections = async () => {
      const { rows } = await database.pool!.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and application_name like 'pataka-cluster-%'`,
      );
      return rows[0]!.n;
    };
    expect(await connections()).toBeGreaterThanOrEqual(2);
    await Promise.all(buses.map((b) => b.close()));
    await within(2000, async () => (await connections()) === 0);
    await expect(bus.check()).rejects.toThrow('closed');
    await expect(bus.publish({ type: 'cache.invalidate', tenantId: 'late' })).resolves.toBeUndefined();
  });
});
