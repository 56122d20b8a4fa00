import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedMigrations } from '../../src/modules/health/readiness-checks.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const ready = () => t.app.inject({ method: 'GET', url: '/api/v1/ready' });
const shipped = shippedMigrations();

describe('GET /api/v1/ready', () => {
  it('answers 200 without a tenant once the database answers and every migration is applied', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ready: true,
      phase: 'ready',
      checks: {
        database: { status: 'ok' },
        migrations: { status: 'ok', detail: `${shipped.length} applied` },
      },
    });
  });

  it('answers 503 naming a migration the database lacks, and 200 again once it is there', async () => {
    const last = shipped.at(-1)!;
    const [row] = (
      (await t.db.execute(
        sql`select hash from drizzle.__drizzle_migrations where created_at = ${last.when}`,
      )) as unknown as { rows: { hash: string }[] }
    ).rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        ready: false,
        phase: 'ready',
        checks: { migrations: { status: 'failed', detail: `not applied: ${last.tag}` } },
      });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${last.when})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('stays ready with a degraded check and answers 503 with a failed one', async () => {
    t.app.lifecycle.addCheck('probe', async () => ({ status: 'degraded', detail: 'limits kept in-process' }));
    const degraded = await ready();
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json().checks.probe).toEqual({ status: 'degraded', detail: 'limits kept in-process' });

    t.app.lifecycle.addCheck('probe', async () => {
      throw new Error('bucket unreachable');
    });
    const failed = await ready();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({
      ready: false,
      checks: { probe: { status: 'failed', detail: 'bucket unreachable' } },
    });

    t.app.lifecycle.addCheck('probe', async () => ({ status: 'ok' }));
    expect((await ready()).statusCode).toBe(200);
  });

  it('counts no request as still open once it has been answered', async () => {
    await Promise.all([ready(), ready(), t.app.inject({ method: 'GET', url: '/api/v1/no-such-route' })]);
    expect(t.app.lifecycle.openRequests()).toEqual([]);
  });

  it('is documented in the OpenAPI document with its 200 and 503 answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/v1/ready'].get.responses)).toEqual(['200', '503']);
  });

  // Last: the app stays 'stopping'.
  it('answers 503 once shutting down, and asks every client to close its connection', async () => {
    t.app.lifecycle.markStopping();
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ ready: false, phase: 'stopping' });
    expect(res.headers.connection).toBe('close');
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });
});

describe('GET /api/v1/health', () => {
  it('stays 200 (liveness) while the database is gone, when ready says why it is not', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      expect((await broken.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      const res = await broken.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.database.status).toBe('failed');
    } finally {
      // The app's own close would close the database a second time.
      broken.database.close = async () => {};
      await broken.app.close().catch(() => undefined);
    }
  });
});
