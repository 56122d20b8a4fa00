// Issue 29 part 4: operator accounts apart from shop staff, the operators' API, and "open as support".
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pataka/domain/messages';
import { createOperator } from '../../src/modules/platform/operator-auth.service.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditEntries, staffWithToken } from '../staff/staff-test-helpers.ts';

let t: TestApp;
let operator: { email: string; password: string };
let opToken: string;
const P = '/api/platform/v1';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: `${P}/auth/sign-in`, payload: { email, password } });
}

beforeAll(async () => {
  t = await createTestApp();
  operator = await createOperator(t.db, { email: 'Ops@Agency.test', name: 'Arun Ops' });
  const res = await signIn('ops@agency.test', operator.password);
  expect(res.statusCode).toBe(200);
  opToken = res.json().data.token;
});
afterAll(() => t.app.close());

describe('operator accounts', () => {
  it('signs in with the one-time password; a wrong one is refused', async () => {
    expect((await signIn('ops@agency.test', 'wrong-password')).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: `${P}/auth/me`, headers: bearer(opToken) });
    expect(me.json().data).toMatchObject({ email: 'ops@agency.test', name: 'Arun Ops', twoStep: false });
  });

  it('an operator token is no token on shop APIs, and a shop token none on the platform API', async () => {
    const owner = await staffWithToken(t.db, 'demo', { role: 'owner' });
    const onPlatform = await t.app.inject({ method: 'GET', url: `${P}/shops`, headers: bearer(owner.token) });
    expect(onPlatform.statusCode).toBe(401);
    expect(onPlatform.json().error.message).toBe(MESSAGES.authRequired);
    const onShop = await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: as('demo', opToken) });
    expect(onShop.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${P}/shops` })).statusCode).toBe(401);
  });

  it('two-step sign-in: enrol with a code, then sign-in asks for one, and each code works once', async () => {
    const other = await createOperator(t.db, { email: 'two@agency.test', name: 'Two Step' });
    const token = (await signIn(other.email, other.password)).json().data.token as string;
    const setup = await t.app.inject({ method: 'POST', url: `${P}/auth/totp/setup`, headers: bearer(token) });
    expect(setup.statusCode).toBe(200);
    const secret = setup.json().data.secret as string;
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${P}/auth/totp/confirm`,
      headers: bearer(token),
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `${P}/auth/totp/confirm`,
      headers: bearer(token),
      payload: { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }) },
    });
    expect(confirm.statusCode).toBe(200);

    const first = await signIn(other.email, other.password);
    expect(first.json().data).toMatchObject({ step: 'totp' });
    expect(first.json().data.token).toBeUndefined();
    const code = await generate({ secret });
    const done = await t.app.inject({
      method: 'POST',
      url: `${P}/auth/sign-in/code`,
      payload: { challenge: first.json().data.challenge, code },
    });
    expect(done.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: `${P}/auth/me`,
      headers: bearer(done.json().data.token),
    });
    expect(me.json().data.twoStep).toBe(true);
    // The same code again, on a new challenge: refused (replay).
    const again = await signIn(other.email, other.password);
    const replay = await t.app.inject({
      method: 'POST',
      url: `${P}/auth/sign-in/code`,
      payload: { challenge: again.json().data.challenge, code },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('signing out ends the token', async () => {
    const token = (await signIn('ops@agency.test', operator.password)).json().data.token as string;
    await t.app.inject({ method: 'DELETE', url: `${P}/auth/session`, headers: bearer(token) });
    expect(
      (await t.app.inject({ method: 'GET', url: `${P}/auth/me`, headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});

describe('shops', () => {
  it('creates a shop with an owner invite, lists it, pauses it with a reason in its audit log', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `${P}/shops`,
      headers: bearer(opToken),
      payload: {
        id: 'kaveri',
        name: 'Kaveri Crackers',
        ownerEmail: 'owner@kaveri.test',
        ownerName: 'Kaveri Owner',
      },
    });
    expect(created.statusCode).toBe(201);
    const { invite, shop } = created.json().data;
    expect(invite.url).toMatch(/^\/admin\/accept-invite\?shop=kaveri&token=/);
    expect(shop).toMatchObject({ id: 'kaveri', status: 'active', enquiriesThisWeek: 0, smsToday: 0 });

    // The owner accepts the invite and signs in to their shop.
    const token = new URL(invite.url, 'http://x').searchParams.get('token');
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/invites/accept',
      headers: as('kaveri'),
      payload: { token, password: 'a-long-owner-password' },
    });
    expect(accepted.statusCode).toBe(200);

    const dup = await t.app.inject({
      method: 'POST',
      url: `${P}/shops`,
      headers: bearer(opToken),
      payload: { id: 'kaveri', name: 'Again', ownerEmail: 'x@kaveri.test' },
    });
    expect(dup.statusCode).toBe(409);

    const list = await t.app.inject({ method: 'GET', url: `${P}/shops`, headers: bearer(opToken) });
    const ids = (list.json().data as { id: string }[]).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['demo', 'kaveri']));
    const demo = (list.json().data as { id: string; products: number; limits: { smsPerDay: number } }[]).find(
      (s) => s.id === 'demo',
    )!;
    expect(demo.products).toBeGreaterThan(0);
    expect(demo.limits.smsPerDay).toBe(t.app.config.shopLimitDefaults.smsPerDay);

    const noReason = await t.app.inject({
      method: 'POST',
      url: `${P}/shops/kaveri/status`,
      headers: bearer(opToken),
      payload: { status: 'paused' },
    });
    expect(noReason.statusCode).toBe(400);
    const paused = await t.app.inject({
      method: 'POST',
      url: `${P}/shops/kaveri/status`,
      headers: bearer(opToken),
      payload: { status: 'paused', reason: 'Season fee not paid yet' },
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data).toMatchObject({ status: 'paused', statusReason: 'Season fee not paid yet' });
    const [entry] = await auditEntries(t.db, 'kaveri', 'shop.status');
    expect(entry!.summary).toContain('Season fee not paid yet');
    expect(entry!.actorName).toContain('Arun Ops');
  });

  it('adds a domain with the DNS records to create (pending while no TXT record is found)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${P}/shops/demo/domains`,
      headers: bearer(opToken),
      payload: { host: 'Shop.Demo-Crackers.test' },
    });
    expect(res.statusCode).toBe(201);
    const { domain } = res.json().data;
    expect(domain).toMatchObject({ host: 'shop.demo-crackers.test', status: 'pending' });
    expect(domain.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'TXT', name: '_pataka-verify.shop.demo-crackers.test' }),
      ]),
    );
    const detail = await t.app.inject({ method: 'GET', url: `${P}/shops/demo`, headers: bearer(opToken) });
    expect(detail.json().data.domainRecords.map((d: { host: string }) => d.host)).toContain(
      'shop.demo-crackers.test',
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${P}/shops/demo/domains/${domain.id}`,
      headers: bearer(opToken),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual([]);
  });

  it('exports a shop as a download', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${P}/shops/demo/export`,
      headers: bearer(opToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${P}/shops/nope/export`,
      headers: bearer(opToken),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('open as support', () => {
  it("reads the shop's staff GETs for a while, writes nothing, and the owner sees it in the audit log", async () => {
    const noReason = await t.app.inject({
      method: 'POST',
      url: `${P}/shops/demo/support`,
      headers: bearer(opToken),
      payload: { reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: `${P}/shops/demo/support`,
      headers: bearer(opToken),
      payload: { reason: 'Owner asked why enquiries are missing' },
    });
    expect(res.statusCode).toBe(201);
    const support = res.json().data.token as string;

    const read = await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: as('demo', support) });
    expect(read.statusCode).toBe(200);
    // Writes: no token at all.
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: as('demo', support),
      payload: { text: 'x' },
    });
    expect(write.statusCode).toBe(401);
    // Owner-only reads refuse it, and another shop does not know it.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit', headers: as('demo', support) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: as('demo2', support) }))
        .statusCode,
    ).toBe(401);

    const owner = await staffWithToken(t.db, 'demo', { role: 'owner' });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit',
      headers: as('demo', owner.token),
    });
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json().data)).toContain('Owner asked why enquiries are missing');
  });
});
