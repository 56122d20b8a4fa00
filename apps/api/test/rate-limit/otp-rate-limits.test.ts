import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { nextPhone } from '../helpers/auth.ts';
import { generateOtp, nextIp, requestCode, roomyOtp, verifyOtp } from '../accounts/otp-flow.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(roomyOtp);
});
afterAll(() => t.app.close());

function expectRateLimited(
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  pattern: RegExp,
) {
  expect(res.statusCode).toBe(429);
  const body = res.json() as { success: boolean; error: { code: string; message: string } };
  expect(body.success).toBe(false);
  expect(body.error.code).toBe('RATE_LIMITED');
  expect(body.error.message).toMatch(pattern);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(body.error.message).toContain(`${seconds} second`);
}
const TOO_MANY = /^Too many requests\. Please try again in \d+ seconds?\.$/;

describe('OTP generate limits', () => {
  it('refuses the 6th request from one IP inside 60 s, whatever the phone', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await generateOtp(t, 'demo', nextPhone(), ip)).statusCode).toBe(200);
    expectRateLimited(await generateOtp(t, 'demo', nextPhone(), ip), TOO_MANY);
    // Other shops and other addresses are not affected.
    expect((await generateOtp(t, 'demo', nextPhone())).statusCode).toBe(200);
  });

  it('makes a phone wait 60 s before a new code, from any IP', async () => {
    const phone = nextPhone();
    expect((await generateOtp(t, 'demo', phone)).statusCode).toBe(200);
    expectRateLimited(
      await generateOtp(t, 'demo', phone),
      /^Please wait \d+ seconds? before requesting a new code\.$/,
    );
    // The same number in another shop is another customer.
    expect((await generateOtp(t, 'demo2', phone)).statusCode).toBe(200);
  });

  it('does not count refused requests against the phone', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await generateOtp(t, 'demo', nextPhone(), ip);
    const phone = nextPhone();
    expect((await generateOtp(t, 'demo', phone, ip)).statusCode).toBe(429);
    expect((await generateOtp(t, 'demo', phone)).statusCode).toBe(200);
  });

  it('caps a whole shop per minute (OTP_TENANT_PER_MINUTE)', async () => {
    const small = await createTestApp({ otp: { secret: undefined, tenantPerMinute: 5 } });
    try {
      for (let i = 0; i < 5; i++)
        expect((await generateOtp(small, 'demo', nextPhone())).statusCode).toBe(200);
      expectRateLimited(await generateOtp(small, 'demo', nextPhone()), TOO_MANY);
      expect((await generateOtp(small, 'demo2', nextPhone())).statusCode).toBe(200);
    } finally {
      await small.app.close();
    }
  });
});

describe('OTP verify limits', () => {
  it('refuses the 6th verify from one IP inside 60 s', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await verifyOtp(t, 'demo', { phone: nextPhone(), otp: '123456' }, ip)).statusCode).toBe(400);
    }
    expectRateLimited(await verifyOtp(t, 'demo', { phone: nextPhone(), otp: '123456' }, ip), TOO_MANY);
  });

  it('refuses the 6th verify of one phone inside 60 s, from any IP, before looking at the code', async () => {
    const phone = nextPhone();
    const otp = await requestCode(t, 'demo', phone);
    for (let i = 0; i < 5; i++)
      await verifyOtp(t, 'demo', { phone, otp: otp === '000000' ? '000001' : '000000' });
    expectRateLimited(await verifyOtp(t, 'demo', { phone, otp }), TOO_MANY);
  });
});
