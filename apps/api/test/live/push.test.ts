import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEvent, ShopEvent } from '@pataka/domain/shop-events';
import { platformSettings, pushSubscriptions } from '../../src/db/schema/staff.ts';
import { PushSender } from '../../src/modules/live/push-sender.ts';
import { resolveVapidKeys } from '../../src/modules/live/vapid-keys.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let staff: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await adminToken(t.db, 'demo');
});
afterAll(() => t.app.close());

/** What a browser's PushManager hands over: a P-256 public key and a 16-byte secret, URL-safe base64. */
const browserKeys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});

type Hit = { url: string; headers: http.IncomingHttpHeaders; body: Buffer };

/** A push service on 127.0.0.1 answering every POST with `status`. */
async function fakePushService(status: number) {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hits,
    endpoint: (name: string) => `http://127.0.0.1:${port}/push/${name}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Push services are https in real life; a test one on 127.0.0.1 is stored directly. */
async function storeSubscription(tenantId: string, endpoint: string) {
  const id = randomUUID();
  await t.db
    .insert(pushSubscriptions)
    .values({ tenantId, id, adminUserId: staff.id, endpoint, ...browserKeys() });
  return id;
}

const subscriptionRow = async (tenantId: string, endpoint: string) =>
  (
    await t.db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.endpoint, endpoint)))
  )[0];

const event = (type: OrderEvent['type'], orderId: string, reason?: string): ShopEvent => ({
  type,
  orderId,
  orderNumber: 'ENQ-000123',
  message: `ENQ-000123 ${type}`,
  at: new Date().toISOString(),
  reason,
});

describe('VAPID keys', () => {
  it('serves one public key to staff, generated once and kept in platform_settings', async () => {
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/admin/push/public-key', headers: as('demo', staff.token) });
    const first = await get();
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json().data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await get()).json().data.publicKey).toBe(publicKey);
    const [row] = await t.db.select().from(platformSettings).where(eq(platformSettings.key, 'vapid'));
    expect(row?.value).toMatchObject({ publicKey });
  });

  it('refuses customers (403) and anonymous callers (401)', async () => {
    const buyer = await customerWithToken(t.db, 'demo');
    const get = (token?: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/admin/push/public-key', headers: as('demo', token) });
    expect((await get(buyer.token)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
  });

  it('keeps the first pair stored when several instances generate at once', async () => {
    await t.db.delete(platformSettings).where(eq(platformSettings.key, 'vapid'));
    const none = { publicKey: undefined, privateKey: undefined };
    const pairs = await Promise.all(Array.from({ length: 5 }, () => resolveVapidKeys(t.db, none)));
    expect(new Set(pairs.map((p) => p.publicKey)).size).toBe(1);
    expect(await resolveVapidKeys(t.db, none)).toEqual(pairs[0]);
  });

  it('uses the configured pair when set', async () => {
    const configured = { publicKey: 'pub', privateKey: 'priv' };
    expect(await resolveVapidKeys(t.db, configured)).toEqual(configured);
  });
});

describe('push subscriptions', () => {
  const endpoint = `https://push.example.net/send/${randomUUID()}`;
  const save = (body: unknown, token = staff.token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/push/subscriptions',
      headers: as('demo', token),
      payload: body as Record<string, unknown>,
    });
  const remove = (body: unknown, token = staff.token) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/push/subscriptions',
      headers: as('demo', token),
      payload: body as Record<string, unknown>,
    });

  it("saves a device's subscription once, updating its keys", async () => {
    expect((await save({ endpoint, keys: browserKeys() })).statusCode).toBe(200);
    const keys = browserKeys();
    const res = await save({ endpoint, keys });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ endpoint });
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenantId: 'demo', adminUserId: staff.id, ...keys });
  });

  it('refuses an endpoint that is not https and keys that are not browser keys (400)', async () => {
    const insecure = await save({ endpoint: 'http://push.example.net/x', keys: browserKeys() });
    expect(insecure.statusCode).toBe(400);
    const badKeys = await save({ endpoint, keys: { p256dh: 'abc', auth: 'def' } });
    expect(badKeys.statusCode).toBe(400);
  });

  it('refuses customers (403), anonymous callers and staff of another shop (401)', async () => {
    const buyer = await customerWithToken(t.db, 'demo');
    expect((await save({ endpoint, keys: browserKeys() }, buyer.token)).statusCode).toBe(403);
    expect((await remove({ endpoint }, buyer.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/push/subscriptions',
      headers: as('demo'),
      payload: { endpoint, keys: browserKeys() },
    });
    expect(anonymous.statusCode).toBe(401);
    const otherShop = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/push/subscriptions',
      headers: as('demo2', staff.token),
      payload: { endpoint, keys: browserKeys() },
    });
    expect(otherShop.statusCode).toBe(401);
  });

  it('forgets a subscription', async () => {
    const res = await remove({ endpoint });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ deleted: true });
    expect(await subscriptionRow('demo', endpoint)).toBeUndefined();
    expect((await remove({ endpoint })).json().data).toEqual({ deleted: false });
  });
});

