// Domains at runtime against a REAL DNS server (issue 29 acceptance): dnsmasq on a loopback port serves
// the TXT records. The right record verifies, a wrong or missing one does not, a removed record disables
// the domain at re-verification (the job run with a short interval and an injected clock), and the host
// → shop index follows each step without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES, SHOP_LIFECYCLE_MESSAGES } from '@pataka/domain/shop-lifecycle';
import { runDomainCheck } from '../../src/modules/domains/domain-check.job.ts';
import { domainContext } from '../../src/modules/shops/shop-context.ts';
import { testConfig } from '../../src/config.ts';
import { adminToken } from '../helpers/auth.ts';
import { dnsmasqPath, startDnsmasq, type Dnsmasq } from '../helpers/dnsmasq.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';

const PORT = 4553;
const hasDnsmasq = !!dnsmasqPath();
if (!hasDnsmasq)
  console.warn('SKIPPED verify-dns.test.ts: dnsmasq is not installed (apt-get install dnsmasq)');

let t: TestApp;
let dns: Dnsmasq | null = null;
let owner: string;
const base = testConfig();
const REVERIFY_MS = 2_000;

const restartDns = async (txt: Record<string, string>) => {
  await dns?.stop();
  dns = await startDnsmasq(PORT, txt);
};
const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as('demo2', owner),
    ...(payload ? { payload } : {}),
  });
