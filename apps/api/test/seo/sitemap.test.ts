import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testConfig } from '../../src/config.ts';
import { stableId } from '../../src/db/seed/stable-id.ts';
import { demoShop } from '../../src/db/seed/demo-shop.ts';
import { demo2Shop } from '../../src/db/seed/demo2-shop.ts';

let t: TestApp;
beforeAll(async () => {
  // demo2 has its own host; anything else is the default shop, demo. Behind a proxy, as in production.
  t = await createTestApp({
    tenantHosts: { 'kaveri.example': 'demo2' },
    defaultTenant: 'demo',
    trustProxy: true,
    // The demo hosts are the platform's (decision 151: any other host is nobody's, a plain 404).
    platform: { ...testConfig().platform, hosts: ['localhost', 'unique.example', 'shop.example'] },
  });
});
afterAll(() => t.app.close());

const fetchPage = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'unique.example', ...headers } });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const activeSlugs = (shop: typeof demoShop) =>
  shop.products.filter((p) => (p.status ?? 'active') === 'active').map((p) => p.slug);
const inactiveSlugs = (shop: typeof demoShop) =>
  shop.products.filter((p) => (p.status ?? 'active') !== 'active').map((p) => p.slug);

/** Rough well-formedness: declaration, one urlset, every <url> closed with one <loc> inside. */
function expectWellFormed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml.match(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/g)).toHaveLength(1);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  const opened = xml.match(/<url>/g)?.length ?? 0;
  expect(xml.match(/<\/url>/g)?.length).toBe(opened);
  expect(locs(xml)).toHaveLength(opened);
  for (const block of xml.match(/<url>[\s\S]*?<\/url>/g) ?? []) {
    expect(block).toMatch(/^<url><loc>[^<&]*(?:&amp;[^<&]*)*<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?<\/url>$/);
  }
  // No bare ampersand anywhere: every & starts an entity.
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
}

describe('GET /sitemap.xml', () => {
  it("lists the default shop's pages, categories and active products as absolute URLs", async () => {
    const res = await fetchPage('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers.etag).toMatch(/^W\/".+"$/);
    const xml = res.body;
    expectWellFormed(xml);
    const urls = locs(xml);
    for (const path of ['/', '/products', '/categories', '/quick-buy', '/about', '/contact', '/shipping']) {
      expect(urls).toContain(`http://unique.example${path}`);
    }
    for (const path of ['/privacy', '/terms', '/safety'])
      expect(urls).toContain(`http://unique.example${path}`);
    for (const slug of activeSlugs(demoShop)) expect(urls).toContain(`http://unique.example/product/${slug}`);
    for (const slug of inactiveSlugs(demoShop))
      expect(urls).not.toContain(`http://unique.example/product/${slug}`);
    const activeCategories = demoShop.categories.filter((c) => c.isActive !== false);
    for (const c of activeCategories) expect(urls).toContain(`http://unique.example/category/${c.slug}`);
    expect(urls).toHaveLength(10 + activeCategories.length + activeSlugs(demoShop).length);
    expect(urls.every((u) => u.startsWith('http://unique.example/'))).toBe(true);
  });

  it('gives every URL a W3C lastmod', async () => {
    const xml = (await fetchPage('/sitemap.xml')).body;
    const lastmods = [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]!);
    expect(lastmods).toHaveLength(locs(xml).length);
    for (const value of lastmods) {
      expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(Date.parse(value)).toBeLessThanOrEqual(Date.now());
    }
  });

  it("lists only the other shop's own products on its host", async () => {
    const demo = locs((await fetchPage('/sitemap.xml')).body);
    const kaveri = locs((await fetchPage('/sitemap.xml', { host: 'kaveri.example' })).body);
    expect(kaveri.every((u) => u.startsWith('http://kaveri.example/'))).toBe(true);
    const products = (urls: string[]) =>
      urls.filter((u) => u.includes('/product/')).map((u) => u.split('/').pop());
    expect(new Set(products(kaveri))).toEqual(new Set(activeSlugs(demo2Shop)));
    expect(new Set(products(demo))).toEqual(new Set(activeSlugs(demoShop)));
    // Each shop's products that the other shop does not have never show up on its sitemap.
    const demoOnly = activeSlugs(demoShop).filter((s) => !activeSlugs(demo2Shop).includes(s));
    expect(demoOnly.length).toBeGreaterThan(0);
    for (const slug of demoOnly) expect(products(kaveri)).not.toContain(slug);
  });

  it('keeps ?shop= on every URL when the shop was chosen by it or by the cookie', async () => {
    const byQuery = await fetchPage('/sitemap.xml?shop=demo2');
    expectWellFormed(byQuery.body);
    const urls = locs(byQuery.body);
    expect(urls).toContain('http://unique.example/?shop=demo2');
    expect(urls.every((u) => u.endsWith('?shop=demo2'))).toBe(true);
    expect(urls).toContain(`http://unique.example/product/${activeSlugs(demo2Shop)[0]}?shop=demo2`);
    const byCookie = await fetchPage('/sitemap.xml', { cookie: 'pataka_shop=demo2' });
    expect(byCookie.body).toBe(byQuery.body);
    expect(byCookie.headers.vary).toContain('Cookie');
  });

  it('answers 404 for a shop that does not exist', async () => {
    expect((await fetchPage('/sitemap.xml?shop=no-such-shop')).statusCode).toBe(404);
  });

  it('drops an archived product at once, and answers 304 to a matching If-None-Match', async () => {
    const first = await fetchPage('/sitemap.xml');
    const etag = first.headers.etag as string;
    expect((await fetchPage('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304);

    const slug = activeSlugs(demoShop)[0]!;
    const { token } = await adminToken(t.db, 'demo');
    const archived = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/products/${stableId('demo', 'product', slug)}`,
      headers: as('demo', token),
    });
    expect(archived.statusCode).toBe(200);

    const after = await fetchPage('/sitemap.xml', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(locs(after.body)).not.toContain(`http://unique.example/product/${slug}`);
    expect(locs(after.body)).toHaveLength(locs(first.body).length - 1);
    // The list pages changed with it: their lastmod is the archive's time.
    const home = /<loc>http:\/\/unique\.example\/<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(after.body)![1]!;
    expect(Date.now() - Date.parse(home)).toBeLessThan(60_000);
  });

  it('is compressed for clients that accept it, the same bytes once decoded', async () => {
    const plain = await fetchPage('/sitemap.xml');
    const br = await fetchPage('/sitemap.xml', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});

describe('GET /robots.txt', () => {
  it('allows the shop, keeps crawlers out of personal pages and points at its sitemap', async () => {
    const res = await fetchPage('/robots.txt', { host: 'kaveri.example' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/admin',
      '/api/',
      '/cart',
      '/checkout',
      '/profile',
      '/enquiries',
      '/favorites',
      '/login',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: http://kaveri.example/sitemap.xml');
  });

  it('points at the chosen shop’s sitemap when the shop came from ?shop=', async () => {
    const res = await fetchPage('/robots.txt?shop=demo2');
    expect(res.body.split('\n')).toContain('Sitemap: http://unique.example/sitemap.xml?shop=demo2');
  });

  it('uses the forwarded host and protocol set by the (trusted) proxy', async () => {
    const res = await fetchPage('/robots.txt', {
      host: 'internal:3000',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
    });
    expect(res.body).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
