// `node --import tsx bench/enquiry-load.ts [--db pglite,postgres] [--duration 10] [--connections 10]
//  [--customers 200]`: requests/s of POST /api/v1/orders/my-order against the real server (its own
// process), on PGlite and/or PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, a fresh database).
// Customers and tokens are written straight into the database before the server starts (OTP sign-in
// is limited to 5 per IP per minute), so the load rotates over many customers; every request carries
// its own Idempotency-Key, so each one creates an enquiry.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { products } from '../apps/api/src/db/schema/catalogue.ts';
import { customers } from '../apps/api/src/db/schema/customers.ts';
import { seedDemo } from '../apps/api/src/db/seed/seed-demo.ts';
import type { Database } from '../apps/api/src/db/types.ts';
import { createSession } from '../apps/api/src/modules/sessions/session.service.ts';
import { startApiServer, tempDataDir } from './lib/api-server.ts';
import { measureLoad, describeStatuses } from './lib/load-test.ts';
import { createBenchDatabase } from './lib/postgres-db.ts';

const TENANT = 'demo';
/** Above the demo shop's minimum order, wherever it delivers. */
const TARGET_RUPEES = 5_500;

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
const dbs = option('db', 'pglite,postgres').split(',');
const settings = {
  durationS: Number(option('duration', '10')),
  warmupS: Number(option('warmup', '2')),
  connections: Number(option('connections', '10')),
};
const customerCount = Number(option('customers', '200'));

/** Seeds the shops, signs customers in (sessions written directly) and builds one valid enquiry body. */
async function prepare(database: Database) {
  await runMigrations(database);
  await seedDemo(database.db, {});
  const tokens: string[] = [];
  for (let i = 0; i < customerCount; i += 1) {
    const id = randomUUID();
    const phone = `9${String(700_000_000 + i).padStart(9, '0')}`;
    await database.db.insert(customers).values({ tenantId: TENANT, id, name: 'Bench Customer', phone });
    tokens.push(await createSession(database.db, TENANT, { type: 'customer', customerId: id }));
  }
  const [product] = await database.db
    .select({ id: products.id, pricePaise: products.pricePaise })
    .from(products)
    .where(and(eq(products.tenantId, TENANT), eq(products.status, 'active'), eq(products.inStock, true)))
    .orderBy(desc(products.pricePaise))
    .limit(1);
  if (!product) throw new Error('the demo shop has no product in stock');
  const quantity = Math.min(99, Math.ceil((TARGET_RUPEES * 100) / product.pricePaise));
  const body = JSON.stringify({
    items: [{ productId: product.id, quantity, price: 1, subtotal: quantity }],
    shippingAddress: {
      name: 'Bench Customer',
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
  return { tokens, body };
}

async function run(kind: string) {
  let dataDir: string | undefined;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  let prepared: Awaited<ReturnType<typeof prepare>>;
  if (kind === 'pglite') {
    dataDir = tempDataDir('orders');
    const database = await openPglite(dataDir);
    prepared = await prepare(database);
    await database.close(); // releases the data-dir lock for the server
  } else {
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) for PostgreSQL');
    const bench = await createBenchDatabase(serverUrl, 'orders');
    databaseUrl = bench.url;
    drop = bench.drop;
    const database = await openPostgres(bench.url, 2);
    prepared = await prepare(database);
    await database.close();
  }
  const server = await startApiServer({ dataDir, databaseUrl, env: { SEED_DEMO: 'false' } });
  try {
    let n = 0;
    const headers = () => ({
      'x-tenant-id': TENANT,
      'content-type': 'application/json',
      authorization: `Bearer ${prepared.tokens[n++ % prepared.tokens.length]}`,
      'idempotency-key': randomUUID(),
    });
    const probe = await fetch(`${server.url}/api/v1/orders/my-order`, {
      method: 'POST',
      headers: headers(),
      body: prepared.body,
    });
    if (probe.status !== 201) throw new Error(`probe answered ${probe.status}: ${await probe.text()}`);
    const result = await measureLoad(
      {
        url: `${server.url}/api/v1/orders/my-order`,
        method: 'POST',
        body: prepared.body,
        headers: headers(),
        perRequest: () => ({ headers: headers() }),
      },
      settings,
    );
    console.log(
      `${kind.padEnd(8)} POST /orders/my-order: ${result.rps.toFixed(1)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
        `${result.requests} requests (${describeStatuses(result)}), errors ${result.errors}, timeouts ${result.timeouts}; ` +
        `${settings.connections} connections, ${prepared.tokens.length} customers`,
    );
  } finally {
    await server.stop();
    await drop();
  }
}

console.log(
  `load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const kind of dbs) await run(kind);
process.exit(0);
