// What every shutdown run starts from: a migrated, seeded database (copied per run, so each run is a fresh
// shop), one valid enquiry body and a set of distinct payment screenshots for OCR to read.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres } from '../../../src/db/client.ts';
import { runMigrations } from '../../../src/db/migrate.ts';
import { products } from '../../../src/db/schema/catalogue.ts';
import { seedDemo } from '../../../src/db/seed/seed-demo.ts';
import type { Database } from '../../../src/db/types.ts';
import { receiptPng } from '../../uploads/receipt-image.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export const TENANT = 'demo';

/** Where one run's server keeps its data; `dispose` removes it once the run is checked. */
export type RunDatabase = { dataDir: string; databaseUrl?: string; dispose(): Promise<void> };

export type ShutdownFixture = {
  kind: DatabaseKind;
  orderBody: string;
  receipts: Buffer[];
  newDatabase(): Promise<RunDatabase>;
  dispose(): Promise<void>;
};

const tempDir = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `pataka-shutdown-${label}-`));

async function onServer<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** An enquiry above the demo shop's minimum order, priced by the server from the catalogue. */
async function enquiryBody(database: Database): Promise<string> {
  const [product] = await database.db
    .select({ id: products.id, pricePaise: products.pricePaise })
    .from(products)
    .where(and(eq(products.tenantId, TENANT), eq(products.status, 'active'), eq(products.inStock, true)))
    .orderBy(desc(products.pricePaise))
    .limit(1);
  if (!product) throw new Error('the demo shop has no product in stock');
  const quantity = Math.min(99, Math.ceil(550_000 / product.pricePaise));
  return JSON.stringify({
    items: [{ productId: product.id, quantity, price: 1, subtotal: quantity }],
    shippingAddress: {
      name: 'Shutdown Bench',
      phone: '9876543210',
      street: '14 Car Street, near the bus stand',
      city: 'Sivakasi',
      state: 'Tamil Nadu',
      zipCode: '626123',
      country: 'India',
    },
    paymentMethod: 'upi',
    source: 'web',
    shipping: 0,
    tax: 0,
    discount: 0,
    packing: 0,
  });
}

async function seeded(database: Database): Promise<string> {
  await runMigrations(database);
  await seedDemo(database.db, {});
  return enquiryBody(database);
}

/**
 * Prepares the template once: a PGlite folder copied per run, or (PostgreSQL, on the server of `serverUrl`)
 * a template database each run's database is created from.
 */
export async function prepareFixture(
  kind: DatabaseKind,
  opts: { serverUrl?: string; receipts?: number } = {},
): Promise<ShutdownFixture> {
  const receipts = await Promise.all(
    Array.from({ length: opts.receipts ?? 16 }, (_, i) =>
      receiptPng({
        amount: 1000 + i,
        payeeUpiId: 'uniquecrackers@okaxis',
        utr: `5${String(i).padStart(11, '0')}`,
      }),
    ),
  );
  const tag = `${process.pid}_${randomBytes(3).toString('hex')}`;

  if (kind === 'pglite') {
    const template = tempDir('template');
    const database = await openPglite(template);
    const orderBody = await seeded(database).finally(() => database.close());
    return {
      kind,
      orderBody,
      receipts,
      async newDatabase() {
        const dataDir = tempDir('run');
        fs.cpSync(template, dataDir, { recursive: true });
        return { dataDir, dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
      },
      dispose: async () => fs.rmSync(template, { recursive: true, force: true }),
    };
  }

  const serverUrl = opts.serverUrl;
  if (!serverUrl) throw new Error('PostgreSQL runs need a server URL (TEST_DATABASE_URL or --database-url)');
  const template = `pataka_shutdown_tpl_${tag}`;
  await onServer(serverUrl, (c) => c.query(`create database ${template}`));
  const database = await openPostgres(databaseUrl(serverUrl, template), 2);
  const orderBody = await seeded(database).finally(() => database.close());
  let runs = 0;
  return {
    kind,
    orderBody,
    receipts,
    async newDatabase() {
      const name = `pataka_shutdown_${tag}_${++runs}`;
      await onServer(serverUrl, (c) => c.query(`create database ${name} template ${template}`));
      // DATA_DIR still holds the uploaded files (local storage), so each run gets its own.
      const dataDir = tempDir('run');
      return {
        dataDir,
        databaseUrl: databaseUrl(serverUrl, name),
        async dispose() {
          await onServer(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
    dispose: () =>
      onServer(serverUrl, (c) => c.query(`drop database if exists ${template} with (force)`)).then(
        () => undefined,
      ),
  };
}
