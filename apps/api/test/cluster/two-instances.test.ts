import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ShopEvent } from '@pataka/domain/shop-events';
import { products } from '../../src/db/schema/catalogue.ts';
import { stableId } from '../../src/db/seed/stable-id.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as } from '../helpers/test-app.ts';
import { testDbKind } from '../helpers/test-db.ts';
import { orderBody, seedOrderCatalogue } from '../orders/order-fixtures.ts';
import { openEventStream } from '../live/sse-client.ts';
import { listen, startTwoInstances, terminateListeners, within } from './two-instances.ts';

type Instances = Awaited<ReturnType<typeof startTwoInstances>>;
type App = Instances['a'];

const wala = stableId('demo', 'product', '1000-wala');
const priceOn = async (app: App) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/products/slug/1000-wala',
    headers: as('demo'),
  });
  return (res.json() as { data: { price: number } }).data.price;
};
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

// Two instances need a database two processes can share: the embedded PGlite is owned by one process, and
// its app gets the local (no-op) bus. These run in the api-pg project (TEST_DATABASE_URL).
describe.skipIf(testDbKind() !== 'postgres')('two instances on one PostgreSQL database', () => {
  let two: Instances;
  let staff: string;

  beforeAll(async () => {
    two = await startTwoInstances();
    staff = (await adminToken(two.a.db, 'demo')).token;
  });
  afterAll(() => two?.close());

  const setPriceThroughA = async (rupees: number) => {
    const res = await two.a.inject({
      method: 'PATCH',
      url: `/api/v1/products/${wala}`,
      headers: as('demo', staff),
      payload: { price: rupees },
    });
    expect(res.statusCode).toBe(200);
  };

  it('both listen on PostgreSQL and say so in readiness', async () => {
    for (const app of [two.a, two.b]) {
      expect(app.clusterBus.kind).toBe('postgres');
      const ready = await app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(ready.json().checks['cluster-bus']).toEqual({ status: 'ok', detail: 'postgres' });
    }
  });

  it("shows a staff price change made through A on B's public read within 1 s", async () => {
    // B's cache is warm: a change behind its back (straight to the database) is not seen…
    expect(await priceOn(two.b)).toBe(380);
    await two.a.db
      .update(products)
      .set({ pricePaise: 37_000 })
      .where(and(eq(products.tenantId, 'demo'), eq(products.id, wala)));
    expect(await priceOn(two.b)).toBe(380);
    // …while one made through A is, each time.
    const delays: number[] = [];
    for (const rupees of [350, 351, 352, 353, 354, 355, 356, 357, 358, 359]) {
      expect(await priceOn(two.b)).not.toBe(rupees);
      await setPriceThroughA(rupees);
      delays.push(await within(1000, async () => (await priceOn(two.b)) === rupees));
    }
    console.log(
      `A write → B read: median ${median(delays).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms`,
    );
    expect(Math.max(...delays)).toBeLessThan(1000);
  });

  it('streams an enquiry placed through A to a console connected to B, and pushes it only from A', async () => {
    const shop = await seedOrderCatalogue(two.a.db, 'demo');
    const buyer = await customerWithToken(two.a.db, 'demo');
    const base = await listen(two.b);
    const pushedBy = { a: [] as ShopEvent[], b: [] as ShopEvent[] };
    const stops = [
      two.a.shopEvents.subscribeAll((_t, e) => pushedBy.a.push(e)),
      two.b.shopEvents.subscribeAll((_t, e) => pushedBy.b.push(e)),
    ];
    const stream = await openEventStream(base, as('demo', staff));
    try {
      await stream.next((m) => m.event === 'ready');
      const placed = await two.a.inject({
        method: 'POST',
        url: '/api/v1/orders/my-order',
        headers: as('demo', buyer.token),
        payload: orderBody([[shop.rocket.id, 3]]),
      });
      expect(placed.statusCode).toBe(201);
      const returned = performance.now();
      const order = (placed.json() as { data: { id: string; orderNumber: string } }).data;
      const got = await stream.next(stream.ofOrder('order.created', order.id), 2000);
      console.log(
        `enquiry through A → event on B's stream: ${(got.at - returned).toFixed(1)} ms after the reply`,
      );
      expect(got.at - returned).toBeLessThan(2000);
      expect(JSON.parse(got.data)).toMatchObject({ type: 'order.created', orderNumber: order.orderNumber });
      // Web Push and webhooks start from the instance where the enquiry happened, once.
      expect(pushedBy.a.map((e) => ('orderId' in e ? e.orderId : e.type))).toEqual([order.id]);
      expect(pushedBy.b).toEqual([]);
    } finally {
      stops.forEach((stop) => stop());
      await stream.close();
    }
  });

  it('listens again after its connection is killed, unready meanwhile, with nothing stale kept', async () => {
    await setPriceThroughA(400);
    await within(1000, async () => (await priceOn(two.b)) === 400);
    // A change B cannot hear about: were it missed while B reconnects, only the reconnect may reveal it.
    await two.a.db
      .update(products)
      .set({ pricePaise: 41_000 })
      .where(and(eq(products.tenantId, 'demo'), eq(products.id, wala)));
    expect(await priceOn(two.b)).toBe(400);

    const stream = await openEventStream(await listen(two.b), as('demo', staff));
    await stream.next((m) => m.event === 'ready');

    expect(await terminateListeners(two.url)).toBe(2);
    let unready = false;
    await within(1000, async () => {
      const ready = await two.b.inject({ method: 'GET', url: '/api/v1/ready' });
      if (ready.statusCode !== 503) return false;
      expect(ready.json().checks['cluster-bus'].status).toBe('failed');
      return (unready = true);
    }).catch(() => {});
    expect(unready).toBe(true);
    await within(
      5000,
      async () => (await two.b.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode === 200,
    );
    await within(
      5000,
      async () => (await two.a.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode === 200,
    );

    expect(await priceOn(two.b)).toBe(410);
    // B's consoles may have missed events too: their streams end, so they reconnect and refetch.
    await within(2000, () => stream.ended());
    await setPriceThroughA(420);
    expect(await within(1000, async () => (await priceOn(two.b)) === 420)).toBeLessThan(1000);
  });
});
