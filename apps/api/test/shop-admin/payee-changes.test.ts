// Decision 140: the UPI id and payee name are the owners'. A staff member sending them is refused with
// nothing changed; an owner's change needs a step-up, is audited with before and after, and reaches every
// active owner (Web Push, the live feed, the webhook) and the console's banner; the storefront follows at once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYEE_MESSAGES, STEP_UP_REQUIRED_CODE, TWO_STEP_MESSAGES } from '@pataka/domain/two-step';
import { and, eq } from 'drizzle-orm';
import { sessions } from '../../src/db/schema/customers.ts';
import { pushSubscriptions } from '../../src/db/schema/staff.ts';
import { hashToken } from '../../src/modules/sessions/session.service.ts';
import { adminToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-db.ts';
import { openEventStream } from '../live/sse-client.ts';
import { auditEntries, staffWithToken } from '../staff/staff-test-helpers.ts';

type Hit = { url: string; body: string };

/** A local HTTP server standing in for push services and the shop's webhook. */
async function receiver() {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('latin1')));
    req.on('end', () => {
      hits.push({ url: req.url ?? '', body });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hits,
    url: (p: string) => `http://127.0.0.1:${port}${p}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let t: TestApp;
let hooks: Awaited<ReturnType<typeof receiver>>;
let base: string;
let ownerA: { id: string; token: string };
let ownerB: { id: string; token: string };
let staffC: { id: string; token: string; name: string };
let formerOwner: { id: string; token: string };

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: as('demo', token), payload: payload as never });

async function subscribe(adminUserId: string, name: string) {
  await t.db.insert(pushSubscriptions).values({
    tenantId: 'demo',
    id: randomUUID(),
    adminUserId,
    endpoint: hooks.url(`/push/${name}`),
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  });
}

beforeAll(async () => {
  hooks = await receiver();
  t = await createTestApp({ notifyWebhookUrl: hooks.url('/webhook') });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ownerA = await adminToken(t.db, 'demo');
  ownerB = await staffWithToken(t.db, 'demo', { role: 'owner', name: 'Second Owner' });
  staffC = await staffWithToken(t.db, 'demo', { role: 'staff', name: 'Diwali Temp' });
  formerOwner = await staffWithToken(t.db, 'demo', { role: 'owner', name: 'Former Owner' });
  const disabled = await call('PATCH', `/admin/staff/${formerOwner.id}`, ownerA.token, { isActive: false });
  if (disabled.statusCode !== 200) throw new Error(`could not disable: ${disabled.body}`);
  await subscribe(ownerA.id, 'owner-a');
  await subscribe(ownerB.id, 'owner-b');
  await subscribe(staffC.id, 'staff-c');
  await subscribe(formerOwner.id, 'former-owner');
});
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.app.close();
  await hooks.close();
});

const company = async () => (await call('GET', '/admin/company', ownerA.token)).json().data;
const publicCompany = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/company/public', headers: as('demo') })).json().data;

describe('payee fields are the owners', () => {
  it('refuses a staff member sending the UPI id or payee name (403) and changes nothing, not even the other fields', async () => {
    const before = await company();
    expect((await publicCompany()).upiId).toBe(before.upiId); // cached now
    for (const payload of [
      { upiId: 'temp-worker@ybl' },
      { upiPayeeName: 'Diwali Temp' },
      { upiId: 'temp-worker@ybl', tagline: 'Changed by staff' },
    ]) {
      const res = await call('PUT', '/admin/company', staffC.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json().error.message).toBe(PAYEE_MESSAGES.ownersOnly);
    }
    const after = await company();
    expect(after).toMatchObject({
      upiId: before.upiId,
      upiPayeeName: before.upiPayeeName,
      tagline: before.tagline,
    });
    expect((await publicCompany()).upiId).toBe(before.upiId);
    // The rest of the shop details stay theirs.
    const tagline = await call('PUT', '/admin/company', staffC.token, { tagline: 'Since 1985' });
    expect(tagline.statusCode).toBe(200);
  });

  it("refuses an owner's change without a step-up (403 STEP_UP_REQUIRED), and a wrong password for it", async () => {
    const before = await company();
    const res = await call('PUT', '/admin/company', ownerA.token, {
      upiId: 'owner-new@oksbi',
      tagline: 'x y',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: STEP_UP_REQUIRED_CODE,
      message: TWO_STEP_MESSAGES.stepUpRequired,
    });
    expect(await company()).toMatchObject({ upiId: before.upiId, tagline: before.tagline });
    const wrong = await call('POST', '/admin/auth/step-up', ownerA.token, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(TWO_STEP_MESSAGES.stepUpWrongPassword);
    // Sending the id it already has is no change: no step-up needed.
    const same = await call('PUT', '/admin/company', ownerA.token, { upiId: before.upiId });
    expect(same.statusCode).toBe(200);
  });

  it("an owner's change: audited before/after, pushed and streamed to every active owner only, webhook, banner, storefront", async () => {
    const before = await company();
    const streamB = await openEventStream(base, as('demo', ownerB.token));
    const streamC = await openEventStream(base, as('demo', staffC.token));
    try {
      await streamB.next((m) => m.event === 'ready');
      await streamC.next((m) => m.event === 'ready');
      const stepUp = await call('POST', '/admin/auth/step-up', ownerA.token, {
        password: TEST_ADMIN_PASSWORD,
      });
      expect(stepUp.statusCode).toBe(200);
      const res = await call('PUT', '/admin/company', ownerA.token, {
        upiId: 'MeenaOwner@OkSBI',
        upiPayeeName: 'Meena Traders',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ upiId: 'meenaowner@oksbi', upiPayeeName: 'Meena Traders' });

      const [entry] = await auditEntries(t.db, 'demo', 'company.update');
      expect(entry).toMatchObject({
        actorId: ownerA.id,
        before: { upiId: before.upiId, upiPayeeName: before.upiPayeeName },
        after: { upiId: 'meenaowner@oksbi', upiPayeeName: 'Meena Traders' },
      });

      // The live feed: the other owner's console gets it; the staff member's does not.
      const event = JSON.parse((await streamB.next((m) => m.event === 'payee.changed')).data);
      expect(event).toMatchObject({ type: 'payee.changed', audience: 'owners', changeId: entry!.id });
      expect(event.message).toContain(`UPI id changed from ${before.upiId} to meenaowner@oksbi by `);
      expect(event.message).toContain(`Payee name changed from ${before.upiPayeeName} to Meena Traders`);
      // An order event published after it reaches the staff stream, so the payee event would have too.
      t.app.shopEvents.publish('demo', {
        type: 'order.updated',
        orderId: 'after-payee',
        orderNumber: 'ENQ-999999',
        message: 'later',
        at: new Date().toISOString(),
      });
      await streamC.next(streamC.ofOrder('order.updated', 'after-payee'));
      expect(streamC.messages.map((m) => m.event)).not.toContain('payee.changed');

      // Web Push: both active owners' devices, not the staff member's or a disabled owner's.
      await t.app.webPush.idle();
      const pushed = hooks.hits.filter((h) => h.url.startsWith('/push/')).map((h) => h.url);
      expect(pushed.sort()).toEqual(['/push/owner-a', '/push/owner-b']);

      // The webhook.
      const until = Date.now() + 10_000;
      const webhook = () => hooks.hits.find((h) => h.url === '/webhook');
      while (!webhook() && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      expect(JSON.parse(webhook()!.body)).toMatchObject({
        event: 'payee.changed',
        tenant: 'demo',
        changes: [
          { field: 'upiId', before: before.upiId, after: 'meenaowner@oksbi' },
          { field: 'upiPayeeName', before: before.upiPayeeName, after: 'Meena Traders' },
        ],
        by: { name: expect.any(String) },
      });

      // The banner, for every member of the team.
      const recent = await call('GET', '/admin/payee-changes/recent', staffC.token);
      expect(recent.statusCode).toBe(200);
      expect(recent.json().data[0]).toMatchObject({
        field: 'upiId',
        before: before.upiId,
        after: 'meenaowner@oksbi',
      });
      expect(recent.json().data[0].message).toMatch(
        new RegExp(
          `^UPI id changed from ${before.upiId.replace('.', '\\.')} to meenaowner@oksbi by .+ at .+`,
        ),
      );

      // The shopper's payment panel reads the public company: the new id at once.
      expect(await publicCompany()).toMatchObject({
        upiId: 'meenaowner@oksbi',
        upiPayeeName: 'Meena Traders',
      });
    } finally {
      await streamB.close();
      await streamC.close();
    }
  });

  it('a step-up belongs to its session and lasts 5 minutes', async () => {
    // Owner B never stepped up in this session.
    const other = await call('PUT', '/admin/company', ownerB.token, { upiPayeeName: 'Someone Else' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe(STEP_UP_REQUIRED_CODE);
    // Owner A's step-up of the test above, six minutes on.
    await t.db
      .update(sessions)
      .set({ steppedUpAt: new Date(Date.now() - 6 * 60_000) })
      .where(and(eq(sessions.tenantId, 'demo'), eq(sessions.tokenHash, hashToken(ownerA.token))));
    const stale = await call('PUT', '/admin/company', ownerA.token, { upiPayeeName: 'Someone Else' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.code).toBe(STEP_UP_REQUIRED_CODE);
    expect((await company()).upiPayeeName).toBe('Meena Traders');
  });
});
