// Product pictures re-encoded by 'product-image' jobs: the upload answers 202 when its job has not run in
// time, and the picture appears once it has.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@pataka/domain/jobs';
import { productImageJob } from '../../src/modules/catalogue-admin/product-image.job.ts';
import { as } from '../helpers/test-app.ts';
import { auditEntries, staffWithToken } from '../staff/staff-test-helpers.ts';
import { multipart } from '../uploads/multipart.ts';
import { createJobTestApp } from './job-test-app.ts';
import { eventually } from './queue-fixtures.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pataka-image-jobs-'));
let t: Awaited<ReturnType<typeof createJobTestApp>>;
let staff: string;

beforeAll(async () => {
  // No workers here: the job waits until the test starts one.
  t = await createJobTestApp({ dataDir, runWorkers: false });
  staff = (await staffWithToken(t.db, 'demo')).token;
});
afterAll(async () => {
  await t.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (bytes: Buffer) => {
  const body = multipart({ fileName: 'sparkler.jpg', contentType: 'image/jpeg', bytes });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/product-image',
    headers: { ...as('demo', staff), ...body.headers },
    payload: body.payload,
  });
};

describe('a product picture whose job has not run yet', () => {
  it('answers 202 with its future URLs, and the picture appears once the job ran', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const res = await upload(photo);
    expect(res.statusCode).toBe(202);
    const data = res.json().data;
    expect(data).toMatchObject({ width: 900, height: 600, message: JOB_MESSAGES.productImagePending });
    expect(data.url).toMatch(/^\/media\/demo\/products\/[0-9a-f]{32}-640\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: data.url })).statusCode).toBe(404);
    expect(await auditEntries(t.db, 'demo', 'product.image.upload')).toHaveLength(0);

    await t.app.jobs.work('product-image', { concurrency: 1 }, productImageJob(t.app));
    const served = async () => (await t.app.inject({ method: 'GET', url: data.url })).statusCode === 200;
    expect(await eventually(served, 15_000)).toBe(true);
    const file = await t.app.inject({ method: 'GET', url: data.sizes[320] });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
    const [entry] = await auditEntries(t.db, 'demo', 'product.image.upload');
    expect(entry?.after).toMatchObject({ url: data.url, width: 900, height: 600 });
    // The original is dropped once its sizes are stored.
    const imageId = /([0-9a-f]{32})-640/.exec(data.url)![1];
    expect(await t.app.storage.read(`product-sources/demo/${imageId}`)).toBeNull();
  }, 40_000);

  it('refuses a picture whose header cannot be read, before queueing anything', async () => {
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const res = await upload(Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(200, 7)]));
    expect(res.statusCode).toBe(400);
    expect((await t.app.jobs.stats()).find((s) => s.name === 'product-image')?.queued).toBe(0);
  });
});
