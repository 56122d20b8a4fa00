// Two API instances on one PostgreSQL database, as two processes behind a load balancer would be: each its
// own pool, public cache, event bus and LISTEN connection. PostgreSQL only (PGlite is one process).
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openPostgres } from '../../src/db/client.ts';
import type { Database } from '../../src/db/types.ts';
import { openTestDatabase } from '../helpers/test-db.ts';

export async function startTwoInstances() {
  const first = await openTestDatabase();
  const url = first.pool!.options.connectionString!;
  const second = await openPostgres(url, 5);
  const build = (database: Database) =>
    buildApp({
      config: testConfig({ databaseUrl: url }),
      database,
      ownsDatabase: true,
      logger: false,
      serveWeb: false,
    });
  const a = await build(first);
  const b = await build({ ...second, close: () => endPool(second.pool!) });
  await Promise.all([a.ready(), b.ready()]);
  return {
    a,
    b,
    url,
    /** B first: A's database close drops the database, which would kill B's connections under it. */
    async close() {
      if (b.server.listening) b.server.closeAllConnections();
      await b.close();
      await a.close();
    },
  };
}

/** The instance's base URL, listening on a free port from the first call on. */
export async function listen(app: Awaited<ReturnType<typeof buildApp>>) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Ends every cluster bus's LISTEN connection on the database, as a failover or a dropped socket would. */
export async function terminateListeners(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select pg_terminate_backend(pid) as done from pg_stat_activity
        where datname = current_database() and application_name = 'pataka-cluster-listen'`,
    );
    return rows.filter((r: { done: boolean }) => r.done).length;
  } finally {
    await client.end();
  }
}

/** pool.end() resolves before its sockets close: wait for them, so the database can be dropped after. */
async function endPool(pool: pg.Pool) {
  const open = pool.totalCount;
  let removed = 0;
  const allRemoved = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => ++removed >= open && resolve());
  });
  await pool.end();
  await allRemoved;
}

/** Polls until check() is true; returns the milliseconds it took, or throws after timeoutMs. */
export async function within(timeoutMs: number, check: () => boolean | Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
