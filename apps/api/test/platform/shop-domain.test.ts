// A shop's domain shows only that shop (decision 145). With TENANT_HOSTS=kaveri.test=demo,other.test=demo2 in
// production, a page on kaveri.test is demo's whatever ?shop= or the shop cookie say, the cookie is expired,
// the API on kaveri.test refuses another shop's X-Tenant-ID, and the files a page links to (price list,
// manifest, sitemap, pictures) follow the host. On a host that is not mapped, ?shop= still switches.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pataka/domain/messages';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { twoShopDomainsConfig } from '../helpers/test-app.ts';
import { openTestDatabase } from '../helpers/test-db.ts';

let app: Awaited<ReturnType<typeof buildApp>>;
let dist: string;

// A stand-in for the storefront's server renderer (apps/web/src/entry-server.tsx): it reads the shop's name
// and UPI id through fetchApi, as the real one does, and writes them into the page with the meta tag.
const RENDERER = `
export function createRenderer({ template }) {
  return {
    async render(req) {
      const res = await req.fetchApi('/api/v1/company/public', { headers: { 'x-tenant-id': req.tenantId } });
      const body = await res.json();
      const shop = res.ok ? body.data.companyName + ' pays to ' + body.data.upiId : 'API said ' + res.status;
      const html = template
        .replace(/<meta name="pataka-tenant" content="[^"]*" \\/>/, '<meta name="pataka-tenant" content="' + req.tenantId + '" />')
        .replace('<div id="root"></div>', '<div id="root"><h1>' + shop + '</h1><p>' + req.url + '</p></div>');
      return { status: 200, html, kind: 'page' };
    },
  };
}
`;

const DEMO = 'Unique Crackers pays to uniquecrackers@okaxis';
const DEMO2 = 'Kaveri Fireworks pays to kaverifireworks@oksbi';

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-domain-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en-IN"><head><title>Shop</title><meta name="pataka-tenant" content="demo" /></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'entry-server.mjs'), RENDERER);
  app = await buildApp({
    config: twoShopDomainsConfig(dist),
    database: await openTestDatabase(),
    ownsDatabase: true,
    logger: false,
    serveWeb: true,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host, ...headers } });

const metaOf = (html: string) => /<meta name="pataka-tenant"[^>]*>/.exec(html)?.[0];

