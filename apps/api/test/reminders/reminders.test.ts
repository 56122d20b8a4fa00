import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isQuietHours } from '@pataka/domain/enquiry-urgency';
import { isOrderEvent, type OrderEvent } from '@pataka/domain/shop-events';
import { orders, paymentProofs } from '../../src/db/schema/orders.ts';
import { companySettings } from '../../src/db/schema/tenants.ts';
import type { Db } from '../../src/db/types.ts';
import type { Notifier, ReminderNotice } from '../../src/modules/notify/notifier.ts';
import { createWebhookNotifier } from '../../src/modules/notify/webhook-notifier.ts';
import { runReminderScan, type ReminderDeps } from '../../src/modules/reminders/reminder-scan.ts';
import { customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { orderBody, seedOrderCatalogue } from '../orders/order-fixtures.ts';

const HOUR = 60 * 60 * 1000;
/** Noon in India (06:30 UTC), on a day before any order the tests place for real. */
const NOON_IST = new Date('2025-01-15T06:30:00Z');
const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR);

let t: TestApp;
const notices: ReminderNotice[] = [];
const bus: Array<{ tenantId: string; event: OrderEvent }> = [];
let deps: ReminderDeps;

const recordingNotifier: Notifier = {
  kind: 'log',
  async newEnquiry() {},
  async reminder(notice) {
    notices.push(notice);
  },
  async payeeChanged() {},
};

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, shopEvents: t.app.shopEvents, notifier: recordingNotifier, log: t.app.log };
  t.app.shopEvents.subscribeAll((tenantId, event) => {
    if (isOrderEvent(event)) bus.push({ tenantId, event });
  });
});
afterAll(() => t.app.close());

/** A real enquiry, then moved back in time. */
async function enquiry(app: TestApp, tenantId: string, createdAt: Date) {
  const shop = await seedOrderCatalogue(app.db, tenantId);
  const buyer = await customerWithToken(app.db, tenantId);
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/v1/orders/my-order',
    headers: as(tenantId, buyer.token),
    payload: orderBody([[shop.rocket.id, 3]]),
  });
  expect(res.statusCode).toBe(201);
  const order = res.json().data as { id: string; orderNumber: string };
  await app.db
    .update(orders)
    .set({ createdAt })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, order.id)));
  return { ...order, customerId: buyer.id };
}

async function proof(
  db: Db,
  order: { id: string; customerId: string },
  createdAt: Date,
  status = 'submitted',
) {
  await db.insert(paymentProofs).values({
    tenantId: 'demo',
    id: randomUUID(),
    orderId: order.id,
    customerId: order.customerId,
    url: '/x.png',
    fileName: 'gpay.png',
    fileType: 'image/png',
    status,
    createdAt,
  });
}

/** The reminders one scan sent for these enquiries. */
async function scan(now: Date, ...ids: string[]) {
  const sent = await runReminderScan(deps, now);
  return sent.filter((s) => ids.includes(s.event.orderId));
}