const page = (host: string, url = '/') => t.app.inject({ method: 'GET', url, headers: { host } });
const ask = (domain: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/platform/v1/tls/ask?domain=${domain}`,
    headers: { host: '127.0.0.1' },
  });

beforeAll(async () => {
  if (!hasDnsmasq) return;
  await restartDns({});
  t = await createTestApp({
    platform: {
      ...base.platform,
      dnsServers: [`127.0.0.1:${PORT}`],
      addresses: ['203.0.113.10'],
      cname: 'shops.pataka.test',
      reverifyMs: REVERIFY_MS,
    },
  });
  owner = (await adminToken(t.db, 'demo2')).token;
});
afterAll(async () => {
  await t?.app.close();
  await dns?.stop();
});

describe.skipIf(!hasDnsmasq)('domain verification with dnsmasq', () => {
  let kaveri: { id: string; records: { type: string; name: string; value: string }[] };

  it('adding a domain gives the DNS records; without its TXT record it stays pending and serves nothing', async () => {
    const res = await api('POST', '/admin/domains', { host: 'Kaveri.TEST' });
    expect(res.statusCode).toBe(201);
    const body = res.json().data;
    expect(body.ok).toBe(false);
    expect(body.domain.host).toBe('kaveri.test');
    expect(body.domain.status).toBe('pending');
    expect(body.reason).toBe(DOMAIN_MESSAGES.verifyNoRecord('_pataka-verify.kaveri.test'));
    kaveri = body.domain;
    expect(kaveri.records).toEqual([
      expect.objectContaining({ type: 'A', name: 'kaveri.test', value: '203.0.113.10' }),
      expect.objectContaining({ type: 'CNAME', name: 'kaveri.test', value: 'shops.pataka.test' }),
      expect.objectContaining({
        type: 'TXT',
        name: '_pataka-verify.kaveri.test',
        value: expect.stringMatching(/^pataka-/),
      }),
    ]);
    expect((await page('kaveri.test')).statusCode).toBe(404);
    expect((await ask('kaveri.test')).statusCode).toBe(404);
    // The same host cannot be added twice, by any shop.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/domains',
      headers: as('demo', (await adminToken(t.db, 'demo')).token),
      payload: { host: 'kaveri.test' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('a wrong TXT value does not verify', async () => {
    await restartDns({ '_pataka-verify.kaveri.test': 'pataka-somebody-elses-token' });
    const res = await api('POST', `/admin/domains/${kaveri.id}/verify`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.ok).toBe(false);
    expect(res.json().data.domain.status).toBe('pending');
    expect(res.json().data.reason).toBe(DOMAIN_MESSAGES.verifyWrongRecord('_pataka-verify.kaveri.test'));
  });

  it('the right TXT record verifies; the host then serves the shop, www. redirects, Caddy may get a certificate', async () => {
    const token = kaveri.records.find((r) => r.type === 'TXT')!.value;
    await restartDns({ '_pataka-verify.kaveri.test': token });
    const res = await api('POST', `/admin/domains/${kaveri.id}/verify`);
    expect(res.json().data).toMatchObject({
      ok: true,
      reason: null,
      domain: { status: 'verified', isPrimary: true },
    });
    // The host is demo2's now: its API refuses another shop (decision 145) and answers its own.
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/v1/company/public',
      headers: { host: 'kaveri.test', 'x-tenant-id': 'demo2' },
    });
    expect(own.statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products',
      headers: { host: 'kaveri.test', 'x-tenant-id': 'demo' },
    });
    expect(foreign.statusCode).toBe(400);
    const www = await page('www.kaveri.test:8443', '/products?x=1');
    expect(www.statusCode).toBe(301);
    expect(www.headers.location).toBe('http://kaveri.test:8443/products?x=1');
    expect((await ask('kaveri.test')).statusCode).toBe(200);
    expect((await ask('www.kaveri.test')).statusCode).toBe(200);
    expect((await ask('unknown.test')).statusCode).toBe(404);
    expect((await ask('localhost')).statusCode).toBe(200);
  });

  it('a second verified domain redirects to the primary until it is made primary itself', async () => {
    const added = await api('POST', '/admin/domains', { host: 'kaveri-crackers.test' });
    const second = added.json().data.domain;
    await restartDns({
      '_pataka-verify.kaveri.test': kaveri.records.find((r) => r.type === 'TXT')!.value,
      '_pataka-verify.kaveri-crackers.test': second.records.find((r: { type: string }) => r.type === 'TXT')
        .value,
    });
    expect((await api('POST', `/admin/domains/${second.id}/verify`)).json().data.domain).toMatchObject({
      status: 'verified',
      isPrimary: false,
    });
    const r = await page('kaveri-crackers.test', '/cart');
    expect(r.statusCode).toBe(301);
    expect(r.headers.location).toBe('http://kaveri.test/cart');
    expect((await api('POST', `/admin/domains/${second.id}/primary`)).statusCode).toBe(200);
    expect((await page('kaveri.test', '/cart')).headers.location).toBe('http://kaveri-crackers.test/cart');
    expect((await api('POST', `/admin/domains/${kaveri.id}/primary`)).statusCode).toBe(200);
    expect((await api('DELETE', `/admin/domains/${second.id}`)).statusCode).toBe(200);
    expect((await page('kaveri-crackers.test')).statusCode).toBe(404);
  });

  it('re-verification disables a domain whose record is gone, and the host stops serving the shop', async () => {
    const ctx = domainContext(t.app);
    // Not due yet: nothing is checked.
    expect(await runDomainCheck(ctx, new Date())).toEqual([]);
    await restartDns({});
    const later = new Date(Date.now() + REVERIFY_MS + 1000);
    const results = await runDomainCheck(ctx, later);
    expect(results.map((r) => [r.domain.host, r.domain.status])).toEqual([['kaveri.test', 'disabled']]);
    expect((await page('kaveri.test')).statusCode).toBe(404);
    expect((await page('kaveri.test')).body).toContain(SHOP_LIFECYCLE_MESSAGES.noShopAtHost);
    expect((await ask('kaveri.test')).statusCode).toBe(404);
    const listed = (await api('GET', '/admin/domains')).json().data;
    expect(listed[0]).toMatchObject({
      host: 'kaveri.test',
      status: 'disabled',
      failureReason: DOMAIN_MESSAGES.verifyNoRecord('_pataka-verify.kaveri.test'),
    });
  });

  it('a DNS server that cannot be reached changes nothing but the reason', async () => {
    await dns?.stop();
    dns = null;
    const res = await api('POST', `/admin/domains/${kaveri.id}/verify`);
    expect(res.json().data).toMatchObject({
      ok: false,
      reason: DOMAIN_MESSAGES.verifyDnsFailed,
      domain: { status: 'disabled' },
    });
  });

  it('only owners manage domains', async () => {
    const { staffWithToken } = await import('../staff/staff-test-helpers.ts');
    const staff = await staffWithToken(t.db, 'demo2', { role: 'staff' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/domains',
      headers: as('demo2', staff.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
