// Automatic HTTPS with a REAL Caddy (issue 29 acceptance): Caddy's on-demand TLS asks the API's
// /api/platform/v1/tls/ask before issuing (here from its internal CA, `tls internal`). After the domain is
// verified, https://kaveri.test/ gets Kaveri's storefront page; an unverified host fails the handshake.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { addDomain, verifyDomain } from '../../src/modules/domains/domains.service.ts';
import { domainContext } from '../../src/modules/shops/shop-context.ts';
import { openTestDatabase } from '../helpers/test-db.ts';

const CADDY = ['/usr/bin/caddy', '/usr/local/bin/caddy'].find((p) => fs.existsSync(p));
const API_PORT = 4560;
const HTTPS_PORT = 4561;
const HTTP_PORT = 4562;
if (!CADDY) console.warn('SKIPPED caddy-on-demand.test.ts: caddy is not installed (apt-get install caddy)');

const run = promisify(execFile);
let app: Awaited<ReturnType<typeof buildApp>>;
let caddy: ChildProcess | null = null;
let tmp: string;

const waitForPort = async (port: number, ms = 10_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.destroy(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const curl = (host: string) =>
  run('curl', [
    '-sS',
    '-k',
    '--max-time',
    '10',
    '--resolve',
    `${host}:${HTTPS_PORT}:127.0.0.1`,
    `https://${host}:${HTTPS_PORT}/`,
  ]).then(
    (r) => ({ ok: true as const, body: r.stdout, code: 0 }),
    (e: { code?: number; stderr?: string }) => ({ ok: false as const, body: e.stderr ?? '', code: e.code }),
  );

beforeAll(async () => {
  if (!CADDY) return;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-caddy-'));
  // A storefront build of one page: the server writes the shop into its meta tag (decision 145).
  const web = path.join(tmp, 'web');
  fs.mkdirSync(web);
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="pataka-tenant" content="demo" /><title>Pataka</title></head><body><div id="root"></div></body></html>',
  );
  app = await buildApp({
    config: testConfig({
      webDistDir: web,
      webSsrEntry: path.join(tmp, 'no-ssr.js'),
      adminDistDir: path.join(tmp, 'no-admin'),
    }),
    database: await openTestDatabase(),
    ownsDatabase: true,
    logger: false,
    serveWeb: true,
  });
  await app.listen({ port: API_PORT, host: '127.0.0.1' });
  const caddyfile = `{
	admin off
	storage file_system ${path.join(tmp, 'caddy-data')}
	http_port ${HTTP_PORT}
	https_port ${HTTPS_PORT}
	skip_install_trust
	on_demand_tls {
		ask http://127.0.0.1:${API_PORT}/api/platform/v1/tls/ask
	}
}
https:// {
	tls internal {
		on_demand
	}
	reverse_proxy 127.0.0.1:${API_PORT}
}
`;
  fs.writeFileSync(path.join(tmp, 'Caddyfile'), caddyfile);
  caddy = spawn(CADDY, ['run', '--config', path.join(tmp, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      HOME: tmp,
      XDG_DATA_HOME: path.join(tmp, 'data'),
      XDG_CONFIG_HOME: path.join(tmp, 'config'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  caddy.stderr!.on('data', (b: Buffer) => (log += b.toString()));
  await waitForPort(HTTPS_PORT).catch((err: Error) => {
    throw new Error(`${err.message}\n${log}`);
  });
}, 60_000);

afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((r) => caddy!.once('exit', r));
    caddy.kill('SIGTERM');
    await exited;
  }
  await app?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(!CADDY)('Caddy on-demand TLS asks Pataka', () => {
  it('an unverified host fails the TLS handshake', async () => {
    const res = await curl('kaveri.test');
    expect(res.ok).toBe(false);
    expect(res.code).toBe(35); // curl: SSL connect error
  });

  it("after verification, https://kaveri.test/ gets Kaveri's storefront", async () => {
    const actor = { kind: 'operator' as const, id: 'op', name: 'Ravi' };
    const ctx = domainContext(app);
    const added = await addDomain(ctx, { tenantId: 'demo2', host: 'kaveri.test', actor, verifyNow: false });
    const token = added.domain.verificationToken;
    // The DNS side is tested against dnsmasq (verify-dns.test.ts); here the TXT answer is given.
    const verified = await verifyDomain(
      { ...ctx, lookupTxt: async () => ({ kind: 'found', values: [token] }) },
      { tenantId: 'demo2', domainId: added.domain.id },
    );
    expect(verified.ok).toBe(true);
    const res = await curl('kaveri.test');
    expect(res.ok).toBe(true);
    expect(res.body).toContain('<meta name="pataka-tenant" content="demo2" data-fixed="domain" />');
    // Still no certificate for a name nobody verified.
    expect((await curl('stranger.test')).code).toBe(35);
  }, 30_000);
});
