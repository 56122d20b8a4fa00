import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../../src/db/schema/orders.ts';
import { pruneExpiredIdempotencyKeys } from '../../src/modules/orders/idempotency.ts';
import { customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { orderBody, seedOrderCatalogue, type Catalogue } from './order-fixtures.ts';

let t: TestApp;
let shop: Catalogue;
let token: string;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedOrderCatalogue(t.db, 'demo');
  ({ token, id: customerId } = await customerWithToken(t.db, 'demo', { name: 'Meena' }));
});
afterAll(() => t.app.close());

const place = (body: unknown, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/orders/my-order',
    headers: { ...as('demo', token), 'idempotency-key': key },
    payload: body as object,
  });

/** Moves a key's claim back in time, as if it had been made `hours` ago. */
const age = (key: string, hours: number) =>
  t.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours}::int)` })
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));

const keyRows = (key: string) =>
  t.db
    .select({ orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));

describe('Idempotency-Key expiry (24 h)', () => {
  it('still replays a key used 23 hours ago', async () => {
    const body = orderBody([[shop.rocket.id, 3]]);
    const first = await place(body, 'expiry-23h');
    await age('expiry-23h', 23);
    const again = await place(body, 'expiry-23h');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
  });

  it('treats a key older than 24 hours as unused: a new enquiry, even with another body', async () => {
    const first = await place(orderBody([[shop.rocket.id, 3]]), 'expiry-25h');
    expect(first.statusCode).toBe(201);
    await age('expiry-25h', 25);
    const second = await place(orderBody([[shop.rocket.id, 4]]), 'expiry-25h');
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).not.toBe(first.json().data.id);
    // The key now names the new enquiry, and replays it.
    expect(await keyRows('expiry-25h')).toEqual([{ orderId: second.json().data.id }]);
    const third = await place(orderBody([[shop.rocket.id, 4]]), 'expiry-25h');
    expect(third.statusCode).toBe(200);
    expect(third.json().data.id).toBe(second.json().data.id);
  });

  it('lets exactly one of several racing requests take over an expired key', async () => {
    const body = orderBody([[shop.rocket.id, 5]]);
    await place(body, 'expiry-race');
    await age('expiry-race', 30);
    const replies = await Promise.all(Array.from({ length: 4 }, () => place(body, 'expiry-race')));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.json().data.id)).size).toBe(1);
  });

  it('deletes expired keys in bounded batches and keeps fresh ones and the enquiries', async () => {
    const body = orderBody([[shop.rocket.id, 3]]);
    const keys = ['prune-a', 'prune-b', 'prune-c', 'prune-fresh'];
    const placed = [];
    for (const key of keys) placed.push(await place(body, key));
    for (const key of keys.slice(0, 3)) await age(key, 25);

    const left = async () => (await Promise.all(keys.map(keyRows))).map((rows) => rows.length);
    // Other tests' expired keys may be in the table too: prune until our three are gone, 2 at a time.
    let passes = 0;
    while ((await left()).slice(0, 3).some((n) => n > 0)) {
      expect(await pruneExpiredIdempotencyKeys(t.db, 2)).toBeLessThanOrEqual(2);
      if (++passes > 20) throw new Error('pruning does not make progress');
    }
    expect(await left()).toEqual([0, 0, 0, 1]);
    expect(await pruneExpiredIdempotencyKeys(t.db)).toBe(0);
    const ids = placed.map((r) => r.json().data.id as string);
    const kept = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId));
    expect(kept.map((o) => o.id)).toEqual(expect.arrayContaining(ids));
  });
});