describe('runReminderScan', () => {
  it('reminds of a pending enquiry once it has waited 2 h, then every 2 h', async () => {
    const order = await enquiry(t, 'demo', at(NOON_IST, -2));
    const younger = await enquiry(t, 'demo', at(NOON_IST, -2 + 1 / 60));
    const first = await scan(NOON_IST, order.id, younger.id);
    expect(first).toEqual([
      {
        tenantId: 'demo',
        event: {
          type: 'reminder',
          reason: 'pending_enquiry',
          orderId: order.id,
          orderNumber: order.orderNumber,
          message: `${order.orderNumber} has waited 2 h for a call`,
          at: NOON_IST.toISOString(),
        },
      },
    ]);
    // Published on the bus (SSE and Web Push listen there) and sent to the notifier.
    expect(bus.filter((b) => b.event.type === 'reminder' && b.event.orderId === order.id)).toEqual(first);
    await new Promise((r) => setImmediate(r));
    expect(notices.filter((n) => n.orderId === order.id)).toEqual([
      {
        event: 'reminder',
        tenant: 'demo',
        reason: 'pending_enquiry',
        orderId: order.id,
        orderNumber: order.orderNumber,
        message: `${order.orderNumber} has waited 2 h for a call`,
        waitingSince: at(NOON_IST, -2).toISOString(),
        at: NOON_IST.toISOString(),
      },
    ]);

    expect(await scan(NOON_IST, order.id)).toEqual([]);
    expect(await scan(at(NOON_IST, 1), order.id)).toEqual([]);
    const again = await scan(at(NOON_IST, 2), order.id);
    expect(again.map((s) => s.event.message)).toEqual([`${order.orderNumber} has waited 4 h for a call`]);
    const [row] = await t.db
      .select({ lastRemindedAt: orders.lastRemindedAt })
      .from(orders)
      .where(and(eq(orders.tenantId, 'demo'), eq(orders.id, order.id)));
    expect(row?.lastRemindedAt).toEqual(at(NOON_IST, 2));
  });

  it("keeps quiet from 22:00 to 07:00 on the shop's clock", async () => {
    const evening = new Date('2025-01-15T14:30:00Z'); // 20:00 IST
    const order = await enquiry(t, 'demo', evening);
    expect(await scan(new Date('2025-01-15T17:30:00Z'), order.id)).toEqual([]); // 23:00 IST
    expect(await scan(new Date('2025-01-16T01:29:00Z'), order.id)).toEqual([]); // 06:59 IST
    const morning = await scan(new Date('2025-01-16T01:30:00Z'), order.id); // 07:00 IST
    expect(morning.map((s) => s.event.message)).toEqual([`${order.orderNumber} has waited 11 h for a call`]);
  });

  it('follows each shop’s own time zone', async () => {
    await t.db
      .update(companySettings)
      .set({ timezone: 'Europe/London' })
      .where(eq(companySettings.tenantId, 'demo2'));
    try {
      const mumbai = await enquiry(t, 'demo', new Date('2025-01-15T14:00:00Z'));
      const london = await enquiry(t, 'demo2', new Date('2025-01-15T14:00:00Z'));
      // 23:00 in India, 17:30 in London.
      const sent = await scan(new Date('2025-01-15T17:30:00Z'), mumbai.id, london.id);
      expect(sent.map((s) => [s.tenantId, s.event.orderId])).toEqual([['demo2', london.id]]);
    } finally {
      await t.db
        .update(companySettings)
        .set({ timezone: 'Asia/Kolkata' })
        .where(eq(companySettings.tenantId, 'demo2'));
    }
  });

  it('never reminds of an enquiry the shop has handled', async () => {
    const order = await enquiry(t, 'demo', at(NOON_IST, -3));
    await t.db
      .update(orders)
      .set({ status: 'confirmed' })
      .where(and(eq(orders.tenantId, 'demo'), eq(orders.id, order.id)));
    expect(await scan(NOON_IST, order.id)).toEqual([]);
  });

  it('reminds of a payment proof left unverified for 2 h', async () => {
    const order = await enquiry(t, 'demo', at(NOON_IST, -1));
    await proof(t.db, order, at(NOON_IST, -2));
    const checked = await enquiry(t, 'demo', at(NOON_IST, -1));
    await proof(t.db, checked, at(NOON_IST, -3), 'verified');
    const sent = await scan(NOON_IST, order.id, checked.id);
    expect(sent.map((s) => s.event)).toEqual([
      {
        type: 'reminder',
        reason: 'unverified_proof',
        orderId: order.id,
        orderNumber: order.orderNumber,
        message: `The payment proof for ${order.orderNumber} has waited 2 h to be verified`,
        at: NOON_IST.toISOString(),
      },
    ]);
    const later = await scan(at(NOON_IST, 1), order.id);
    expect(later.filter((s) => s.event.reason === 'unverified_proof')).toEqual([]);
  });

  it('claims each reminder once when two scans run at the same time', async () => {
    const due = await Promise.all([1, 2, 3].map(() => enquiry(t, 'demo', at(NOON_IST, -5))));
    const ids = due.map((o) => o.id);
    const [a, b] = await Promise.all([scan(at(NOON_IST, -1), ...ids), scan(at(NOON_IST, -1), ...ids)]);
    const claimed = [...a, ...b].map((s) => s.event.orderId).sort();
    expect(claimed).toEqual([...ids].sort());
  });

  it('POSTs each reminder to NOTIFY_WEBHOOK_URL', async () => {
    const hits: unknown[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        hits.push(JSON.parse(body));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      const order = await enquiry(t, 'demo', at(NOON_IST, -30));
      const notifier = createWebhookNotifier({ url });
      const sent = await runReminderScan({ ...deps, notifier }, at(NOON_IST, -24));
      const until = Date.now() + 3000;
      while (hits.length < sent.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(hits).toContainEqual(
        expect.objectContaining({
          event: 'reminder',
          tenant: 'demo',
          reason: 'pending_enquiry',
          orderNumber: order.orderNumber,
          message: `${order.orderNumber} has waited 6 h for a call`,
        }),
      );
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('the scheduler', () => {
  it('scans shortly after start when REMINDERS_ENABLED, and stops on close', async () => {
    const own = await createTestApp({ remindersEnabled: true });
    try {
      // A zone where it is day now, so the real clock is outside quiet hours.
      const zones = [
        'Asia/Kolkata',
        'Europe/London',
        'America/New_York',
        'America/Los_Angeles',
        'Asia/Tokyo',
      ];
      const zone = zones.find((z) => !isQuietHours(new Date(), z))!;
      await own.db
        .update(companySettings)
        .set({ timezone: zone })
        .where(eq(companySettings.tenantId, 'demo'));
      const order = await enquiry(own, 'demo', new Date(Date.now() - 3 * HOUR));
      const seen = new Promise<OrderEvent>((resolve) =>
        own.app.shopEvents.subscribe(
          'demo',
          (e) => e.type === 'reminder' && e.orderId === order.id && resolve(e),
        ),
      );
      const event = await Promise.race([seen, new Promise((r) => setTimeout(() => r(null), 10_000))]);
      expect(event).toMatchObject({ type: 'reminder', reason: 'pending_enquiry', orderId: order.id });
    } finally {
      const started = performance.now();
      await own.app.close();
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });
});
