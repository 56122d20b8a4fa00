// 200 shops × 3 verified domains resolve from the in-process index: no database query per request (the
// index is loaded once; requests move only the hit counter in /metrics), and Caddy's ask answers fast.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDomains, tenants } from '../../src/db/schema/tenants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const SHOPS = 200;
const METRICS_TOKEN = 'metrics-token-for-host-index';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ metricsToken: METRICS_TOKEN });
  const shops = Array.from({ length: SHOPS }, (_, i) => ({ id: `shop-${i}`, name: `Shop ${i}` }));
  await t.db.insert(tenants).values(shops);
  await t.db.insert(shopDomains).values(
    shops.flatMap((s, i) =>
      [0, 1, 2].map((k) => ({
        id: randomUUID(),
        tenantId: s.id,
        host: `s${i}-d${k}.test`,
        isPrimary: k === 0,
        verificationToken: 'x',
        status: 'verified' as const,
      })),
    ),
  );
  await t.app.shopsChanged('shop-0');
});
afterAll(() => t.app.close());

const hits = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = res.body
    .split('\n')
    .find((l) => l.startsWith('pataka_host_index_lookups_total{result="hit"}'));
  return Number(line?.split(' ')[1] ?? 0);
};

/** Counts every statement sent to the database, PGlite's (query, exec) or PostgreSQL's pool (query). */
function countQueries(database: TestApp['database']) {
  type Method = (...args: unknown[]) => unknown;
  const counter = { count: 0, restore: () => {} };
  const restores: (() => void)[] = [];
  for (const target of [database.pglite, database.pool] as unknown as Record<string, Method>[]) {
    if (!target) continue;
    for (const name of ['query', 'exec']) {
      const original = target[name];
      if (typeof original !== 'function') continue;
      target[name] = (...args: unknown[]) => (counter.count++, original.apply(target, args));
      restores.push(() => void (target[name] = original));
    }
  }
  counter.restore = () => restores.forEach((restore) => restore());
  return counter;
}

describe('host index at 200 shops × 3 domains', () => {
  it('every host resolves without a database query', async () => {
    const loads = t.app.shopRegistry.loads;
    const counter = countQueries(t.database);
    const before = await hits();
    try {
      // The counter sees drizzle's queries (else 0 below would prove nothing).
      await t.db.select().from(tenants).limit(1);
      expect(counter.count).toBeGreaterThan(0);
      counter.count = 0;
      for (let i = 0; i < SHOPS; i++)
        for (const k of [0, 1, 2]) {
          const ask = await t.app.inject({
            method: 'GET',
            url: `/api/platform/v1/tls/ask?domain=s${i}-d${k}.test`,
          });
          expect(ask.statusCode).toBe(200);
          expect(t.app.shopRegistry.shopOfHost(`s${i}-d${k}.test:443`)).toBe(`shop-${i}`);
        }
      // A non-primary domain redirects to the primary, from the index too.
      const r = await t.app.inject({ method: 'GET', url: '/price-list', headers: { host: 's7-d2.test' } });
      expect(r.statusCode).toBe(301);
      expect(r.headers.location).toBe('http://s7-d0.test/price-list');
      expect(counter.count).toBe(0);
    } finally {
      counter.restore();
    }
    expect(t.app.shopRegistry.loads).toBe(loads);
    expect((await hits()) - before).toBeGreaterThanOrEqual(SHOPS * 3 * 2);
  });

  it('answers a host again from memory, and anew once the index reloads (a domain verified or removed)', async () => {
    const registry = t.app.shopRegistry;
    expect(registry.match('late.test')).toEqual({ kind: 'unknown' });
    const before = await hits();
    expect(registry.match('s3-d0.test')).toBe(registry.match('s3-d0.test')); // the same remembered answer
    expect((await hits()) - before).toBe(2); // …still counted each time
    const id = randomUUID();
    await t.db.insert(shopDomains).values({
      id,
      tenantId: 'shop-5',
      host: 'late.test',
      isPrimary: false,
      verificationToken: 'x',
      status: 'verified',
    });
    await t.app.shopsChanged('shop-5');
    expect(registry.match('late.test')).toEqual({ kind: 'redirect', tenantId: 'shop-5', to: 's5-d0.test' });
    await t.db.delete(shopDomains).where(eq(shopDomains.id, id));
    await t.app.shopsChanged('shop-5');
    expect(registry.match('late.test')).toEqual({ kind: 'unknown' });
  });

  it("Caddy's ask answers in well under 50 ms (median), yes or no", async () => {
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      const domain = i % 2 ? `s${i % SHOPS}-d1.test` : `nobody-${i}.test`;
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: `/api/platform/v1/tls/ask?domain=${domain}` });
      times.push(performance.now() - started);
      expect(res.statusCode).toBe(i % 2 ? 200 : 404);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(
      `tls ask median ${median.toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(2)} ms`,
    );
    expect(median).toBeLessThan(50);
  });
});
