import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { nextPhone } from '../helpers/auth.ts';
import { generateOtp, nextIp, otpConfig, requestCode, roomyOtp, verifyOtp } from '../accounts/otp-flow.ts';
import { expectRateLimited, TOO_MANY } from './rate-limited.ts';

let t: TestApp;
/** The same with a token a minute per address: what an address has left does not change during a test. */
let still: TestApp;
beforeAll(async () => {
  [t, still] = await Promise.all([
    createTestApp(roomyOtp),
    createTestApp({ otp: { ...roomyOtp.otp, ipPerMinute: 1 } }),
  ]);
});
afterAll(() => Promise.all([t?.app.close(), still?.app.close()]));

const COOLDOWN = /^Please wait \d+ seconds? before requesting a new code\.$/;

describe('OTP generate limits', () => {
  it('lets a burst of 10 phones through from one address, then refuses the rest of a flood', async () => {
    const ip = nextIp();
    const started = Date.now();
    const replies = [];
    for (let i = 0; i < 40; i++) replies.push(await generateOtp(t, 'demo', nextPhone(), ip));
    const seconds = (Date.now() - started) / 1000;
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    // Beyond the burst, only the token a second that came back while the flood ran (the fake-clock
    // policy test pins the exact count).
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(10 + Math.ceil(seconds) + 1);
    expectRateLimited(
      replies.find((r) => r.statusCode === 429)!,
      TOO_MANY,
    );
    // Other addresses are not affected.
    expect((await generateOtp(t, 'demo', nextPhone())).statusCode).toBe(200);
  });

  it('makes a phone wait 60 s before a new code, from any IP', async () => {
    const phone = nextPhone();
    expect((await generateOtp(t, 'demo', phone)).statusCode).toBe(200);
    expectRateLimited(await generateOtp(t, 'demo', phone), COOLDOWN);
    // The same number in another shop is another customer.
    expect((await generateOtp(t, 'demo2', phone)).statusCode).toBe(200);
  });

  it('does not count a request refused for its address against the phone', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++)
      expect((await generateOtp(still, 'demo', nextPhone(), ip)).statusCode).toBe(200);
    const phone = nextPhone();
    expect((await generateOtp(still, 'demo', phone, ip)).statusCode).toBe(429);
    expect((await generateOtp(still, 'demo', phone)).statusCode).toBe(200);
  });

  it('gives the address its token back when the phone refuses', async () => {
    const ip = nextIp();
    const phone = nextPhone();
    expect((await generateOtp(still, 'demo', phone, ip)).statusCode).toBe(200);
    // Twenty taps on "resend" during the cooldown: refused for the phone, free for the address.
    for (let i = 0; i < 20; i++) expectRateLimited(await generateOtp(still, 'demo', phone, ip), COOLDOWN);
    for (let i = 0; i < 9; i++)
      expect((await generateOtp(still, 'demo', nextPhone(), ip)).statusCode).toBe(200);
    expect((await generateOtp(still, 'demo', nextPhone(), ip)).statusCode).toBe(429);
  });

  it('caps a whole shop per minute (OTP_TENANT_PER_MINUTE) without burning the phone’s cooldown', async () => {
    const small = await createTestApp({ otp: otpConfig({ tenantPerMinute: 5 }) });
    try {
      for (let i = 0; i < 5; i++)
        expect((await generateOtp(small, 'demo', nextPhone())).statusCode).toBe(200);
      const phone = nextPhone();
      expectRateLimited(await generateOtp(small, 'demo', phone), TOO_MANY);
      // Refused by the shop's budget again, not by a cooldown it never used.
      expectRateLimited(await generateOtp(small, 'demo', phone), TOO_MANY);
      expect((await generateOtp(small, 'demo2', nextPhone())).statusCode).toBe(200);
    } finally {
      await small.app.close();
    }
  });

  it('caps a whole shop per day (OTP_TENANT_PER_DAY): its SMS budget', async () => {
    const small = await createTestApp({ otp: otpConfig({ tenantPerDay: 3 }) });
    try {
      for (let i = 0; i < 3; i++)
        expect((await generateOtp(small, 'demo', nextPhone())).statusCode).toBe(200);
      const res = await generateOtp(small, 'demo', nextPhone());
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toMatch(/^Too many requests\. Please try again in 24 hours\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      expect((await generateOtp(small, 'demo2', nextPhone())).statusCode).toBe(200);
    } finally {
      await small.app.close();
    }
  });
});

describe('OTP verify limits', () => {
  it('lets a burst of 20 checks through from one address, then refuses', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      expect((await verifyOtp(still, 'demo', { phone: nextPhone(), otp: '123456' }, ip)).statusCode).toBe(
        400,
      );
    }
    expectRateLimited(await verifyOtp(still, 'demo', { phone: nextPhone(), otp: '123456' }, ip), TOO_MANY);
  });

  it('refuses the 6th verify of one phone inside 60 s, from any IP, before looking at the code', async () => {
    const phone = nextPhone();
    const otp = await requestCode(t, 'demo', phone);
    for (let i = 0; i < 5; i++)
      await verifyOtp(t, 'demo', { phone, otp: otp === '000000' ? '000001' : '000000' });
    expectRateLimited(await verifyOtp(t, 'demo', { phone, otp }), TOO_MANY);
  });
});