describe("pages on a shop's own domain", () => {
  it('GET /?shop=demo2 on kaveri.test is demo, marked as the domain’s shop, and sets no shop cookie', async () => {
    const res = await get('/?shop=demo2', 'kaveri.test');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(DEMO);
    expect(res.body).not.toContain('Kaveri Fireworks');
    expect(metaOf(res.body)).toBe('<meta name="pataka-tenant" content="demo" data-fixed="domain" />');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('GET /products?shop=demo2 on kaveri.test is demo', async () => {
    const res = await get('/products?shop=demo2', 'kaveri.test');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(DEMO);
    expect(res.body).toContain('<p>/products?shop=demo2</p>');
    expect(metaOf(res.body)).toContain('content="demo"');
  });

  it('GET / with the cookie pataka_shop=demo2 on kaveri.test is demo and expires the cookie', async () => {
    const res = await get('/', 'kaveri.test', { cookie: 'pataka_lang=en; pataka_shop=demo2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(DEMO);
    expect(res.body).not.toContain(DEMO2);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^pataka_shop=; /);
    expect(cookie).toContain('Max-Age=0');
    expect(cookie).toContain('Path=/');
  });

  it('the other mapped host is its own shop, and ignores ?shop=demo too', async () => {
    const res = await get('/?shop=demo', 'other.test:443');
    expect(res.body).toContain(DEMO2);
    expect(metaOf(res.body)).toBe('<meta name="pataka-tenant" content="demo2" data-fixed="domain" />');
  });

  it('a page served as a shell (no renderer) on kaveri.test is still demo', async () => {
    const shellApp = await buildApp({
      config: testConfig({
        tenantHosts: { 'kaveri.test': 'demo' },
        webDistDir: dist,
        webSsrEntry: path.join(dist, 'no-renderer.mjs'),
      }),
      database: await openTestDatabase(),
      ownsDatabase: true,
      logger: false,
      serveWeb: true,
    });
    try {
      const res = await shellApp.inject({
        method: 'GET',
        url: '/?shop=demo2',
        headers: { host: 'kaveri.test', cookie: 'pataka_shop=demo2' },
      });
      expect(metaOf(res.body)).toBe('<meta name="pataka-tenant" content="demo" data-fixed="domain" />');
      expect(String(res.headers['set-cookie'])).toMatch(/^pataka_shop=; .*Max-Age=0/);
    } finally {
      await shellApp.close();
    }
  });
});

describe('pages on a host that is not mapped (the demo host)', () => {
  it('?shop=demo2 still switches to demo2 and remembers it', async () => {
    const res = await get('/?shop=demo2', 'pataka.test');
    expect(res.body).toContain(DEMO2);
    expect(metaOf(res.body)).toBe('<meta name="pataka-tenant" content="demo2" />');
    expect(String(res.headers['set-cookie'])).toMatch(/^pataka_shop=demo2; .*Max-Age=31536000/);
  });

  it('the cookie keeps the chosen shop; without either it is the default shop', async () => {
    expect((await get('/products', 'pataka.test', { cookie: 'pataka_shop=demo2' })).body).toContain(DEMO2);
    const plain = await get('/', 'pataka.test');
    expect(plain.body).toContain(DEMO);
    expect(plain.headers['set-cookie']).toBeUndefined();
  });
});

describe("the API on a shop's own domain", () => {
  it('refuses X-Tenant-ID of another shop with 400', async () => {
    const res = await get('/api/v1/products', 'kaveri.test', { 'x-tenant-id': 'demo2' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'BAD_REQUEST', message: MESSAGES.tenantNotOfHost },
    });
  });

  it('refuses it for writes too, whatever the body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      headers: { host: 'kaveri.test', 'x-tenant-id': 'demo2' },
      payload: { email: 'someone@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.tenantNotOfHost);
  });

  it("answers the domain's own shop, in any letter case of the header", async () => {
    expect((await get('/api/v1/products', 'kaveri.test', { 'x-tenant-id': 'demo' })).statusCode).toBe(200);
    expect((await get('/api/v1/products', 'KAVERI.test:8443', { 'x-tenant-id': 'Demo' })).statusCode).toBe(
      200,
    );
  });

  it('answers any shop on a host that is not mapped', async () => {
    expect((await get('/api/v1/products', 'pataka.test', { 'x-tenant-id': 'demo2' })).statusCode).toBe(200);
  });
});

describe('files a page links to follow the domain', () => {
  it('the price-list PDF without a header is the domain’s shop whatever ?shop= and the cookie say', async () => {
    const onDomain = await get('/api/v1/price-list.pdf?shop=demo2', 'kaveri.test', {
      cookie: 'pataka_shop=demo2',
    });
    const demo = await get('/api/v1/price-list.pdf', 'pataka.test');
    const demo2 = await get('/api/v1/price-list.pdf?shop=demo2', 'pataka.test');
    expect(onDomain.statusCode).toBe(200);
    expect(onDomain.headers['content-type']).toBe('application/pdf');
    expect(onDomain.headers.etag).toBe(demo.headers.etag);
    expect(onDomain.headers.etag).not.toBe(demo2.headers.etag);
  });

  it('the web manifest is the domain’s shop', async () => {
    const res = await get('/manifest.webmanifest?shop=demo2', 'kaveri.test', { cookie: 'pataka_shop=demo2' });
    const manifest = res.json();
    expect(manifest.name).toBe('Unique Crackers');
    expect(manifest.id).toBe('/');
    expect(manifest.icons[0].src).toMatch(/\?shop=demo&/);
  });

  it('the sitemap and robots.txt are the domain’s shop, with no ?shop= in their URLs', async () => {
    const sitemap = await get('/sitemap.xml?shop=demo2', 'kaveri.test', { cookie: 'pataka_shop=demo2' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain('shop=');
    const onDemoHost = await get('/sitemap.xml', 'pataka.test');
    const paths = (xml: string) => [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(paths(sitemap.body)).toEqual(paths(onDemoHost.body));
    const robots = await get('/robots.txt?shop=demo2', 'kaveri.test');
    expect(robots.body).toContain('Sitemap: http://kaveri.test/sitemap.xml\n');
  });

  it("another shop's pictures are not served on the domain; its own and the demo host's are", async () => {
    // An outdated link-preview name is redirected to the shop's current card: proof the route served it.
    const stale = (shop: string) => `/media/${shop}/og/shop-00000000.jpg`;
    const own = await get(stale('demo'), 'kaveri.test');
    expect(own.statusCode).toBe(301);
    expect(own.headers.location).toMatch(/^\/media\/demo\/og\/shop-[0-9a-f]{8}\.jpg$/);
    expect((await get(stale('demo2'), 'pataka.test')).statusCode).toBe(301);
    const foreign = await get(stale('demo2'), 'kaveri.test');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Picture not found');
    const foreignPicture = await get(
      '/media/demo2/products/0123456789abcdef0123456789abcdef-320.webp',
      'kaveri.test',
    );
    expect(foreignPicture.statusCode).toBe(404);
  });
});
