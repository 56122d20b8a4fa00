// Issue 29 part 5: the demo shop exported and imported into an empty deployment (a fresh database) keeps
// every row of every table, every id and every stored file, byte for byte.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate.ts';
import type { Database } from '../../src/db/types.ts';
import { createFileStorage } from '../../src/lib/storage/create-file-storage.ts';
import { parseAdminArgs } from '../../src/modules/admin/admin-cli-args.ts';
import { BackupError } from '../../src/modules/backup/backup-manifest.ts';
import { exportShop, shopFilePrefixes } from '../../src/modules/shop-export/export-shop.ts';
import { importShop } from '../../src/modules/shop-export/import-shop.ts';
import { shopRowsJson, shopTables } from '../../src/modules/shop-export/shop-tables.ts';
import type { FileStorage } from '../../src/lib/storage/file-storage.ts';
import { customerWithToken } from '../helpers/auth.ts';
import { as } from '../helpers/test-app.ts';
import { orderBody, seedOrderCatalogue } from '../orders/order-fixtures.ts';
import { multipart, tinyPdf } from '../uploads/multipart.ts';
import { emptyHome, openHome, seededHome, startApp, type Home } from '../backup/backup-fixtures.ts';

let work: string;
let source: Home;
let target: Home;
let archive: string;

async function shopFiles(storage: FileStorage, tenantId: string) {
  const files = new Map<string, Buffer>();
  for (const prefix of shopFilePrefixes(tenantId)) {
    for await (const key of storage.list(prefix)) files.set(key, (await storage.read(key))!);
  }
  return files;
}

/** Every table's rows of the shop, as JSON sorted by each row's text: equal means same rows, same ids. */
async function shopSnapshot(database: Database, tenantId: string) {
  const snapshot: Record<string, string[]> = {};
  for (const table of await shopTables(database.db)) {
    const rows = JSON.parse((await shopRowsJson(database.db, table, tenantId)).json) as unknown[];
    snapshot[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return snapshot;
}

let sourceSnapshot: Record<string, string[]>;
let sourceFiles: Map<string, Buffer>;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'pataka-shop-export-'));
  archive = path.join(work, 'exports', 'demo.tar.gz');
  source = await seededHome(path.join(work, 'source'));
  const { app, database, db } = await startApp(source);
  try {
    // The demo shop with enquiries and a payment proof on file, so rows and files both travel.
    const shop = await seedOrderCatalogue(db, 'demo');
    const owner = await customerWithToken(db, 'demo', { name: 'Lakshmi N' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/orders/my-order',
      headers: as('demo', owner.token),
      payload: orderBody([[shop.rocket.id, 4]]),
    });
    expect(res.statusCode).toBe(201);
    const body = multipart({ fileName: 'receipt.pdf', contentType: 'application/pdf', bytes: tinyPdf() });
    const up = await app.inject({
      method: 'POST',
      url: '/api/v1/uploads/payment-proof',
      headers: { ...as('demo', owner.token), ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(201);
    await app.storage.put('media/demo/products/logo-400.webp', Buffer.from('webp bytes'), {
      contentType: 'image/webp',
    });
    // Another shop's file must stay out of demo's archive.
    await app.storage.put('media/demo2/products/other.webp', Buffer.from('not demo'), {
      contentType: 'image/webp',
    });

    sourceSnapshot = await shopSnapshot(database, 'demo');
    sourceFiles = await shopFiles(app.storage, 'demo');
    const summary = await exportShop({ database, storage: app.storage, tenantId: 'demo', out: archive });
    expect(summary.manifest.files.count).toBe(sourceFiles.size);
  } finally {
    await app.close();
  }
}, 120_000);

afterAll(async () => {
  await source?.dropDatabase();
  await target?.dropDatabase();
  await rm(work, { recursive: true, force: true });
});

describe('export-shop / import-shop', () => {
  it('parses the CLI forms', () => {
    expect(parseAdminArgs(['import-shop', 'demo.tar.gz'])).toEqual({
      command: 'import-shop',
      from: 'demo.tar.gz',
    });
    expect(parseAdminArgs(['export-shop', '--tenant', 'demo', '--out', 'x.tar.gz'])).toEqual({
      command: 'export-shop',
      tenant: 'demo',
      out: 'x.tar.gz',
    });
  });

  it('imports into an empty deployment with every table count, every row and every file equal', async () => {
    target = await emptyHome(path.join(work, 'target'));
    const database = await openHome(target);
    const storage = createFileStorage(target.config);
    try {
      await runMigrations(database);
      const result = await importShop({ database, storage, from: archive });
      expect(result.manifest.shop.id).toBe('demo');
      const imported = await shopSnapshot(database, 'demo');
      // Sessions and sign-in codes are not exported (credentials of the old deployment).
      expect(Object.keys(imported).sort()).toEqual(Object.keys(sourceSnapshot).sort());
      for (const table of Object.keys(sourceSnapshot)) {
        expect(imported[table]!.length, table).toBe(sourceSnapshot[table]!.length);
        expect(imported[table], table).toEqual(sourceSnapshot[table]);
      }
      expect(sourceSnapshot['orders']!.length).toBeGreaterThan(0);
      expect(sourceSnapshot['uploads']!.length).toBeGreaterThan(0);
      const files = await shopFiles(storage, 'demo');
      expect([...files.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
      for (const [key, bytes] of sourceFiles) expect(files.get(key)!.equals(bytes), key).toBe(true);
      expect(await shopFiles(storage, 'demo2')).toEqual(new Map());

      // A second import of the same shop is refused: an import never merges into a shop.
      await expect(importShop({ database, storage, from: archive })).rejects.toThrow(BackupError);
    } finally {
      await database.close();
      await storage.close();
    }
  }, 120_000);
});
