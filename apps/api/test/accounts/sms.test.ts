import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { otpCodes } from '../../src/db/schema/customers.ts';
import { buildApp } from '../../src/app.ts';
import { testConfig, type Config } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { openTestDatabase } from '../helpers/test-db.ts';
import { nextPhone } from '../helpers/auth.ts';
import { pino } from 'pino';
import { sendOtp } from '../../src/modules/auth/otp.service.ts';
import { createLogSmsProvider } from '../../src/modules/sms/log-sms-provider.ts';
import { createMemoryRateLimitStore } from '../../src/modules/rate-limit/memory-rate-limit-store.ts';
import { otpCooldownKey } from '../../src/modules/auth/otp-limits.ts';
import { startFakeGateway } from './fake-sms-gateway.ts';
import { generateOtp, nextIp, otpConfig, roomyOtp, verifyOtp } from './otp-flow.ts';

let gateway: Awaited<ReturnType<typeof startFakeGateway>>;
beforeAll(async () => {
  gateway = await startFakeGateway();
});
afterAll(() => gateway.close());

const httpSms = (url: string): Config['sms'] => ({
  provider: 'http',
  httpUrl: url,
  apiKey: 'test-key-123',
  apiKeyHeader: 'x-api-key',
  senderId: 'UNQCRK',
  dltTemplateId: '1107160000000012345',
});

const hasOtpRow = async (t: TestApp, phone: string) =>
  (
    await t.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.tenantId, 'demo'), eq(otpCodes.phone, phone)))
  ).length > 0;

describe('HTTP SMS provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...roomyOtp, sms: httpSms(gateway.url) });
  });
  afterAll(() => t.app.close());

  it('posts the code to the gateway with the 91 prefix, DLT ids and the API key, and hides it from the reply', async () => {
    const phone = nextPhone();
    gateway.answer(200);
    const res = await generateOtp(t, 'demo', phone);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ message: 'OTP sent successfully', expiresIn: 300 });
    const sent = gateway.received.at(-1)!;
    expect(sent.headers['x-api-key']).toBe('test-key-123');
    expect(sent.headers['content-type']).toBe('application/json');
    const code = gateway.lastCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(sent.body).toEqual({
      to: `91${phone}`,
      sender: 'UNQCRK',
      templateId: '1107160000000012345',
      message: `${code} is your OTP to sign in to Unique Crackers, Sivakasi. It is valid for 5 minutes. Do not share it with anyone.`,
      variables: { otp: code, minutes: '5', shop: 'Unique Crackers, Sivakasi' },
    });
    const verify = await verifyOtp(t, 'demo', { phone, otp: code, name: 'Gateway User' });
    expect(verify.statusCode).toBe(200);
  });

  it("answers 502 'Failed to generate OTP' when the gateway refuses, and stores nothing", async () => {
    const phone = nextPhone();
    gateway.answer(500);
    const res = await generateOtp(t, 'demo', phone);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'SMS_FAILED', message: 'Failed to generate OTP' },
    });
    expect(await hasOtpRow(t, phone)).toBe(false);
    // No cooldown was started by a code that never went out.
    gateway.answer(200);
    expect((await generateOtp(t, 'demo', phone)).statusCode).toBe(200);
    expect(await hasOtpRow(t, phone)).toBe(true);
  });

  it('a failed resend leaves the earlier code working', async () => {
    const phone = nextPhone();
    gateway.answer(200);
    await generateOtp(t, 'demo', phone);
    const first = gateway.lastCode();
    await t.app.rateLimits.reset(otpCooldownKey('demo', phone));
    gateway.answer(503);
    expect((await generateOtp(t, 'demo', phone)).statusCode).toBe(502);
    expect((await verifyOtp(t, 'demo', { phone, otp: first, name: 'Still Works' })).statusCode).toBe(200);
  });

  it("a failed SMS spends none of the phone's or the shop's limits, but the address's token", async () => {
    const small = await createTestApp({
      otp: otpConfig({ tenantPerMinute: 2, ipBurst: 8 }),
      sms: httpSms(gateway.url),
    });
    try {
      const phone = nextPhone();
      const ip = nextIp();
      gateway.answer(500);
      // Six failures: past the phone's 5 per 60 s and the shop's 2 per minute, had they counted.
      for (let i = 0; i < 6; i++) expect((await generateOtp(small, 'demo', phone, ip)).statusCode).toBe(502);
      gateway.answer(200);
      expect((await generateOtp(small, 'demo', phone, ip)).statusCode).toBe(200);
      expect((await generateOtp(small, 'demo', nextPhone(), ip)).statusCode).toBe(200);
      // The address spent 8 tokens (6 failed, 2 sent): its burst is gone.
      expect((await generateOtp(small, 'demo', nextPhone(), ip)).statusCode).toBe(429);
      // The shop's 2 per minute went to the two codes that were sent.
      expect((await generateOtp(small, 'demo', nextPhone())).statusCode).toBe(429);
    } finally {
      await small.app.close();
    }
  });

  it('answers 502 when the gateway cannot be reached', async () => {
    const app = await createTestApp({ ...roomyOtp, sms: httpSms('http://127.0.0.1:9/unreachable') });
    try {
      const res = await generateOtp(app, 'demo', nextPhone());
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe('Failed to generate OTP');
    } finally {
      await app.app.close();
    }
  });
});

describe('production', () => {
  async function buildWith(config: Partial<Config>) {
    const database = await openTestDatabase();
    try {
      const app = await buildApp({ config: testConfig(config), database, logger: false, serveWeb: false });
      await app.close();
      return null;
    } catch (err) {
      return err as Error;
    } finally {
      await database.close();
    }
  }

  it('refuses to start with the log SMS provider', async () => {
    const err = await buildWith({ env: 'production', sms: { ...httpSms(gateway.url), provider: 'log' } });
    expect(err?.message).toMatch(/SMS_PROVIDER=log .* refused in production/);
  });

  it('refuses an http provider without its URL or key, in any environment', async () => {
    const err = await buildWith({ sms: { ...httpSms(gateway.url), httpUrl: undefined } });
    expect(err?.message).toBe('SMS_PROVIDER=http needs SMS_HTTP_URL and SMS_API_KEY.');
  });

  it('never shows the code even if a log provider reached the service', async () => {
    const database = await openTestDatabase();
    try {
      const config = testConfig({ ...roomyOtp, env: 'production' });
      const caller = { tenantId: 'demo', shopName: 'Unique Crackers', ip: '10.9.9.9' };
      const deps = {
        db: database.db,
        sms: createLogSmsProvider(pino({ level: 'silent' })),
        rateLimits: createMemoryRateLimitStore(),
        config,
        log: pino({ level: 'silent' }),
      };
      const reply = await sendOtp(deps, caller, nextPhone());
      expect(reply).toEqual({ message: 'OTP sent successfully', expiresIn: 300 });
    } finally {
      await database.close();
    }
  });

  it('starts with the http provider and never returns devOtp', async () => {
    const t = await createTestApp({ ...roomyOtp, env: 'production', sms: httpSms(gateway.url) });
    try {
      gateway.answer(200);
      const res = await generateOtp(t, 'demo', nextPhone());
      expect(res.statusCode).toBe(200);
      expect(res.json().data).not.toHaveProperty('devOtp');
      expect(res.body).not.toContain(gateway.lastCode());
    } finally {
      await t.app.close();
    }
  });
});
