// `npm run worker`: a separate process that runs the jobs an API instance without workers queues.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { customerWithToken } from '../helpers/auth.ts';
import { as } from '../helpers/test-app.ts';
import { testDbKind } from '../helpers/test-db.ts';
import { orderBody, seedOrderCatalogue } from '../orders/order-fixtures.ts';
import { createJobTestApp } from './job-test-app.ts';
import { eventually } from './queue-fixtures.ts';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

function runWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', SEED_DEMO: 'false', REMINDERS_ENABLED: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('npm run worker', () => {
  it('refuses to start without PostgreSQL, saying why', async () => {
    const worker = runWorker({ DATA_DIR: path.join(apiRoot, '.tmp-never-created') });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('it needs DATABASE_URL (PostgreSQL)');
  });

  it.skipIf(testDbKind() !== 'postgres')(
    'runs the jobs an API without workers queues, and exits 0 on SIGTERM after the running one',
    async () => {
      const events: string[] = [];
      const hook = http.createServer((req, res) => {
        events.push('webhook called');
        setTimeout(() => {
          events.push('webhook answered');
          res.writeHead(204).end();
        }, 1500);
      });
      await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
      const api = await createJobTestApp({ notifyWebhookUrl: url, runWorkers: false });
      try {
        const databaseUrl = api.database.pool!.options.connectionString!;
        const worker = runWorker({ DATABASE_URL: databaseUrl, NOTIFY_WEBHOOK_URL: url, LOG_LEVEL: 'info' });
        expect(await eventually(() => worker.output().includes('Pataka worker running jobs'), 30_000)).toBe(
          true,
        );
        expect(worker.output()).not.toMatch(/listening/i);

        const shop = await seedOrderCatalogue(api.db, 'demo');
        const { token } = await customerWithToken(api.db, 'demo');
        const res = await api.app.inject({
          method: 'POST',
          url: '/api/v1/orders/my-order',
          headers: as('demo', token),
          payload: orderBody([[shop.rocket.id, 3]]),
        });
        expect(res.statusCode).toBe(201);
        expect(await eventually(() => events.includes('webhook called'), 10_000)).toBe(true);
        worker.child.kill('SIGTERM');
        const code = await worker.exited;
        events.push(`worker exited ${code}`);
        expect(events).toEqual(['webhook called', 'webhook answered', 'worker exited 0']);
      } finally {
        await api.app.close();
        hook.closeAllConnections();
        hook.close();
      }
    },
  );
});
