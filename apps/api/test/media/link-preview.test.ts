// GET /media/<shop>/og/<file>: the 1200×630 JPEG cards a link shared on WhatsApp shows.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPublic, Product } from '@pataka/domain/api-types';
import { PREVIEW_IMAGE, productPreviewPath, shopPreviewPath } from '@pataka/domain/seo';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { staffWithToken } from '../staff/staff-test-helpers.ts';
import { call, newProduct, publicGet } from '../catalogue-admin/admin-request.ts';

let t: TestApp;
let staff: string;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pataka-h1-og-'));
const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'pataka-h1-nodist-'));

beforeAll(async () => {
  t = await createTestApp({ dataDir, webDistDir });
  staff = (await staffWithToken(t.db, 'demo')).token;
});
afterAll(async () => {
  await t.app.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDistDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const company = async (tenant = 'demo') =>
  (await publicGet(t, '/company/public', tenant)).body.data as CompanyPublic;

/** The preview path the server renderer builds from what the public API shows. */
async function previewOf(product: Product, tenant = 'demo') {
  return productPreviewPath(tenant, { ...product, shopName: (await company(tenant)).companyName });
}
const seeded = async (tenant = 'demo') =>
  (await publicGet(t, '/products?limit=1&sortBy=price&sortOrder=desc', tenant)).body.data[0] as Product;

async function expectCard(url: string) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  expect(res.rawPayload.length).toBeLessThanOrEqual(PREVIEW_IMAGE.maxBytes);
  expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  return res.rawPayload;
}

describe('product link preview', () => {
  it('draws a seeded product’s card once and keeps it', async () => {
    const product = await seeded();
    const url = await previewOf(product);
    const jpeg = await expectCard(url);
    writeFileSync('/tmp/og-product.jpg', jpeg);
    expect(readdirSync(path.join(dataDir, 'media/demo/og'))).toEqual([path.basename(url)]);
    expect((await get(url)).rawPayload.equals(jpeg)).toBe(true);
  });

  it('sends an old fingerprint on to the current card', async () => {
    const url = await previewOf(await seeded());
    const stale = url.replace(/-[0-9a-f]{8}\.jpg$/, '-00000000.jpg');
    const res = await get(stale);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(url);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('gets a new address when staff change the price, and the old one follows it', async () => {
    const created = (
      await call(t, staff, 'POST', '/products', newProduct({ price: 640, originalPrice: 999 }))
    ).body.data as Product;
    const before = await previewOf((await publicGet(t, `/products/${created.id}`)).body.data);
    await expectCard(before);
    expect((await call(t, staff, 'PATCH', `/products/${created.id}`, { price: 555 })).status).toBe(200);
    const after = await previewOf((await publicGet(t, `/products/${created.id}`)).body.data);
    expect(after).not.toBe(before);
    const old = await get(before);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(after);
    await expectCard(after);

    // Archived: off the storefront, so no card either.
    expect((await call(t, staff, 'DELETE', `/products/${created.id}`)).status).toBe(200);
    expect((await get(after)).statusCode).toBe(404);
  });

  it('draws a product without a picture (the shop’s logo stands in)', async () => {
    const created = (await call(t, staff, 'POST', '/products', newProduct())).body.data as Product;
    expect(created.image).toBeNull();
    await expectCard(await previewOf((await publicGet(t, `/products/${created.id}`)).body.data));
  });

  it('draws an upload from its 1200 px WebP, and a brief stand-in while it is being processed', async () => {
    const hash = '0123456789abcdef0123456789abcdef';
    const medias = [{ url: `/media/demo/products/${hash}-640.webp`, type: 'image' }];
    const created = (await call(t, staff, 'POST', '/products', newProduct({ medias }))).body.data as Product;
    const url = await previewOf((await publicGet(t, `/products/${created.id}`)).body.data);
    // Saved before its sizes exist (the upload answered 202): the logo stands in, for five minutes only.
    const early = await get(url);
    expect(early.statusCode).toBe(200);
    expect(early.headers['cache-control']).toBe('public, max-age=300');
    expect(readdirSync(path.join(dataDir, 'media/demo/og'))).not.toContain(path.basename(url));

    const green = { r: 20, g: 160, b: 60 };
    const webp = await sharp({ create: { width: 600, height: 600, channels: 3, background: green } })
      .webp()
      .toBuffer();
    await t.app.storage.put(`media/demo/products/${hash}-1200.webp`, webp, { contentType: 'image/webp' });
    const jpeg = await expectCard(url);
    // The middle of the picture's frame is the upload's green.
    const { data } = await sharp(jpeg)
      .extract({ left: 267, top: 265, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const distance =
      Math.abs(data[0]! - green.r) + Math.abs(data[1]! - green.g) + Math.abs(data[2]! - green.b);
    expect(distance).toBeLessThan(30);
  });

  it('draws a burst of first requests once', async () => {
    const created = (await call(t, staff, 'POST', '/products', newProduct())).body.data as Product;
    const url = await previewOf((await publicGet(t, `/products/${created.id}`)).body.data);
    const stored: string[] = [];
    const put = t.app.storage.put;
    t.app.storage.put = (key, bytes, opts) => (stored.push(key), put(key, bytes, opts));
    try {
      const answers = await Promise.all([get(url), get(url), get(url)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(stored).toEqual([`media${url.slice('/media'.length)}`]);
    } finally {
      t.app.storage.put = put;
    }
  });

  it('answers 404 for another shop’s product, an unknown id, an unknown shop or a bad name', async () => {
    const product = await seeded();
    const shopName = (await company('demo2')).companyName;
    // The fingerprint is right for demo2's name, so only the shop check can refuse it.
    const underDemo2 = productPreviewPath('demo2', { ...product, shopName });
    const unknown = await previewOf({ ...product, id: 'no-such-product' });
    for (const url of [
      underDemo2,
      unknown,
      (await previewOf(product)).replace('/media/demo/', '/media/nowhere/'),
      '/media/demo/og/product-.jpg',
      '/media/demo/og/shop-xyz.jpg',
      '/media/demo/og/..%2F..%2Fshop-00000000.jpg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });
});

describe('shop link preview', () => {
  it('draws the shop’s card, and sends an old fingerprint on to it', async () => {
    const shop = await company('demo2');
    const url = shopPreviewPath('demo2', {
      shopName: shop.companyName,
      tagline: shop.tagline,
      logo: shop.logo,
      city: shop.address?.city ?? null,
    });
    writeFileSync('/tmp/og-shop.jpg', await expectCard(url));
    const res = await get('/media/demo2/og/shop-00000000.jpg');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(url);
  });
});
