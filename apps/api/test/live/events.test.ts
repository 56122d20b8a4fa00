import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderEvent, ShopEvent } from '@pataka/domain/shop-events';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { orderBody, seedOrderCatalogue, type Catalogue } from '../orders/order-fixtures.ts';
import { openEventStream } from './sse-client.ts';

let t: TestApp;
let base: string;
let shop: Catalogue;
let staff: { token: string };
let buyer: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  shop = await seedOrderCatalogue(t.db, 'demo');
  staff = await adminToken(t.db, 'demo');
  buyer = await customerWithToken(t.db, 'demo');
});
afterAll(async () => {
  const closing = t.app.close();
  // fetch's pool may have opened sockets it never sent a request on: Node's server.close() waits for
  // those (see the shutdown test below, which has none).
  t.app.server.closeAllConnections();
  await closing;
});

const event = (type: OrderEvent['type'], orderId: string): ShopEvent => ({
  type,
  orderId,
  orderNumber: `ENQ-${orderId}`,
  message: `${type} ${orderId}`,
  at: new Date().toISOString(),
});

const waitFor = async (check: () => boolean, ms = 2000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
};

async function placeOrder(tenant = 'demo', token = buyer.token, productId = shop.rocket.id) {
  const res = await fetch(`${base}/api/v1/orders/my-order`, {
    method: 'POST',
    headers: { ...as(tenant, token), 'content-type': 'application/json' },
    body: JSON.stringify(orderBody([[productId, 3]])),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string; orderNumber: string } }).data;
}

describe('GET /admin/events', () => {
  it('streams uncompressed text/event-stream with retry and a ready event', async () => {
    const stream = await openEventStream(base, as('demo', staff.token));
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('cache-control')).toBe('no-cache');
    expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.res.headers.get('content-encoding')).toBeNull();
    expect(stream.res.headers.get('x-request-id')).toBeTruthy();
    await stream.next((m) => m.event === 'ready');
    expect(stream.raw().startsWith('retry: 3000\n')).toBe(true);
    await stream.close();
  });

  it('delivers each event of the shop with an incrementing id', async () => {
    const stream = await openEventStream(base, as('demo', staff.token));
    await stream.next((m) => m.event === 'ready');
    const created = event('order.created', 'a1');
    t.app.shopEvents.publish('demo', created);
    t.app.shopEvents.publish('demo', event('payment.uploaded', 'a1'));
    const first = await stream.next(stream.ofOrder('order.created', 'a1'));
    const second = await stream.next(stream.ofOrder('payment.uploaded', 'a1'));
    expect(JSON.parse(first.data)).toEqual(created);
    expect(first.id).toBe('1');
    expect(second.id).toBe('2');
    await stream.close();
  });

  it("never sends another shop's events", async () => {
    const stream = await openEventStream(base, as('demo', staff.token));
    await stream.next((m) => m.event === 'ready');
    t.app.shopEvents.publish('demo2', event('order.created', 'other-shop'));
    t.app.shopEvents.publish('demo', event('order.created', 'marker'));
    await stream.next(stream.ofOrder('order.created', 'marker'));
    expect(stream.raw()).not.toContain('other-shop');
    await stream.close();
  });

  it('refuses customers (403), anonymous callers and staff of another shop (401)', async () => {
    const get = (headers: Record<string, string>) => fetch(`${base}/api/v1/admin/events`, { headers });
    const customer = await get(as('demo', buyer.token));
    expect(customer.status).toBe(403);
    expect(customer.headers.get('content-type')).toMatch(/json/);
    expect((await get(as('demo'))).status).toBe(401);
    expect((await get(as('demo2', staff.token))).status).toBe(401);
  });

  it('stops listening when the console disconnects', async () => {
    const before = t.app.shopEvents.listenerCount('demo');
    const stream = await openEventStream(base, as('demo', staff.token));
    await stream.next((m) => m.event === 'ready');
    expect(t.app.shopEvents.listenerCount('demo')).toBe(before + 1);
    await stream.close();
    await waitFor(() => t.app.shopEvents.listenerCount('demo') === before);
    expect(t.app.shopEvents.listenerCount('demo')).toBe(before);
  });

  it('sends a heartbeat comment every 25 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await openEventStream(base, as('demo', staff.token));
      await stream.next((m) => m.event === 'ready');
      vi.advanceTimersByTime(25_000);
      await waitFor(() => stream.comments.length > 0);
      expect(stream.comments).toEqual([': ping']);
      await stream.close();
    } finally {
      vi.useRealTimers();
    }
  });

  // Relies on POST /orders/my-order publishing 'order.created' (added with the order routes).
  it('shows a real new enquiry on an open stream, and not on the other shop’s', async () => {
    const stream = await openEventStream(base, as('demo', staff.token));
    const other = await openEventStream(base, as('demo2', (await adminToken(t.db, 'demo2')).token));
    await stream.next((m) => m.event === 'ready');
    await other.next((m) => m.event === 'ready');
    const order = await placeOrder();
    const got = await stream.next(stream.ofOrder('order.created', order.id));
    expect(JSON.parse(got.data)).toMatchObject({ type: 'order.created', orderNumber: order.orderNumber });

    const demo2Shop = await seedOrderCatalogue(t.db, 'demo2');
    const demo2Buyer = await customerWithToken(t.db, 'demo2');
    const demo2Order = await placeOrder('demo2', demo2Buyer.token, demo2Shop.rocket.id);
    await other.next(other.ofOrder('order.created', demo2Order.id));
    expect(stream.raw()).not.toContain(demo2Order.id);
    await Promise.all([stream.close(), other.close()]);
  });

  // MEASURE_SSE=1: the report's number. The event is published before the reply is sent, so it usually
  // arrives before the POST's response has been read (a negative delay).
  it('latency: median time from POST /orders/my-order returning to the event on the stream', async () => {
    if (!process.env.MEASURE_SSE) return;
    const stream = await openEventStream(base, as('demo', staff.token));
    await stream.next((m) => m.event === 'ready');
    const afterReturn: number[] = [];
    const afterSend: number[] = [];
    for (let i = 0; i < 20; i++) {
      const sent = performance.now();
      const order = await placeOrder();
      const returned = performance.now();
      const got = await stream.next(stream.ofOrder('order.created', order.id));
      afterReturn.push(got.at - returned);
      afterSend.push(got.at - sent);
    }
    const median = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return ((s[9]! + s[10]!) / 2).toFixed(2);
    };
    console.log(
      `SSE event vs POST returned: median ${median(afterReturn)} ms (max ${Math.max(...afterReturn).toFixed(2)});` +
        ` vs POST sent: median ${median(afterSend)} ms`,
    );
    await stream.close();
  });
});

describe('shutdown', () => {
  it('ends open streams when the app closes, without holding it up', async () => {
    // Its own app, whose only connection is the stream.
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`;
    const stream = await openEventStream(url, as('demo', (await adminToken(own.db, 'demo')).token));
    await stream.next((m) => m.event === 'ready');
    const started = performance.now();
    await own.app.close();
    expect(performance.now() - started).toBeLessThan(2000);
    await stream.finished;
    expect(stream.ended()).toBe(true);
    expect(own.app.shopEvents.listenerCount('demo')).toBe(0);
  });
});
