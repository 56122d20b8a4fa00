import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createRateLimitRedis } from '../../src/modules/rate-limit/redis-client.ts';
import {
  createResilientRateLimitStore,
  REDIS_DOWN_DETAIL,
} from '../../src/modules/rate-limit/resilient-rate-limit-store.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { nextPhone } from '../helpers/auth.ts';
import { generateOtp, nextIp, roomyOtp } from '../accounts/otp-flow.ts';
import { freePort, ownRedis, waitFor, type OwnRedis } from './own-redis.ts';

const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasRedisServer) console.warn('Redis outage tests skipped: no redis-server on PATH');

const prefix = `pataka-outage-${randomBytes(6).toString('hex')}:`;
const COOLDOWN = /^Please wait \d+ seconds? before requesting a new code\.$/;

const readiness = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
  return { status: res.statusCode, redis: res.json().checks.redis };
};

describe.skipIf(!hasRedisServer)('Redis unreachable', () => {
  it('the server starts with REDIS_URL on a closed port, limits in-process, readiness degraded', async () => {
    const t = await createTestApp({ ...roomyOtp, redisUrl: `redis://127.0.0.1:${await freePort()}` });
    try {
      const phone = nextPhone();
      expect((await generateOtp(t, 'demo', phone)).statusCode).toBe(200);
      // Still limited, by this process.
      const again = await generateOtp(t, 'demo', phone);
      expect(again.statusCode).toBe(429);
      expect(again.json().error.message).toMatch(COOLDOWN);
      // Ready (serving) but saying why limits are per instance.
      expect(await readiness(t)).toEqual({
        status: 200,
        redis: { status: 'degraded', detail: 'Redis unreachable: rate limits are per instance' },
      });
    } finally {
      await t.app.close();
    }
  });

  describe('stopped and restarted mid-run', () => {
    let redis: OwnRedis;
    let t: TestApp;
    let admin: Redis;
    beforeAll(async () => {
      redis = ownRedis(await freePort());
      await redis.start();
      admin = new Redis(redis.url, { maxRetriesPerRequest: 0, lazyConnect: true });
      t = await createTestApp({ ...roomyOtp, redisUrl: redis.url, redisKeyPrefix: prefix });
      await waitFor(async () => (await readiness(t)).redis.status === 'ok');
    });
    afterAll(async () => {
      await t?.app.close();
      admin?.disconnect();
      await redis?.stop();
    });

    it('answers OTP requests with 200 or 429, never 500, while Redis is down, and uses it again once back', async () => {
      const ip = nextIp();
      const phone = nextPhone();
      expect((await generateOtp(t, 'demo', phone, ip)).statusCode).toBe(200);
      await admin.connect();
      expect(await admin.exists(`${prefix}rl:otp-send:cooldown:demo:${phone}`)).toBe(1);
      admin.disconnect();

      // Requests in flight while Redis dies, and every one after.
      const during = Array.from({ length: 10 }, (_, i) =>
        generateOtp(t, 'demo', i % 3 ? nextPhone() : phone),
      );
      await redis.stop();
      const statuses = (await Promise.all(during)).map((r) => r.statusCode);
      for (let i = 0; i < 30; i++)
        statuses.push((await generateOtp(t, 'demo', i % 3 ? nextPhone() : phone)).statusCode);
      expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(20);

      // Limits still hold, per instance: a new phone's second request is inside its cooldown.
      const fresh = nextPhone();
      expect((await generateOtp(t, 'demo', fresh)).statusCode).toBe(200);
      expect((await generateOtp(t, 'demo', fresh)).json().error.message).toMatch(COOLDOWN);
      expect(await readiness(t)).toEqual({
        status: 200,
        redis: { status: 'degraded', detail: REDIS_DOWN_DETAIL },
      });

      await redis.start();
      await waitFor(async () => (await readiness(t)).redis.status === 'ok', 5000);
      const back = nextPhone();
      expect((await generateOtp(t, 'demo', back)).statusCode).toBe(200);
      await admin.connect();
      expect(await admin.exists(`${prefix}rl:otp-send:cooldown:demo:${back}`)).toBe(1);
      admin.disconnect();
    }, 30_000);
  });

  describe('the store', () => {
    let redis: OwnRedis;
    beforeAll(async () => {
      redis = ownRedis(await freePort());
      await redis.start();
    });
    afterAll(() => redis?.stop());

    function recordingLog() {
      const lines: { level: string; msg: string }[] = [];
      return {
        lines,
        warn: (_obj: unknown, msg?: string) => lines.push({ level: 'warn', msg: String(msg) }),
        info: (msg: unknown) => lines.push({ level: 'info', msg: String(msg) }),
      };
    }

    it('logs one warning when Redis goes away and one line when it is back, whatever the traffic', async () => {
      const log = recordingLog();
      const client = createRateLimitRedis(redis.url, `${prefix}store`);
      const store = createResilientRateLimitStore(client, prefix, log as never);
      try {
        await waitFor(async () => (await store.check()).status === 'ok');
        expect((await store.hit('k', 1000, 60_000)).allowed).toBe(true);
        await redis.stop();
        for (let i = 0; i < 50; i++) {
          expect((await store.take(`b${i % 3}`, { capacity: 100, refillPerMs: 1 })).allowed).toBe(true);
        }
        expect(await store.check()).toEqual({ status: 'degraded', detail: REDIS_DOWN_DETAIL });
        await new Promise((r) => setTimeout(r, 1500)); // a few reconnect attempts
        await redis.start();
        await waitFor(async () => (await store.check()).status === 'ok', 5000);
        expect((await store.hit('k', 1000, 60_000)).allowed).toBe(true);
        expect(log.lines.map((l) => l.level)).toEqual(['warn', 'info']);
        expect(log.lines[0]!.msg).toContain(REDIS_DOWN_DETAIL);
      } finally {
        await store.close();
      }
    }, 20_000);

    it('costs one timeout, not one per request, when Redis hangs', async () => {
      const log = recordingLog();
      const client = createRateLimitRedis(redis.url, `${prefix}hang`);
      const store = createResilientRateLimitStore(client, prefix, log as never);
      try {
        await waitFor(async () => (await store.check()).status === 'ok');
        redis.pause();
        const started = Date.now();
        for (let i = 0; i < 20; i++) expect((await store.hit(`h${i}`, 5, 60_000)).allowed).toBe(true);
        // One 500 ms command timeout, then in-process for a second.
        expect(Date.now() - started).toBeLessThan(900);
        expect(log.lines.map((l) => l.level)).toEqual(['warn']);
      } finally {
        redis.resume();
        await store.close();
      }
    });
  });
});
