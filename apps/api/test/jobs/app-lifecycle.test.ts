// The queue inside the app: readiness, and on close the order of things (Fastify runs onClose hooks in
// reverse registration order: the routes', then the jobs plugin's, then storage's, then the database's).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { customerWithToken } from '../helpers/auth.ts';
import { as } from '../helpers/test-app.ts';
import { openTestDatabase } from '../helpers/test-db.ts';
import { orderBody, seedOrderCatalogue } from '../orders/order-fixtures.ts';
import { createJobTestApp } from './job-test-app.ts';
import { eventually } from './queue-fixtures.ts';

const servers: http.Server[] = [];
afterAll(() => servers.forEach((s) => (s.closeAllConnections(), s.close())));

describe('the job queue in the app', () => {
  it('reports itself on GET /api/v1/ready', async () => {
    const t = await createJobTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(res.json().checks.queue).toEqual({ status: 'ok', detail: t.app.jobs.kind });
      expect(t.app.jobs.kind).toBe(t.app.database.kind === 'postgres' ? 'pg-boss' : 'in-process');
    } finally {
      await t.app.close();
    }
  });

  it('on close lets the running job finish, then closes storage, then the database', async () => {
    const events: string[] = [];
    const server = http.createServer((req, res) => {
      events.push('webhook called');
      setTimeout(() => {
        events.push('webhook answered');
        res.writeHead(204).end();
      }, 1000);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const database = await openTestDatabase();
    const closeDatabase = database.close.bind(database);
    database.close = async () => {
      events.push('database closed');
      await closeDatabase();
    };
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const t = await createJobTestApp({ notifyWebhookUrl: url }, { database, ownsDatabase: true });
    const { storage, jobs } = t.app;
    const closeStorage = storage.close.bind(storage);
    storage.close = async () => {
      events.push('storage closed');
      await closeStorage();
    };
    const stopJobs = jobs.stop.bind(jobs);
    jobs.stop = async (opts) => {
      await stopJobs(opts);
      events.push('queue stopped');
    };

    const shop = await seedOrderCatalogue(t.db, 'demo');
    const { token } = await customerWithToken(t.db, 'demo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/my-order',
      headers: as('demo', token),
      payload: orderBody([[shop.rocket.id, 3]]),
    });
    expect(res.statusCode).toBe(201);
    expect(await eventually(() => events.includes('webhook called'), 5000)).toBe(true);
    await t.app.close();
    expect(events).toEqual([
      'webhook called',
      'webhook answered',
      'queue stopped',
      'storage closed',
      'database closed',
    ]);
  });
});
