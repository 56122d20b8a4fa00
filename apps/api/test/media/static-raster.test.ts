// GET /media/<shop>/products/<name>-<w>.webp: the WebP sizes of the SVG art shipped with the storefront.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImageSources } from '@pataka/domain/seo';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { publicGet } from '../catalogue-admin/admin-request.ts';

let t: TestApp;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pataka-h1-raster-'));
// No built storefront here: the art is found in apps/web/public/media, as in development.
const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'pataka-h1-nodist-'));

beforeAll(async () => {
  t = await createTestApp({ dataDir, webDistDir });
});
afterAll(async () => {
  await t.app.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDistDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('WebP sizes of the static product art', () => {
  it('draws a seed SVG as a 640 px square WebP, cached for a year and kept in storage', async () => {
    const res = await get('/media/demo/products/1000-wala-640.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 640 });

    const kept = readdirSync(path.join(dataDir, 'media/demo/static'));
    expect(kept).toEqual([expect.stringMatching(/^1000-wala-[0-9a-f]{8}-640\.webp$/)]);
    // The second answer is the kept file, byte for byte.
    const again = await get('/media/demo/products/1000-wala-640.webp');
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('answers every size the storefront lists in a seeded product’s srcset', async () => {
    const product = (await publicGet(t, '/products?limit=1', 'demo2')).body.data[0];
    const sources = productImageSources(product.image);
    expect(sources).not.toBeNull();
    const entries = sources!.srcSet.split(', ').map((e) => e.split(' '));
    expect(entries.map(([, w]) => w)).toEqual(['320w', '640w', '1200w']);
    for (const [url, w] of entries) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(parseInt(w!, 10));
    }
  });

  it('draws a burst of first requests once', async () => {
    const stored: string[] = [];
    const put = t.app.storage.put;
    t.app.storage.put = (key, bytes, opts) => (stored.push(key), put(key, bytes, opts));
    try {
      const url = '/media/demo/products/100-wala-320.webp';
      const [a, b, c] = await Promise.all([get(url), get(url), get(url)]);
      expect([a!.statusCode, b!.statusCode, c!.statusCode]).toEqual([200, 200, 200]);
      expect(b!.rawPayload.equals(a!.rawPayload) && c!.rawPayload.equals(a!.rawPayload)).toBe(true);
      expect(stored).toEqual([
        expect.stringMatching(/^media\/demo\/static\/100-wala-[0-9a-f]{8}-320\.webp$/),
      ]);
    } finally {
      t.app.storage.put = put;
    }
  });

  it.each([
    ['an unknown name', '/media/demo/products/no-such-cracker-640.webp'],
    ['an unknown shop', '/media/nowhere/products/1000-wala-640.webp'],
    ['art of another folder', '/media/demo/products/logo-640.webp'],
    ['a width the storefront does not use', '/media/demo/products/1000-wala-800.webp'],
    ['a climb out of the folder', '/media/demo/products/..%2Flogo-640.webp'],
    ['a climb in the shop', '/media/..%2Fdemo/products/1000-wala-640.webp'],
    ['a dotted shop', '/media/../products/1000-wala-640.webp'],
    ['an encoded dot name', '/media/demo/products/%2E%2E-640.webp'],
    ['a backslash climb', '/media/demo/products/..%5C..%5Clogo-640.webp'],
  ])('answers 404 for %s', async (_label, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('keeps nothing for a refused request', () => {
    expect(existsSync(path.join(dataDir, 'media/nowhere'))).toBe(false);
  });
});
