// Measures OCR jobs per minute through the job queue: 20 receipt screenshots queued at once, read by
// 1 and then 2 OCR workers, on PGlite (in-process queue) and, with MEASURE_DATABASE_URL, on PostgreSQL
// (pg-boss). Not a test (it asserts nothing): run it on a quiet machine.
//   node --import tsx apps/api/test/jobs/ocr-throughput.measure.ts
//   MEASURE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx …
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { seedDemo } from '../../src/db/seed/seed-demo.ts';
import type { Database } from '../../src/db/types.ts';
import { enqueueExtraction } from '../../src/modules/uploads/extraction-jobs.ts';
import { saveUpload } from '../../src/modules/uploads/upload.service.ts';
import { findUpload } from '../../src/modules/uploads/uploads.queries.ts';
import { customerWithToken } from '../helpers/auth.ts';
import { receiptPng } from '../uploads/receipt-image.ts';

const COUNT = 20;

async function openDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openPglite(null);
    return { database, drop: async () => {} };
  }
  const admin = process.env.MEASURE_DATABASE_URL!;
  const name = `pataka_m_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 10);
  // pool.end() resolves before its sockets close; the drop below then ends them: not an error here.
  database.pool!.on('error', () => undefined);
  return { database, drop: () => run(`drop database if exists ${name} with (force)`) };
}

async function measure(kind: 'pglite' | 'postgres', workers: number, receipts: Buffer[]) {
  const { database, drop } = await openDatabase(kind);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pataka-ocr-measure-'));
  await runMigrations(database);
  await seedDemo(database.db, {});
  const app = await buildApp({
    config: { ...testConfig({ dataDir, ocrWorkers: workers }), databaseUrl: undefined },
    database,
    logger: false,
    serveWeb: false,
    jobs: { pollingIntervalSeconds: 0.5 },
  });
  await app.ready();
  try {
    const { id: customerId } = await customerWithToken(database.db, 'demo');
    const save = async (bytes: Buffer) =>
      (await saveUpload(database.db, app.storage, 'demo', { customerId }, { bytes, fileName: 'r.png' })).row
        .id;
    const done = async (ids: string[]) => {
      for (;;) {
        const rows = await Promise.all(ids.map((id) => findUpload(database.db, 'demo', id)));
        if (rows.every((r) => (r?.extractedData as { extraction?: string })?.extraction !== 'processing'))
          return;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    // Warm-up: the OCR workers load their model on the first reading.
    const warm = await save(receipts[0]!);
    await enqueueExtraction(app.jobs, 'demo', warm);
    await done([warm]);

    const ids = await Promise.all(receipts.map(save));
    const started = performance.now();
    await Promise.all(ids.map((id) => enqueueExtraction(app.jobs, 'demo', id)));
    await done(ids);
    const seconds = (performance.now() - started) / 1000;
    const read = (await Promise.all(ids.map((id) => findUpload(database.db, 'demo', id)))).filter(
      (r) => (r?.extractedData as { extraction?: string })?.extraction === 'done',
    ).length;
    console.log(
      `${app.jobs.kind.padEnd(10)} ${workers} OCR worker(s): ${COUNT} screenshots in ${seconds.toFixed(1)} s ` +
        `= ${((COUNT / seconds) * 60).toFixed(1)} jobs/min (${read}/${COUNT} read)`,
    );
  } finally {
    await app.close();
    await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const receipts = await Promise.all(
  Array.from({ length: COUNT }, (_, i) =>
    receiptPng({
      amount: 500 + i * 37,
      payeeUpiId: 'uniquecrackers@okaxis',
      utr: `4099${String(10_000_000 + i)}`,
    }),
  ),
);
console.log(
  `load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`,
);
const kinds: Array<'pglite' | 'postgres'> = process.env.MEASURE_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];
for (const kind of kinds) for (const workers of [1, 2]) await measure(kind, workers, receipts);
