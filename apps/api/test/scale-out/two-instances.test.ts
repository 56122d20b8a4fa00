// The scale-out acceptance (issue 14): two API processes on one PostgreSQL, one Redis and one S3 bucket
// agree on the catalogue, on files, on background jobs, on coupon usage and on OTP limits; a job whose
// process is killed mid-way is finished by the other. PostgreSQL only: PGlite belongs to one process.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import { uploads } from '../../src/db/schema/orders.ts';
import { stableId } from '../../src/db/seed/stable-id.ts';
import type { Database } from '../../src/db/types.ts';
import { adminToken, customerWithToken, nextPhone } from '../helpers/auth.ts';
import { startS3Server, type S3TestServer } from '../helpers/s3-server.ts';
import { as } from '../helpers/test-app.ts';
import { testDbKind } from '../helpers/test-db.ts';
import { insertCoupon, orderBody, seedOrderCatalogue } from '../orders/order-fixtures.ts';
import { receiptPng } from '../uploads/receipt-image.ts';
import { multipart } from '../uploads/multipart.ts';
import { freshDatabase, startInstance, stopInstance, within, type Instance } from './instances.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A JSON request to one instance. */
const send = (
  instance: Instance,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
) =>
  fetch(`${instance.base}/api/v1${url}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.skipIf(testDbKind() !== 'postgres')('two API processes on one PostgreSQL, Redis and S3', () => {
  let s3: S3TestServer;
  let dropDatabase: () => Promise<void>;
  let database: Database;
  let a: Instance;
  let b: Instance;
  let staff: string;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    dropDatabase = fresh.drop;
    s3 = await startS3Server({ bucket: 'pataka-scale-out' });
    const shared = {
      databaseUrl: fresh.url,
      redisUrl,
      redisPrefix: `pataka-so-${randomBytes(4).toString('hex')}:`,
      s3,
    };
    // Short job expiry so a killed process's OCR run is retried within seconds, not a minute.
    const env = { OCR_JOB_TIMEOUT_SECONDS: '6', JOB_MAINTENANCE_SECONDS: '1' };
    [a, b] = await Promise.all([startInstance('a', shared, env), startInstance('b', shared, env)]);
    database = await openPostgres(fresh.url, 2);
    staff = (await adminToken(database.db, 'demo')).token;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopInstance));
    await database?.close();
    await s3?.close();
    await dropDatabase?.();
  });

  const get = (instance: Instance, url: string, headers: Record<string, string>) =>
    fetch(`${instance.base}/api/v1${url}`, { headers });

  it("shows a catalogue write made through A on B's public read within 1 s", async () => {
    const wala = stableId('demo', 'product', '1000-wala');
    const priceOnB = async () =>
      ((await (await get(b, '/products/slug/1000-wala', as('demo'))).json()) as { data: { price: number } })
        .data.price;
    const before = await priceOnB(); // B's cache is warm
    const delays: number[] = [];
    for (const rupees of [before + 1, before + 2, before + 3]) {
      const res = await send(a, 'PATCH', `/products/${wala}`, as('demo', staff), { price: rupees });
      expect(res.status).toBe(200);
      delays.push(await within(1000, async () => (await priceOnB()) === rupees));
    }
    console.log(`scale-out: A write → B read in ${delays.map((d) => d.toFixed(0)).join(', ')} ms`);
  });

  it('serves a proof uploaded through A through B to its owner and the staff, and to no one else', async () => {
    const owner = await customerWithToken(database.db, 'demo');
    const stranger = await customerWithToken(database.db, 'demo');
    const otherShopStaff = (await adminToken(database.db, 'demo2')).token;
    const image = await receiptPng({ amount: 1234, payeeUpiId: 'shop@okaxis', utr: '412345678901' });
    const form = multipart({ fileName: 'paid.png', contentType: 'image/png', bytes: image });
    const uploaded = await fetch(`${a.base}/api/v1/uploads/payment-proof`, {
      method: 'POST',
      headers: { ...as('demo', owner.token), ...form.headers },
      body: form.payload,
    });
    expect(uploaded.status).toBe(201);
    const { id } = ((await uploaded.json()) as { data: { id: string } }).data;

    const ownersCopy = await get(b, `/uploads/${id}/file`, as('demo', owner.token));
    expect(ownersCopy.status).toBe(200);
    const bytes = Buffer.from(await ownersCopy.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    const staffCopy = await get(b, `/uploads/${id}/file`, as('demo', staff));
    expect(staffCopy.status).toBe(200);
    expect(Buffer.from(await staffCopy.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await get(b, `/uploads/${id}/file`, as('demo', stranger.token))).status).toBe(404);
    expect((await get(b, `/uploads/${id}/file`, as('demo2', otherShopStaff))).status).toBe(404);
    expect((await get(b, `/uploads/${id}/file`, as('demo'))).status).toBe(401);
  });

  it('lets one coupon use go to exactly one of two enquiries placed at once on A and on B', async () => {
    const shop = await seedOrderCatalogue(database.db, 'demo');
    const code = `ONCE${randomBytes(3).toString('hex').toUpperCase()}`;
    await insertCoupon(database.db, 'demo', {
      code,
      discountType: 'fixed',
      discountValue: 50,
      usageLimit: 1,
    });
    const buyers = await Promise.all([
      customerWithToken(database.db, 'demo'),
      customerWithToken(database.db, 'demo'),
    ]);
    const statuses = await Promise.all(
      [a, b].map((instance, i) =>
        send(
          instance,
          'POST',
          '/orders/my-order',
          as('demo', buyers[i]!.token),
          orderBody([[shop.rocket.id, 5]], { couponCode: code }),
        ).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 400]);
  });

  it('holds OTP limits across both: a phone in its cooldown on A is refused on B', async () => {
    const phone = nextPhone();
    const generate = (instance: Instance) =>
      send(instance, 'POST', '/customers/otp/generate', as('demo'), { phone });
    expect((await generate(a)).status).toBe(200);
    const refused = await generate(b);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('finishes an OCR job on the other instance when the one running it is killed mid-job', async () => {
    const owner = await customerWithToken(database.db, 'demo');
    const image = await receiptPng({ amount: 4321, payeeUpiId: 'shop@okaxis', utr: '498765432109' });
    const form = multipart({ fileName: 'paid.png', contentType: 'image/png', bytes: image });
    const startedLogs = { a: a.logs.length, b: b.logs.length };
    // The reply would wait for the reading; the process may be killed under it.
    void fetch(`${a.base}/api/v1/uploads/payment-proof`, {
      method: 'POST',
      headers: { ...as('demo', owner.token), ...form.headers },
      body: form.payload,
    }).catch(() => undefined);

    const jobStarted = (instance: Instance, from: number) =>
      instance.logs
        .slice(from)
        .some((line) => line.includes('"job":"payment-extraction"') && line.includes('job started'));
    let running: Instance | undefined;
    await within(20_000, () => {
      running = jobStarted(a, startedLogs.a) ? a : jobStarted(b, startedLogs.b) ? b : undefined;
      return !!running;
    });
    const victim = running!;
    const survivor = victim === a ? b : a;
    victim.process.kill('SIGKILL');
    await victim.exited;

    const [row] = await database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.customerId, owner.id));
    expect(row).toBeDefined();
    const survivorFrom = survivor.logs.length;
    const took = await within(60_000, async () => {
      const res = await get(survivor, `/uploads/${row!.id}`, as('demo', owner.token));
      const data = ((await res.json()) as { data: { extractedData: { extraction?: string } } }).data;
      return data.extractedData.extraction === 'done';
    });
    console.log(
      `scale-out: OCR job of a killed instance finished by the other ${(took / 1000).toFixed(1)} s later`,
    );
    expect(survivor.logs.slice(survivorFrom).some((l) => l.includes('job started'))).toBe(true);
    const done = (await (await get(survivor, `/uploads/${row!.id}`, as('demo', owner.token))).json()) as {
      data: { extractedData: { amount?: number; utr?: string } };
    };
    expect(done.data.extractedData).toMatchObject({ amount: 4321, utr: '498765432109' });
  }, 90_000);
});
