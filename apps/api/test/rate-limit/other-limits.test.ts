import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { nextIp } from '../accounts/otp-flow.ts';
import { staffWithToken } from '../staff/staff-test-helpers.ts';
import { multipart, tinyPdf } from '../uploads/multipart.ts';
import { expectRateLimited, TOO_MANY } from './rate-limited.ts';

let t: TestApp;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pataka-limits-'));
beforeAll(async () => {
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;

/**
 * Sends until the first 429 (at most `max`): how many went through, how long it took, the refusal.
 * Buckets refill while a test runs, so counts are checked against the time taken.
 */
async function untilRefused(send: () => Promise<Reply>, max: number) {
  const started = Date.now();
  let passed = 0;
  for (let i = 0; i < max; i++) {
    const res = await send();
    if (res.statusCode === 429) return { passed, seconds: (Date.now() - started) / 1000, refusal: res };
    passed++;
  }
  throw new Error(`no 429 in ${max} requests`);
}

const validate = (ip: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/coupons/validate/NOSUCHCODE',
    headers: as('demo', token),
    remoteAddress: ip,
    payload: { orderTotal: 1500 },
  });
const apply = (ip: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/coupons/apply',
    headers: as('demo', token),
    remoteAddress: ip,
    payload: { code: 'NOSUCHCODE', orderTotal: 1500 },
  });

describe('coupon checks', () => {
  it('allow a burst of 60 from one address (many shoppers behind one NAT), then refuse', async () => {
    const ip = nextIp();
    const { passed, seconds, refusal } = await untilRefused(() => validate(ip), 200);
    expect(passed).toBeGreaterThanOrEqual(60);
    expect(passed).toBeLessThanOrEqual(60 + 2 * Math.ceil(seconds) + 1); // 120 a minute come back
    expectRateLimited(refusal, TOO_MANY);
    // Apply answers the same question: it shares the limit. Only what refilled since the refusal goes
    // through (2 a second; a loaded machine can take longer than half a second per request), not a
    // fresh burst of 60.
    const applied = await untilRefused(() => apply(ip), 200);
    expect(applied.passed).toBeLessThanOrEqual(2 * Math.ceil(applied.seconds) + 1);
    expectRateLimited(applied.refusal, TOO_MANY);
    expect((await validate(nextIp())).statusCode).toBe(200);
  });

  it('allow a burst of 30 per signed-in customer, whatever the address', async () => {
    const { token } = await customerWithToken(t.db, 'demo');
    const { passed, seconds, refusal } = await untilRefused(() => validate(nextIp(), token), 100);
    expect(passed).toBeGreaterThanOrEqual(30);
    expect(passed).toBeLessThanOrEqual(30 + Math.ceil(seconds / 2) + 1); // 30 a minute come back
    expectRateLimited(refusal, TOO_MANY);
    const other = await customerWithToken(t.db, 'demo');
    expect((await validate(nextIp(), other.token)).statusCode).toBe(200);
  });
});

describe('payment-proof uploads', () => {
  const upload = (token: string) => {
    const body = multipart({ fileName: 'proof.pdf', contentType: 'application/pdf', bytes: tinyPdf() });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/payment-proof',
      headers: { ...as('demo', token), ...body.headers },
      payload: body.payload,
    });
  };

  it('allow a customer 10 in 10 minutes, then say when to try again', async () => {
    const { token } = await customerWithToken(t.db, 'demo');
    for (let i = 0; i < 10; i++) expect((await upload(token)).statusCode).toBe(201);
    const refused = await upload(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many requests\. Please try again in 10 minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60);
    // Per customer, not per address or shop.
    expect((await upload((await customerWithToken(t.db, 'demo')).token)).statusCode).toBe(201);
  });
});

describe('product-picture uploads', () => {
  // Refused bodies are cheap to send and count the same: the limit comes before the picture is read.
  const attempt = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/product-image',
      headers: { ...as('demo', token), 'content-type': 'application/json' },
      payload: {},
    });

  it('allow a staff member a burst of 40, then about one every 10 s', async () => {
    const staff = await staffWithToken(t.db, 'demo');
    const { passed, seconds, refusal } = await untilRefused(() => attempt(staff.token), 100);
    expect(passed).toBeGreaterThanOrEqual(40);
    expect(passed).toBeLessThanOrEqual(40 + Math.ceil(seconds / 10) + 1);
    expect(refusal.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refusal.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const colleague = await staffWithToken(t.db, 'demo');
    expect((await attempt(colleague.token)).statusCode).toBe(400);
  });
});
