import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companySettings } from '../../src/db/schema/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testConfig } from '../../src/config.ts';
import { demoShop } from '../../src/db/seed/demo-shop.ts';
import { demo2Shop } from '../../src/db/seed/demo2-shop.ts';
import { shortName, THEME_COLOR } from '../../src/modules/web-manifest/web-manifest.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    tenantHosts: { 'kaveri.example': 'demo2' },
    defaultTenant: 'demo',
    // The demo host is the platform's (decision 151: any other host is nobody's, a plain 404).
    platform: { ...testConfig().platform, hosts: ['localhost', 'unique.example'] },
  });
});
afterAll(() => t.app.close());

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  lang: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'unique.example', ...headers } });

async function manifestOf(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, headers);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, no-cache');
  expect(res.headers.vary).toContain('Cookie');
  return res.json<Manifest>();
}

async function expectPng(src: string, size: number) {
  const res = await get(src);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const meta = await sharp(res.rawPayload).metadata();
  expect(meta.format).toBe('png');
  expect([meta.width, meta.height]).toEqual([size, size]);
  return res.rawPayload;
}

describe('GET /manifest.webmanifest', () => {
  it("describes the host's shop: its name, the brand colours, standalone from /", async () => {
    const m = await manifestOf('/manifest.webmanifest');
    expect(m.name).toBe(demoShop.company.companyName);
    expect(m.short_name).toBe(shortName(demoShop.company.companyName));
    expect(m.short_name.length).toBeLessThanOrEqual(12);
    expect(m).toMatchObject({
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
      lang: 'en-IN',
    });
    expect(m.icons.map((i) => [i.sizes, i.type])).toEqual([
      ['192x192', 'image/png'],
      ['512x512', 'image/png'],
    ]);
    for (const icon of m.icons)
      expect(icon.src).toMatch(/^\/manifest-icons\/(192|512)\.png\?shop=demo&v=[0-9a-f]{12}$/);
  });

  it('serves the icons as PNGs of their size, drawn from the logo', async () => {
    const m = await manifestOf('/manifest.webmanifest');
    await expectPng(m.icons[0]!.src, 192);
    const big = await expectPng(m.icons[1]!.src, 512);
    // The logo is drawn, not a blank square: many colours in the middle.
    const { data } = await sharp(big)
      .extract({ left: 156, top: 156, width: 200, height: 200 })
      .raw()
      .toBuffer({
        resolveWithObject: true,
      });
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 3 * 97)
      colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    expect(colours.size).toBeGreaterThan(5);
  });

  it('is another shop for ?shop=, the shop cookie and its own host, with its own icons', async () => {
    const demo = await manifestOf('/manifest.webmanifest');
    const byQuery = await manifestOf('/manifest.webmanifest?shop=demo2');
    const byCookie = await manifestOf('/manifest.webmanifest', { cookie: 'pataka_shop=demo2' });
    const byHost = await manifestOf('/manifest.webmanifest', { host: 'kaveri.example' });
    for (const m of [byQuery, byCookie, byHost]) {
      expect(m.name).toBe(demo2Shop.company.companyName);
      expect(m.name).not.toBe(demo.name);
      expect(m.icons[0]!.src).toMatch(/\?shop=demo2&v=/);
    }
    expect(byQuery.id).toBe('/?shop=demo2');
    expect(byHost.id).toBe('/');
    const hash = (m: Manifest) => new URLSearchParams(m.icons[0]!.src.split('?')[1]).get('v');
    expect(hash(byQuery)).not.toBe(hash(demo));
    const a = await expectPng(demo.icons[1]!.src, 512);
    const b = await expectPng(byQuery.icons[1]!.src, 512);
    expect(a.equals(b)).toBe(false);
  });

  it('follows the language cookie', async () => {
    expect((await manifestOf('/manifest.webmanifest', { cookie: 'pataka_lang=ta' })).lang).toBe('ta-IN');
  });

  it('answers 404 for a shop that does not exist', async () => {
    expect((await get('/manifest.webmanifest?shop=no-such-shop')).statusCode).toBe(404);
    expect((await get('/manifest-icons/192.png?shop=no-such-shop')).statusCode).toBe(404);
  });

  it("draws the storefront's mark for a shop without a logo, and a new address when the logo changes", async () => {
    const before = await manifestOf('/manifest.webmanifest?shop=demo2');
    await t.db.update(companySettings).set({ logo: null }).where(eq(companySettings.tenantId, 'demo2'));
    t.app.publicCache.invalidate('demo2');
    const after = await manifestOf('/manifest.webmanifest?shop=demo2');
    expect(after.icons[1]!.src).not.toBe(before.icons[1]!.src);
    const png = await expectPng(after.icons[1]!.src, 512);
    // The mark's maroon circle fills the middle.
    const { data } = await sharp(png).extract({ left: 367, top: 210, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect([data[0], data[1], data[2]]).toEqual([0x8e, 0x1a, 0x22]);
  });

  it('revalidates an icon asked for without the current hash; other sizes are not routes', async () => {
    const res = await get('/manifest-icons/192.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect((await get('/manifest-icons/100.png')).statusCode).toBe(404);
  });
});

describe('shortName', () => {
  it('keeps a short name, else the first word', () => {
    expect(shortName('Kaveri Fireworks')).toBe('Kaveri');
    expect(shortName('Sri Ram')).toBe('Sri Ram');
    expect(shortName('Supercalifragilistic Crackers')).toBe('Supercalifr…');
  });
});
