import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_ADMIN_MESSAGES as M, productImageVariants } from '@pataka/domain/catalogue-admin';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditEntries, staffWithToken } from '../staff/staff-test-helpers.ts';
import { multipart } from '../uploads/multipart.ts';
import { call, newProduct, publicGet } from './admin-request.ts';

let t: TestApp;
let staff: string;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pataka-media-'));

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  staff = (await staffWithToken(t.db, 'demo')).token;
});
afterAll(async () => {
  await t.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (fileName: string, bytes: Buffer, contentType = 'image/png') => {
  const body = multipart({ fileName, contentType, bytes });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/product-image',
    headers: { ...as('demo', staff), ...body.headers },
    payload: body.payload,
  });
};

/** A real 1600×1000 PNG: a red rectangle with a transparent border. */
const png = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: {
          create: { width: 1200, height: 800, channels: 4, background: { r: 220, g: 30, b: 30, alpha: 1 } },
        },
        left: 200,
        top: 100,
      },
    ])
    .png()
    .toBuffer();

describe('POST /uploads/product-image', () => {
  it('stores WebP sizes and a link preview, served publicly with an immutable cache', async () => {
    const res = await upload('diwali.png', await png());
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ width: 1600, height: 1000 });
    expect(data.url).toBe(data.sizes[640]);
    expect(data.url).toMatch(/^\/media\/demo\/products\/[0-9a-f]{32}-640\.webp$/);
    expect(productImageVariants(data.url)).toEqual({ sizes: data.sizes, preview: data.preview });

    for (const width of [320, 640, 1200]) {
      const file = await t.app.inject({ method: 'GET', url: data.sizes[width] });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    const preview = await t.app.inject({ method: 'GET', url: data.preview });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(preview.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(preview.rawPayload.length).toBeLessThanOrEqual(300 * 1024);
    const pm = await sharp(preview.rawPayload).metadata();
    expect(pm).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Transparency became white: the top-left corner of the cover crop is the PNG's clear border.
    const { data: px } = await sharp(preview.rawPayload)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...px].every((v) => v > 240)).toBe(true);

    expect(await auditEntries(t.db, 'demo', 'product.image.upload')).toHaveLength(1);

    // A product using it shows it on the storefront.
    const product = (
      await call(
        t,
        staff,
        'POST',
        '/products',
        newProduct({ medias: [{ url: data.url, type: 'image', isMain: true }] }),
      )
    ).body.data;
    const pub = (await publicGet(t, `/products/slug/${product.slug}`)).body.data;
    expect(pub.image).toBe(data.url);
    expect((await t.app.inject({ method: 'GET', url: pub.image })).statusCode).toBe(200);
  });

  it('never enlarges a small picture', async () => {
    const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const res = await upload('small.jpg', small, 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const { sizes } = res.json().data;
    const widthOf = async (url: string) =>
      (await sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata()).width;
    expect(await widthOf(sizes[320])).toBe(320);
    expect(await widthOf(sizes[640])).toBe(400);
    expect(await widthOf(sizes[1200])).toBe(400);
  });

  it('refuses a text file named .png with 415', async () => {
    const res = await upload('not-really.png', Buffer.from('hello, I am text pretending to be a picture'));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(M.imageType);
  });

  it('refuses a damaged picture with 400 at once, instead of queueing a job that can never read it', async () => {
    const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const started = performance.now();
    const res = await upload('cut-short.jpg', whole.subarray(0, 600), 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.imageUnreadable);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(11 * 1024 * 1024, 1)]);
    const res = await upload('huge.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(M.imageTooLarge);
  });

  it('refuses a request without a file with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/product-image',
      headers: as('demo', staff),
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for a media file that does not exist, and leaves other /media paths alone', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: `/media/demo/products/${'0'.repeat(32)}-640.webp`,
    });
    expect(missing.statusCode).toBe(404);
    const traversal = await t.app.inject({
      method: 'GET',
      url: '/media/demo/products/..%2F..%2Fsecret-640.webp',
    });
    expect(traversal.statusCode).toBe(404);
  });
});
