import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createRedisRateLimitStore } from '../../src/modules/rate-limit/redis-rate-limit-store.ts';
import type { RateLimitStore } from '../../src/modules/rate-limit/rate-limit-store.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { nextPhone } from '../helpers/auth.ts';
import { generateOtp, nextIp, roomyOtp } from '../accounts/otp-flow.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A prefix of our own per run: other runs and engineers share this Redis.
const prefix = `pataka-test-${randomBytes(6).toString('hex')}:`;

async function redisReachable() {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const available = await redisReachable();
if (!available) console.warn(`Redis tests skipped: nothing answers at ${REDIS_URL}`);

describe.skipIf(!available)('Redis rate-limit store', () => {
  let admin: Redis;
  beforeAll(() => {
    admin = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
    expect(await admin.keys(`${prefix}*`)).toEqual([]);
    await admin.quit();
  });

  describe('store', () => {
    let store: RateLimitStore;
    beforeAll(async () => {
      store = await createRedisRateLimitStore(REDIS_URL, prefix);
    });
    afterAll(() => store.close());

    it('counts a sliding window, says how long to wait, and forgets old hits', async () => {
      const key = 'unit:window';
      expect((await store.hit(key, 2, 400)).allowed).toBe(true);
      expect((await store.hit(key, 2, 400)).allowed).toBe(true);
      const refused = await store.hit(key, 2, 400);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(400);
      // Keys expire with their window: nothing is left behind.
      expect(await admin.pttl(`${prefix}rl:${key}`)).toBeLessThanOrEqual(400);
      await new Promise((r) => setTimeout(r, 450));
      expect((await store.hit(key, 2, 400)).allowed).toBe(true);
    });

    it('reset forgets a key', async () => {
      await store.hit('unit:reset', 1, 60_000);
      expect((await store.hit('unit:reset', 1, 60_000)).allowed).toBe(false);
      await store.reset('unit:reset');
      expect((await store.hit('unit:reset', 1, 60_000)).allowed).toBe(true);
    });

    it('lets exactly `limit` of many concurrent hits through', async () => {
      const results = await Promise.all(Array.from({ length: 20 }, () => store.hit('unit:burst', 5, 60_000)));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
    });
  });

  describe('two API instances', () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      [a, b] = await Promise.all([
        createTestApp({ ...roomyOtp, redisUrl: REDIS_URL, redisKeyPrefix: prefix }),
        createTestApp({ ...roomyOtp, redisUrl: REDIS_URL, redisKeyPrefix: prefix }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([a?.app.close(), b?.app.close()]);
    });

    it('agree that the 6th OTP request from one IP inside 60 s is refused', async () => {
      expect(a.app.rateLimits.kind).toBe('redis');
      const ip = nextIp();
      for (const app of [a, b, a, b, a])
        expect((await generateOtp(app, 'demo', nextPhone(), ip)).statusCode).toBe(200);
      const sixthB = await generateOtp(b, 'demo', nextPhone(), ip);
      expect(sixthB.statusCode).toBe(429);
      expect(sixthB.json().error.code).toBe('RATE_LIMITED');
      expect(Number(sixthB.headers['retry-after'])).toBeGreaterThan(0);
      expect((await generateOtp(a, 'demo', nextPhone(), ip)).statusCode).toBe(429);
    });

    it('agree on the resend cooldown of a phone', async () => {
      const phone = nextPhone();
      expect((await generateOtp(a, 'demo', phone)).statusCode).toBe(200);
      const res = await generateOtp(b, 'demo', phone);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toMatch(/^Please wait \d+ seconds? before requesting a new code\.$/);
    });

    it('close their Redis connection with the app', async () => {
      const c = await createTestApp({ ...roomyOtp, redisUrl: REDIS_URL, redisKeyPrefix: prefix });
      const store = c.app.rateLimits;
      await c.app.close();
      await expect(store.hit('after-close', 1, 1000)).rejects.toThrow();
    });
  });

  it('in-process stores (no REDIS_URL) do not agree: the reason Redis is needed', async () => {
    const [a, b] = await Promise.all([createTestApp(roomyOtp), createTestApp(roomyOtp)]);
    try {
      expect(a.app.rateLimits.kind).toBe('memory');
      const ip = nextIp();
      for (const app of [a, b, a, b, a]) await generateOtp(app, 'demo', nextPhone(), ip);
      expect((await generateOtp(b, 'demo', nextPhone(), ip)).statusCode).toBe(200);
    } finally {
      await Promise.all([a.app.close(), b.app.close()]);
    }
  });
});
