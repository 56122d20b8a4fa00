import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.ts';
import { orders, paymentProofs } from '../../src/db/schema/orders.ts';
import { createFileStorage } from '../../src/lib/storage/create-file-storage.ts';
import { parseAdminArgs } from '../../src/modules/admin/admin-cli-args.ts';
import { runBackupCommand } from '../../src/modules/backup/backup-command.ts';
import { BackupError } from '../../src/modules/backup/backup-manifest.ts';
import { countShopRecords, type ShopRecordCounts } from '../../src/modules/backup/backup-counts.ts';
import { adminToken, customerWithToken } from '../helpers/auth.ts';
import { as } from '../helpers/test-app.ts';
import { testDbKind, withDatabase } from '../helpers/test-db.ts';
import { orderBody, seedOrderCatalogue } from '../orders/order-fixtures.ts';
import { multipart, tinyPdf } from '../uploads/multipart.ts';
import {
  emptyHome,
  openHome,
  readManifest,
  seededHome,
  startApp,
  storedFiles,
  type Home,
} from './backup-fixtures.ts';
import { startS3Server } from '../helpers/s3-server.ts';

const kind = testDbKind();
let work: string;
let source: Home;
let target: Home;
let archive: string;
let sourceCounts: ShopRecordCounts;
let sourceFiles: Map<string, Buffer>;
let owner: { id: string; token: string };
let stranger: { id: string; token: string };
let staffToken: string;
let orderId: string;
let proof: { uploadId: string; bytes: Buffer };

/** A real picture, so the product-image route stores its WebP sizes and preview under media/. */
const productPicture = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 40, b: 30 } } })
    .png()
    .toBuffer();

