// Payment screenshots read by 'payment-extraction' jobs: through the queue, and again after a shutdown
// cut a reading short.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { uploads } from '../../src/db/schema/orders.ts';
import { companySettings } from '../../src/db/schema/tenants.ts';
import type { Database } from '../../src/db/types.ts';
import { jobOutcomes } from '../../src/lib/metrics.ts';
import { findUpload } from '../../src/modules/uploads/uploads.queries.ts';
import { customerWithToken } from '../helpers/auth.ts';
import { as } from '../helpers/test-app.ts';
import { openTestDatabase } from '../helpers/test-db.ts';
import { multipart } from '../uploads/multipart.ts';
import { receiptPng } from '../uploads/receipt-image.ts';
import { createJobTestApp } from './job-test-app.ts';
import { eventually } from './queue-fixtures.ts';

/**
 * The reading of the shutdown test is held back before OCR starts: a warm OCR worker can read the small
 * test receipt in a few hundred milliseconds, inside the 100 ms grace plus close's own work, and then
 * the test saw 'done' instead of a reading cut short (it failed CI that way on a loaded machine).
 */
const hold = vi.hoisted(() => ({ ms: 0 }));
vi.mock('../../src/modules/payment-extraction/extract-payment.ts', async (importOriginal) => {
  const real =
    await importOriginal<typeof import('../../src/modules/payment-extraction/extract-payment.ts')>();
  return {
    ...real,
    extractPaymentFromImage: async (...args: Parameters<typeof real.extractPaymentFromImage>) => {
      if (hold.ms > 0) await new Promise((resolve) => setTimeout(resolve, hold.ms));
      return real.extractPaymentFromImage(...args);
    },
  };
});

let dataDir: string;
let database: Database;
let receipt: Buffer;
type App = Awaited<ReturnType<typeof createJobTestApp>>['app'];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pataka-ocr-jobs-'));
  // One database for the file, outliving the apps: a second app picks up what the first left.
  database = await openTestDatabase();
  // A payee id mixing letters and digits that OCR confuses (6/b): shown only because it is the shop's own.
  receipt = await receiptPng({ amount: 1236, payeeUpiId: 'uniquefw644@okaxis', utr: '409911112222' });
  await database.db
    .update(companySettings)
    .set({ upiId: 'uniquefw644@okaxis' })
    .where(eq(companySettings.tenantId, 'demo'));
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

// A reading takes 1–3 s, several on a busy machine: a run is taken for dead only after 30 s here.
const start = (shutdownTimeoutMs = 10_000) =>
  createJobTestApp(
    { dataDir, shutdownTimeoutMs },
    { database, jobs: { policies: { 'payment-extraction': { expireInSeconds: 30 } } } },
  );

function upload(app: App, token: string) {
  const body = multipart({ fileName: 'gpay.png', contentType: 'image/png', bytes: receipt });
  return app.inject({
    method: 'POST',
    url: '/api/v1/uploads/payment-proof',
    headers: { ...as('demo', token), ...body.headers },
    payload: body.payload,
  });
}
const extraction = async (id: string) =>
  ((await findUpload(database.db, 'demo', id))?.extractedData as { extraction: string } | null)?.extraction;
const completedOcrJobs = async () =>
  (await jobOutcomes.get()).values.find(
    (v) => v.labels.name === 'payment-extraction' && v.labels.outcome === 'completed',
  )?.value ?? 0;

describe('reading payment screenshots on the job queue', () => {
  it('reads an uploaded screenshot through the queue', async () => {
    const app = (await start()).app;
    try {
      const { token } = await customerWithToken(database.db, 'demo');
      const before = await completedOcrJobs();
      const res = await upload(app, token);
      expect(res.statusCode).toBe(201);
      const { id } = res.json().data;
      expect(await eventually(async () => (await extraction(id)) === 'done', 30_000)).toBe(true);
      const stored = (await findUpload(database.db, 'demo', id))!.extractedData as Record<string, unknown>;
      expect(stored).toMatchObject({
        extraction: 'done',
        amount: 1236,
        utr: '409911112222',
        // The job compared the id read with the shop's: the shop's exact id, not a look-alike or nothing.
        payeeUpiId: 'uniquefw644@okaxis',
      });
      // The job counts as completed once the queue has recorded it, a moment after the reading is stored.
      expect(await eventually(async () => (await completedOcrJobs()) === before + 1, 10_000)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('leaves a reading cut short by shutdown "processing", and finishes it after the restart', async () => {
    hold.ms = 3000;
    const first = (await start(100)).app;
    const { token } = await customerWithToken(database.db, 'demo');
    const pending = upload(first, token);
    const running = async () =>
      (await first.jobs.stats()).find((s) => s.name === 'payment-extraction')!.active === 1;
    expect(await eventually(running, 10_000)).toBe(true);
    await first.close();
    const res = await pending;
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    expect(await extraction(id)).toBe('processing');

    hold.ms = 0;
    const second = (await start()).app;
    try {
      if (second.jobs.kind === 'in-process') {
        // The in-process queue lost the job with the process: the next look at a stale upload queues it.
        await database.db
          .update(uploads)
          .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
          .where(and(eq(uploads.tenantId, 'demo'), eq(uploads.id, id)));
        const look = await second.inject({
          method: 'GET',
          url: `/api/v1/uploads/${id}`,
          headers: as('demo', token),
        });
        expect(look.json().data.extractedData.extraction).toBe('processing');
      }
      // On pg-boss the job itself went back to the queue: no look needed.
      expect(await eventually(async () => (await extraction(id)) === 'done', 30_000)).toBe(true);
      expect(await second.jobs.failed('demo', 10)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
