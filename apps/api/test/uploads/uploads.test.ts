import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { multipart, tinyPdf } from './multipart.ts';

let t: TestApp;
let dataDir: string;
let owner: { id: string; token: string };
let stranger: { id: string; token: string };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pataka-uploads-'));
  t = await createTestApp({ dataDir });
  owner = await customerWithToken(t.db, 'demo');
  stranger = await customerWithToken(t.db, 'demo');
});
afterAll(async () => {
  await t.app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (body: ReturnType<typeof multipart>, token?: string, tenant = 'demo') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/payment-proof',
    headers: { ...as(tenant, token), ...body.headers },
    payload: body.payload,
  });
const get = (url: string, token?: string, tenant = 'demo') =>
  t.app.inject({ method: 'GET', url, headers: as(tenant, token) });

describe('POST /uploads/payment-proof', () => {
  it('stores a PDF under a random name outside the web root and says it is read by hand', async () => {
    const res = await upload(
      multipart({ fileName: '../../etc/receipt.pdf', contentType: 'application/pdf', bytes: tinyPdf() }),
      owner.token,
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      url: `/api/v1/uploads/${data.id}/file`,
      fileName: 'receipt.pdf',
      fileType: 'application/pdf',
      extractedData: { extraction: 'unsupported' },
    });
    const files = await readdir(path.join(dataDir, 'uploads', 'demo'));
    expect(files.some((f) => /^[0-9a-f]{32}\.pdf$/.test(f))).toBe(true);
  });

  it('refuses a text file named .png by its bytes (415)', async () => {
    const res = await upload(
      multipart({
        fileName: 'proof.png',
        contentType: 'image/png',
        bytes: Buffer.from('definitely not a picture'),
      }),
      owner.token,
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Only PNG, JPEG, WebP images or PDF files are accepted');
  });

  it('refuses a file over 5 MB (413)', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0x20);
    big.write('%PDF-1.4\n');
    const res = await upload(
      multipart({ fileName: 'big.pdf', contentType: 'application/pdf', bytes: big }),
      owner.token,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('File is too large (maximum 5 MB)');
  });

  it('refuses a request without a file, and an anonymous one', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/payment-proof',
      headers: as('demo', owner.token),
      payload: { file: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Choose a file to upload (form field "file")');
    const anonymous = await upload(
      multipart({ fileName: 'a.pdf', contentType: 'application/pdf', bytes: tinyPdf() }),
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('re-encodes an image: at most 2000 px a side, no metadata, hash of the original', async () => {
    const original = await sharp({ create: { width: 3000, height: 600, channels: 3, background: '#ffffff' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS secrets' } } })
      .jpeg()
      .toBuffer();
    const res = await upload(
      multipart({ fileName: 'wide.jpg', contentType: 'image/jpeg', bytes: original }),
      owner.token,
    );
    expect(res.statusCode).toBe(201);
    const file = await get(res.json().data.url, owner.token);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2000, height: 400 });
    expect(meta.exif).toBeUndefined();
  });
});

describe('reading an upload back', () => {
  let url: string;
  let id: string;
  beforeAll(async () => {
    const res = await upload(
      multipart({ fileName: 'mine.pdf', contentType: 'application/pdf', bytes: tinyPdf() }),
      owner.token,
    );
    ({ url, id } = res.json().data);
  });

  it('serves the file to its customer, privately, with its type', async () => {
    const res = await get(url, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''mine.pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is not readable anonymously (401) nor by another customer (404)', async () => {
    expect((await get(url)).statusCode).toBe(401);
    const other = await get(url, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('File not found');
    expect((await get(`/api/v1/uploads/${id}`, stranger.token)).statusCode).toBe(404);
  });

  it("is readable by the shop's staff, not by another shop's", async () => {
    const staff = await adminToken(t.db, 'demo');
    expect((await get(url, staff.token)).statusCode).toBe(200);
    const otherShop = await adminToken(t.db, 'demo2');
    expect((await get(url, otherShop.token, 'demo2')).statusCode).toBe(404);
  });

  it('returns the upload record with its extraction state', async () => {
    const res = await get(`/api/v1/uploads/${id}`, owner.token);
    expect(res.json().data).toMatchObject({
      id,
      url,
      fileName: 'mine.pdf',
      extractedData: { extraction: 'unsupported' },
    });
  });
});
