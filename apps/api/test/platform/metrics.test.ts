import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  off = await createTestApp();
});
afterAll(async () => {
  await t?.app.close();
  await off?.app.close();
});

const scrape = (app: TestApp['app'], authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. sample(text, 'pataka_x_count', { route: '/a' }). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text
    .split('\n')
    .find(
      (l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('GET /metrics', () => {
  it('answers 404 when METRICS_TOKEN is not set, token or not', async () => {
    expect((await scrape(off.app)).statusCode).toBe(404);
    expect((await scrape(off.app, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('answers 401 without the token or with a wrong one', async () => {
    const missing = await scrape(t.app);
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toContain('Bearer');
    expect((await scrape(t.app, 'Bearer not-the-token')).statusCode).toBe(401);
    expect((await scrape(t.app, TOKEN)).statusCode).toBe(401);
  });

  it('times requests by route pattern, not by raw URL, and 404s as unmatched', async () => {
    const before = await scrape(t.app, `Bearer ${TOKEN}`);
    const count = (text: string, route: string, status: string) =>
      sample(text, 'pataka_http_request_duration_seconds_count', {
        method: 'GET',
        route,
        status_code: status,
      }) ?? 0;
    const productsBefore = count(before.body, '/api/v1/products/slug/:slug', '404');
    const unmatchedBefore = count(before.body, 'unmatched', '404');

    for (const slug of ['no-such-rocket', 'no-such-sparkler']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/products/slug/${slug}`,
        headers: { 'x-tenant-id': 'demo' },
      });
      expect(res.statusCode).toBe(404);
    }
    await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route', headers: { 'x-tenant-id': 'demo' } });

    const after = await scrape(t.app, `Bearer ${TOKEN}`);
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toContain('text/plain');
    expect(count(after.body, '/api/v1/products/slug/:slug', '404')).toBe(productsBefore + 2);
    expect(count(after.body, 'unmatched', '404')).toBe(unmatchedBefore + 1);
    expect(after.body).not.toContain('no-such-rocket');
  });

  it('reports process metrics and, when the app has a job queue, its depth and failures by job name', async () => {
    const res = await scrape(t.app, `Bearer ${TOKEN}`);
    expect(res.body).toContain('pataka_process_resident_memory_bytes');
    const jobs = (t.app as unknown as { jobs?: { stats(): Promise<{ name: string; failed: number }[]> } })
      .jobs;
    if (!jobs) return;
    const stats = await jobs.stats();
    for (const s of stats) expect(sample(res.body, 'pataka_jobs_failed', { name: s.name })).toBe(s.failed);
  });
});