async function waitForMediaFiles(storage: ReturnType<typeof createFileStorage>) {
  for (let i = 0; i < 100; i++) {
    for await (const key of storage.list('media/')) return key;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the product picture was never stored');
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'pataka-backup-'));
  archive = path.join(work, 'backups', 'demo.tar.gz');
  source = await seededHome(path.join(work, 'source'));

  // The shop `demo` as customers and staff leave it: products, a customer, enquiries, a proof, a picture.
  const { app, database, db } = await startApp(source);
  try {
    const shop = await seedOrderCatalogue(db, 'demo');
    owner = await customerWithToken(db, 'demo', { name: 'Lakshmi N' });
    stranger = await customerWithToken(db, 'demo');
    staffToken = (await adminToken(db, 'demo')).token;
    for (const qty of [3, 5]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/orders/my-order',
        headers: as('demo', owner.token),
        payload: orderBody([[shop.rocket.id, qty]]),
      });
      expect(res.statusCode).toBe(201);
      orderId = res.json().data.id;
    }
    const bytes = tinyPdf();
    const body = multipart({ fileName: 'neft-receipt.pdf', contentType: 'application/pdf', bytes });
    const up = await app.inject({
      method: 'POST',
      url: '/api/v1/uploads/payment-proof',
      headers: { ...as('demo', owner.token), ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(201);
    proof = { uploadId: up.json().data.id, bytes };
    const attached = await app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/payment-proof`,
      headers: as('demo', owner.token),
      payload: { paymentProofUrl: up.json().data.url, paymentProofName: 'neft-receipt.pdf' },
    });
    expect(attached.statusCode).toBe(200);

    const picture = multipart({
      fileName: 'rocket.png',
      contentType: 'image/png',
      bytes: await productPicture(),
    });
    const pic = await app.inject({
      method: 'POST',
      url: '/api/v1/uploads/product-image',
      headers: { ...as('demo', staffToken), ...picture.headers },
      payload: picture.payload,
    });
    expect([201, 202]).toContain(pic.statusCode);
    await waitForMediaFiles(app.storage);

    sourceCounts = await countShopRecords(database);
    sourceFiles = await storedFiles(app.storage);
  } finally {
    // The embedded database is backed up with its server stopped, as the usage text asks.
    await app.close();
  }
  if (kind === 'postgres') {
    // Stands for pg-boss's queue, whether or not this build's server started pg-boss on the source.
    await withDatabase(new URL(source.config.databaseUrl!).pathname.slice(1), (c) =>
      c.query(`create schema if not exists pgboss;
               create table pgboss.backup_probe (id int); insert into pgboss.backup_probe values (1)`),
    );
  }
}, 120_000);

afterAll(async () => {
  await source?.dropDatabase();
  await target?.dropDatabase();
  await rm(work, { recursive: true, force: true });
});

describe(`backup and restore (${kind})`, () => {
  it('reads backup --out and restore --from', () => {
    expect(parseAdminArgs(['backup', '--out', 'x.tar.gz'])).toEqual({ command: 'backup', out: 'x.tar.gz' });
    expect(parseAdminArgs(['restore', '--from=x.tar.gz'])).toEqual({ command: 'restore', from: 'x.tar.gz' });
  });

  it('writes one archive with the database and every stored file, each with its checksum', async () => {
    const out = await runBackupCommand(source.config, { command: 'backup', out: archive });
    expect(out).toContain(`enquiries ${sourceCounts.enquiries}`);
    expect(out).toContain(`${sourceFiles.size} stored files`);

    const listed: string[] = [];
    await tar.list({ file: archive, onReadEntry: (e) => listed.push(e.path) });
    expect(listed[0]).toBe('manifest.json');
    const manifest = await readManifest(archive);
    expect(manifest.database.kind).toBe(kind);
    expect(manifest.database.migrations).toBeGreaterThan(0);
    expect(manifest.files.count).toBe(sourceFiles.size);
    expect(manifest.files.entries.map((e) => e.key).sort()).toEqual([...sourceFiles.keys()].sort());
    expect([...sourceFiles.keys()].some((k) => k.startsWith(`uploads/demo/`))).toBe(true);
    expect([...sourceFiles.keys()].some((k) => k.startsWith(`media/demo/products/`))).toBe(true);
    for (const key of sourceFiles.keys()) expect(listed).toContain(`files/${key}`);
  });

  it('restores into an empty target: products, customers, enquiries, proofs and their files', async () => {
    target = await emptyHome(path.join(work, 'target'));
    const out = await runBackupCommand(target.config, { command: 'restore', from: archive });
    expect(out).toContain(`products ${sourceCounts.products}, customers ${sourceCounts.customers}`);
    expect(out).toContain('every checksum verified');

    const database = await openHome(target);
    try {
      expect(await countShopRecords(database)).toEqual(sourceCounts);
      const [order] = await database.db
        .select({ id: orders.id, customerId: orders.customerId })
        .from(orders)
        .where(eq(orders.id, orderId));
      expect(order).toEqual({ id: orderId, customerId: owner.id });
      const proofs = await database.db
        .select({ url: paymentProofs.url })
        .from(paymentProofs)
        .where(eq(paymentProofs.orderId, orderId));
      expect(proofs).toEqual([{ url: `/api/v1/uploads/${proof.uploadId}/file` }]);
      if (kind === 'postgres') {
        // pg-boss's schema stays out of the backup; the restored server recreates it at start.
        const boss = (await database.db.execute(
          sql`select count(*)::int as n from pg_namespace where nspname = 'pgboss'`,
        )) as unknown as { rows: { n: number }[] };
        expect(boss.rows[0]!.n).toBe(0);
      }
    } finally {
      await database.close();
    }

    const restoredFiles = await storedFiles(createFileStorage(target.config));
    expect([...restoredFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
    for (const [key, bytes] of sourceFiles) expect(restoredFiles.get(key)!.equals(bytes), key).toBe(true);
  });

  it('the restored server answers the proof file to its owner and the staff, and to no one else', async () => {
    const { app } = await startApp(target);
    try {
      const file = (token: string) =>
        app.inject({
          method: 'GET',
          url: `/api/v1/uploads/${proof.uploadId}/file`,
          headers: as('demo', token),
        });
      const mine = await file(owner.token);
      expect(mine.statusCode).toBe(200);
      expect(mine.rawPayload.equals(proof.bytes)).toBe(true);
      expect((await file(staffToken)).statusCode).toBe(200);
      expect((await file(stranger.token)).statusCode).toBe(404);

      const detail = await app.inject({
        method: 'GET',
        url: `/api/v1/orders/${orderId}`,
        headers: as('demo', owner.token),
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().data.paymentProofs).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('refuses to restore into a target that is not empty', async () => {
    await expect(runBackupCommand(target.config, { command: 'restore', from: archive })).rejects.toThrow(
      kind === 'pglite' ? /already holds a database/ : /is not empty/,
    );
    // An empty database with files already in storage is refused too: files are never overwritten.
    const filesOnly = await emptyHome(path.join(work, 'files-only'));
    try {
      await createFileStorage(filesOnly.config).put('media/demo/products/old.webp', Buffer.from('x'), {
        contentType: 'image/webp',
      });
      await expect(runBackupCommand(filesOnly.config, { command: 'restore', from: archive })).rejects.toThrow(
        /already holds stored files \(media\/demo\/products\/old\.webp\)/,
      );
    } finally {
      await filesOnly.dropDatabase();
    }
  });

  it('refuses a damaged archive before it touches the target', async () => {
    // The same archive with one byte added to the payment proof.
    const unpacked = path.join(work, 'unpacked');
    await mkdir(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const proofFile = path.join(unpacked, 'files', 'uploads', 'demo');
    const [name] = await readdir(proofFile);
    await writeFile(path.join(proofFile, name!), Buffer.concat([proof.bytes, Buffer.from('x')]));
    const damaged = path.join(work, 'damaged.tar.gz');
    await tar.create({ gzip: true, file: damaged, cwd: unpacked }, await readdir(unpacked));

    const fresh = await emptyHome(path.join(work, 'fresh'));
    try {
      const restore = runBackupCommand(fresh.config, { command: 'restore', from: damaged });
      await expect(restore).rejects.toThrow(BackupError);
      await expect(restore).rejects.toThrow(/does not match its checksum/);
      // Still empty: the same target takes the good archive.
      await expect(runBackupCommand(fresh.config, { command: 'restore', from: archive })).resolves.toContain(
        `enquiries ${sourceCounts.enquiries}`,
      );
    } finally {
      await fresh.dropDatabase();
    }
  });

  it('restores the files into an S3 bucket, and backs them up from there', async () => {
    const s3 = await startS3Server();
    const home = await emptyHome(path.join(work, 's3-target'));
    const config = { ...home.config, s3: s3.config };
    try {
      await runBackupCommand(config, { command: 'restore', from: archive });
      const bucket = createFileStorage(config);
      const inBucket = await storedFiles(bucket);
      expect([...inBucket.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
      for (const [key, bytes] of sourceFiles) expect(inBucket.get(key)!.equals(bytes), key).toBe(true);
      const proofKey = [...inBucket.keys()].find((k) => k.startsWith('uploads/'))!;
      const stored = (await bucket.open(proofKey))!;
      stored.stream.destroy();
      expect(stored.contentType).toBe('application/pdf');

      const again = path.join(work, 'from-s3.tar.gz');
      await runBackupCommand(config, { command: 'backup', out: again });
      const entries = (m: Awaited<ReturnType<typeof readManifest>>) =>
        m.files.entries
          .map(({ key, sha256 }) => ({ key, sha256 }))
          .sort((a, b) => a.key.localeCompare(b.key));
      expect(entries(await readManifest(again))).toEqual(entries(await readManifest(archive)));
    } finally {
      await home.dropDatabase();
      await s3.close();
    }
  });

  it.runIf(kind === 'postgres')('refuses a backup of another kind of database', async () => {
    const config = testConfig({ dataDir: path.join(work, 'embedded') });
    await expect(runBackupCommand(config, { command: 'restore', from: archive })).rejects.toThrow(
      'This backup holds PostgreSQL (DATABASE_URL), but the target is the embedded database (DATA_DIR).',
    );
  });
});
