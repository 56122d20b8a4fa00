import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { orderBody, seedOrderCatalogue } from './order-fixtures.ts';

type Hook = { url: string; hits: Array<Record<string, unknown>>; close(): Promise<void> };

/** A local webhook receiver that answers with `status`, or never answers when status is 'hang'. */
async function fakeWebhook(status: number | 'hang'): Promise<Hook> {
  const hits: Array<Record<string, unknown>> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push(JSON.parse(body));
      if (status !== 'hang') res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const open: Array<{ app: TestApp; hook: Hook }> = [];
afterAll(async () => {
  for (const { app, hook } of open) {
    await app.app.close();
    await hook.close();
  }
});

async function setup(status: number | 'hang') {
  const hook = await fakeWebhook(status);
  const app = await createTestApp({ notifyWebhookUrl: hook.url });
  open.push({ app, hook });
  const shop = await seedOrderCatalogue(app.db, 'demo');
  const { token } = await customerWithToken(app.db, 'demo');
  const place = () =>
    app.app.inject({
      method: 'POST',
      url: '/api/v1/orders/my-order',
      headers: as('demo', token),
      payload: orderBody([[shop.rocket.id, 3]]),
    });
  return { hook, place, jobs: app.app.jobs };
}

const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
};

describe('shop notification of a new enquiry', () => {
  it('POSTs a summary to the webhook after the enquiry is saved', async () => {
    const { hook, place } = await setup(204);
    const res = await place();
    expect(res.statusCode).toBe(201);
    await waitFor(() => hook.hits.length > 0, 2000);
    expect(hook.hits).toEqual([
      {
        event: 'enquiry.created',
        tenant: 'demo',
        orderNumber: res.json().data.orderNumber,
        customerName: 'Lakshmi Narayanan',
        customerPhone: '9876543210',
        total: 1236,
        itemsCount: 3,
        delivery: { type: 'delivery', city: 'Madurai', state: 'Karnataka', zipCode: '625001' },
        createdAt: res.json().data.createdAt,
      },
    ]);
  });

  it('still creates the enquiry when the webhook fails, and queues a retry', async () => {
    const { hook, place, jobs } = await setup(500);
    const res = await place();
    expect(res.statusCode).toBe(201);
    await waitFor(() => hook.hits.length >= 1, 3000);
    expect(hook.hits).toHaveLength(1);
    // Retried by the job queue with backoff (test/jobs/notify-webhook-job.test.ts follows the retries).
    const webhook = async () => (await jobs.stats()).find((s) => s.name === 'notify-webhook');
    const until = Date.now() + 2000;
    while ((await webhook())?.queued !== 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    expect(await webhook()).toMatchObject({ queued: 1, active: 0, failed: 0 });
  });

  it('does not wait for a webhook that hangs', async () => {
    const { hook, place } = await setup('hang');
    const started = performance.now();
    const res = await place();
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(201);
    expect(elapsed).toBeLessThan(1000);
    await waitFor(() => hook.hits.length > 0, 2000);
    expect(hook.hits).toHaveLength(1);
  });
});
