// The API with S3_BUCKET set: payment proofs and product pictures live in the bucket (so any instance can
// serve them), proofs only to their customer and the shop's staff, pictures to everyone.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/lib/storage/file-storage.ts';
import { s3FileStorage } from '../../src/lib/storage/s3-file-storage.ts';
import { findUpload } from '../../src/modules/uploads/uploads.queries.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { startS3Server, type S3TestServer } from '../helpers/s3-server.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { staffWithToken } from '../staff/staff-test-helpers.ts';
import { multipart, tinyPdf } from '../uploads/multipart.ts';

let s3: S3TestServer;
let t: TestApp;
let dataDir: string;
/** The bucket as the app sees it (same key prefix), to look at what the API stored. */
let bucket: FileStorage;

beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'pataka-app', keyPrefix: 'shop-test' });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pataka-s3-app-'));
  t = await createTestApp({ dataDir, s3: s3.config });
  bucket = s3FileStorage(s3.config);
});
afterAll(async () => {
  await t?.app.close();
  await bucket?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, token?: string, tenant = 'demo') =>
  t.app.inject({ method: 'GET', url, headers: as(tenant, token) });

const keysUnder = async (prefix: string) => {
  const keys: string[] = [];
  for await (const key of bucket.list(prefix)) keys.push(key);
  return keys;
};

describe('payment proofs in the bucket', () => {
  let owner: { id: string; token: string };
  let pdf: Buffer;
  let upload: { id: string; url: string };

  beforeAll(async () => {
    owner = await customerWithToken(t.db, 'demo');
    pdf = tinyPdf();
    const body = multipart({ fileName: 'neft.pdf', contentType: 'application/pdf', bytes: pdf });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/payment-proof',
      headers: { ...as('demo', owner.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    upload = res.json().data;
  });

  it('stores the file under uploads/<shop>/ in the bucket, not on the local disk', async () => {
    const row = await findUpload(t.db, 'demo', upload.id);
    expect(row?.storageKey).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await keysUnder('uploads/')).toContain(`uploads/demo/${row!.storageKey}`);
    expect(await bucket.read(`uploads/demo/${row!.storageKey}`)).toEqual(pdf);
    expect(await readdir(dataDir)).not.toContain('uploads');
  });

  it('streams it back byte for byte to its customer and to the shop’s staff', async () => {
    const mine = await get(upload.url, owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-length']).toBe(String(pdf.length));
    expect(mine.headers['cache-control']).toBe('private, max-age=300');
    expect(mine.rawPayload).toEqual(pdf);

    const staff = await adminToken(t.db, 'demo');
    const theirs = await get(upload.url, staff.token);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.rawPayload).toEqual(pdf);
  });

  it('is a 404 to another customer and to another shop’s staff', async () => {
    const stranger = await customerWithToken(t.db, 'demo');
    const other = await get(upload.url, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('File not found');
    const otherShop = await adminToken(t.db, 'demo2');
    expect((await get(upload.url, otherShop.token, 'demo2')).statusCode).toBe(404);
    expect((await get(upload.url)).statusCode).toBe(401);
  });

  it('answers 404, not 500, when the row outlived its file', async () => {
    const body = multipart({ fileName: 'lost.pdf', contentType: 'application/pdf', bytes: tinyPdf() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/payment-proof',
      headers: { ...as('demo', owner.token), ...body.headers },
      payload: body.payload,
    });
    const lost = res.json().data as { id: string; url: string };
    const row = await findUpload(t.db, 'demo', lost.id);
    await bucket.delete(`uploads/demo/${row!.storageKey}`);
    const gone = await get(lost.url, owner.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('File not found');
  });
});

describe('product pictures in the bucket', () => {
  it('stores a staff upload’s sizes and preview in the bucket and serves them publicly, cached for good', async () => {
    const staff = await staffWithToken(t.db, 'demo');
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c81e1e' } })
      .png()
      .toBuffer();
    const body = multipart({ fileName: 'anar.png', contentType: 'image/png', bytes: png });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/product-image',
      headers: { ...as('demo', staff.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as { url: string; sizes: Record<string, string>; preview: string };

    const media = await keysUnder('media/demo/products/');
    for (const url of [...Object.values(data.sizes), data.preview]) {
      expect(url).toMatch(/^\/media\/demo\/products\//);
      const key = url.slice(1);
      expect(media).toContain(key);

      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(url.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.rawPayload).toEqual(await bucket.read(key));
      expect(file.headers['content-length']).toBe(String(file.rawPayload.length));
    }
    expect(await readdir(dataDir)).not.toContain('media');
  });

  it('answers 404 for a picture that is not in the bucket', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/media/demo/products/0123456789abcdef0123456789abcdef-640.webp',
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('readiness', () => {
  it('reports the bucket as usable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.json().checks.storage).toEqual({ status: 'ok', detail: 's3' });
  });

  it('is not ready when the bucket does not exist', async () => {
    const broken = await createTestApp({ dataDir, s3: { ...s3.config, bucket: 'no-such-bucket' } });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.storage).toEqual({
        status: 'failed',
        detail: 'bucket "no-such-bucket" does not exist',
      });
    } finally {
      await broken.app.close();
    }
  });
});