describe('sending', () => {
  it('pushes new enquiries, proofs and reminders of the shop, encrypted, in the background', async () => {
    const service = await fakePushService(201);
    try {
      await storeSubscription('demo', service.endpoint('demo-phone'));
      await storeSubscription('demo2', service.endpoint('demo2-phone'));
      t.app.shopEvents.publish('demo', event('order.created', 'o1'));
      t.app.shopEvents.publish('demo', event('order.updated', 'o1'));
      t.app.shopEvents.publish('demo', event('payment.uploaded', 'o1'));
      t.app.shopEvents.publish('demo', event('reminder', 'o1', 'pending_enquiry'));
      await t.app.webPush.idle();
      expect(service.hits.map((h) => h.url)).toEqual([
        '/push/demo-phone',
        '/push/demo-phone',
        '/push/demo-phone',
      ]);
      for (const hit of service.hits) {
        expect(hit.headers['content-encoding']).toBe('aes128gcm');
        expect(Number(hit.headers.ttl)).toBeGreaterThan(0);
        expect(hit.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
        expect(hit.headers['content-type']).toBe('application/octet-stream');
        // Encrypted: the message is not readable on the wire.
        expect(hit.body.length).toBeGreaterThan(86);
        expect(hit.body.toString('latin1')).not.toContain('ENQ-000123');
      }
    } finally {
      await service.close();
      await t.db.delete(pushSubscriptions);
    }
  });

  it('deletes a subscription the push service answers 410 or 404 for', async () => {
    const gone = await fakePushService(410);
    const missing = await fakePushService(404);
    const failing = await fakePushService(500);
    try {
      await storeSubscription('demo', gone.endpoint('gone'));
      await storeSubscription('demo', missing.endpoint('missing'));
      await storeSubscription('demo', failing.endpoint('failing'));
      const result = await t.app.webPush.sendToTenant('demo', {
        title: 'New enquiry',
        body: 'ENQ-000123',
        url: '/admin/enquiries/o1',
        tag: 'order.created:o1',
      });
      expect(result).toEqual({ sent: 0, removed: 2, failed: 1 });
      expect(gone.hits).toHaveLength(1);
      expect(await subscriptionRow('demo', gone.endpoint('gone'))).toBeUndefined();
      expect(await subscriptionRow('demo', missing.endpoint('missing'))).toBeUndefined();
      expect(await subscriptionRow('demo', failing.endpoint('failing'))).toBeDefined();
    } finally {
      await Promise.all([gone.close(), missing.close(), failing.close()]);
      await t.db.delete(pushSubscriptions);
    }
  });

  it('gives up on a push service that does not answer', async () => {
    const server = http.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const sender = new PushSender({
      db: t.db,
      vapid: t.app.config.vapid,
      log: t.app.log,
      timeoutMs: 200,
    });
    try {
      await storeSubscription('demo', `http://127.0.0.1:${(server.address() as AddressInfo).port}/hang`);
      const started = performance.now();
      const result = await sender.sendToTenant('demo', { title: 't', body: 'b', url: '/admin', tag: 'x' });
      expect(result).toEqual({ sent: 0, removed: 0, failed: 1 });
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      server.closeAllConnections();
      server.close();
      await t.db.delete(pushSubscriptions);
    }
  });
});
