import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { customers, otpCodes } from '../../src/db/schema/customers.ts';
import { createTestApp, as, type TestApp } from '../helpers/test-app.ts';
import { customerWithToken, nextPhone } from '../helpers/auth.ts';
import { generateOtp, otherCode, requestCode, roomyOtp, verifyOtp } from './otp-flow.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(roomyOtp);
});
afterAll(() => t.app.close());

const otpRow = async (phone: string, tenant = 'demo') => {
  const [row] = await t.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.tenantId, tenant), eq(otpCodes.phone, phone)));
  return row;
};
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;

describe('POST /customers/otp/generate', () => {
  it.each([
    [undefined, 'Phone number is required'],
    ['', 'Phone number is required'],
    ['98765', 'Phone number must be 10 digits'],
    ['987654321012', 'Phone number must be 10 digits'],
    ['5876543210', 'Phone number must start with 6, 7, 8, or 9'],
    ['98765abc10', 'Phone number must contain digits only'],
  ])('refuses phone %j with %j', async (phone, message) => {
    const res = await generateOtp(t, 'demo', phone);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: { code: 'BAD_REQUEST', message } });
  });

  it('sends a 6-digit code valid 300 s and, with the log provider outside production, shows it as devOtp', async () => {
    const phone = nextPhone();
    const res = await generateOtp(t, 'demo', phone);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ message: 'OTP sent successfully', expiresIn: 300 });
    expect(data.devOtp).toMatch(/^\d{6}$/);
  });

  it('stores only a hash of the code, expiring in 300 s', async () => {
    const phone = nextPhone();
    const code = await requestCode(t, 'demo', phone);
    const row = (await otpRow(phone))!;
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    const ttl = row.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(295_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
  });

  it('accepts a phone typed with spaces', async () => {
    const phone = nextPhone();
    const res = await generateOtp(t, 'demo', `${phone.slice(0, 5)} ${phone.slice(5)}`);
    expect(res.statusCode).toBe(200);
    expect(await otpRow(phone)).toBeDefined();
  });

  it('a resend (after the cooldown) replaces the old code and resets its attempts', async () => {
    const phone = nextPhone();
    const first = await requestCode(t, 'demo', phone);
    expect((await verifyOtp(t, 'demo', { phone, otp: otherCode(first) })).statusCode).toBe(400);
    expect((await otpRow(phone))!.attempts).toBe(1);
    await t.app.rateLimits.reset(`otp-send:cooldown:demo:${phone}`);
    const second = await requestCode(t, 'demo', phone);
    expect((await otpRow(phone))!.attempts).toBe(0);
    if (first !== second) {
      const old = await verifyOtp(t, 'demo', { phone, otp: first });
      expect(old.statusCode).toBe(400);
    }
    const res = await verifyOtp(t, 'demo', { phone, otp: second, name: 'Resend Person' });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /customers/otp/verify', () => {
  it.each([
    [{ otp: '' }, 'OTP is required'],
    [{ otp: '12345' }, 'OTP must be 6 digits'],
    [{ otp: '12a456' }, 'OTP must be 6 digits'],
  ])('refuses %j with %j', async (body, message) => {
    const res = await verifyOtp(t, 'demo', { phone: nextPhone(), ...body });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(message);
  });

  it('signs in an existing customer with a token and the customer', async () => {
    const existing = await customerWithToken(t.db, 'demo', { name: 'Known Shopper' });
    const otp = await requestCode(t, 'demo', existing.phone);
    const res = await verifyOtp(t, 'demo', { phone: existing.phone, otp });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.requiresRegistration).toBe(false);
    expect(data.customer).toMatchObject({ id: existing.id, name: 'Known Shopper', phone: existing.phone });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customers/me',
      headers: as('demo', data.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(existing.id);
  });

  it('creates the customer of a new phone verified with a valid name', async () => {
    const phone = nextPhone();
    const otp = await requestCode(t, 'demo', phone);
    const res = await verifyOtp(t, 'demo', { phone, otp, name: 'Priya Raman' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ requiresRegistration: false, customer: { name: 'Priya Raman', phone } });
    expect(data.token).toEqual(expect.any(String));
    const rows = await t.db.select().from(customers).where(eq(customers.phone, phone));
    expect(rows).toHaveLength(1);
  });

  it('refuses an invalid name before touching the code', async () => {
    const phone = nextPhone();
    const otp = await requestCode(t, 'demo', phone);
    const res = await verifyOtp(t, 'demo', { phone, otp, name: 'R2-D2' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('Name can contain only letters, spaces, hyphens and apostrophes');
    expect((await otpRow(phone))!.attempts).toBe(0);
  });

  it('asks a new phone without a name to register, and marks it verified', async () => {
    const phone = nextPhone();
    const otp = await requestCode(t, 'demo', phone);
    const res = await verifyOtp(t, 'demo', { phone, otp });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ customer: null, token: null, requiresRegistration: true });
    expect((await otpRow(phone))!.verifiedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(customers).where(eq(customers.phone, phone))).toHaveLength(0);
  });

  it('accepts a code once only', async () => {
    const phone = nextPhone();
    const otp = await requestCode(t, 'demo', phone);
    expect((await verifyOtp(t, 'demo', { phone, otp, name: 'Once Only' })).statusCode).toBe(200);
    const again = await verifyOtp(t, 'demo', { phone, otp, name: 'Once Only' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      error: { code: 'BAD_REQUEST', message: 'Invalid OTP or expired' },
    });
  });

  it('refuses a wrong code, and a phone that never asked for one', async () => {
    const phone = nextPhone();
    const otp = await requestCode(t, 'demo', phone);
    const wrong = await verifyOtp(t, 'demo', { phone, otp: otherCode(otp) });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toBe('Invalid OTP or expired');
    const never = await verifyOtp(t, 'demo', { phone: nextPhone(), otp: '123456' });
    expect(never.statusCode).toBe(400);
    expect(errorOf(never)).toBe('Invalid OTP or expired');
  });

  it('burns a code after 5 wrong tries: then even the right code fails', async () => {
    const phone = nextPhone();
    const otp = await requestCode(t, 'demo', phone);
    for (let i = 0; i < 5; i++) {
      expect((await verifyOtp(t, 'demo', { phone, otp: otherCode(otp) })).statusCode).toBe(400);
    }
    // The per-phone verify limit (5 per 60 s) would answer 429 first; lift it to reach the code itself.
    await t.app.rateLimits.reset(`otp-verify:phone:demo:${phone}`);
    const right = await verifyOtp(t, 'demo', { phone, otp, name: 'Too Late' });
    expect(right.statusCode).toBe(400);
    expect(errorOf(right)).toBe('Invalid OTP or expired');
    expect((await otpRow(phone))!.attempts).toBe(5);
  });

  it('still accepts the right code on the 5th try', async () => {
    const phone = nextPhone();
    const otp = await requestCode(t, 'demo', phone);
    for (let i = 0; i < 4; i++) await verifyOtp(t, 'demo', { phone, otp: otherCode(otp) });
    expect((await verifyOtp(t, 'demo', { phone, otp, name: 'Fifth Time' })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const phone = nextPhone();
    const otp = await requestCode(t, 'demo', phone);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(otpCodes.tenantId, 'demo'), eq(otpCodes.phone, phone)));
    const res = await verifyOtp(t, 'demo', { phone, otp, name: 'Slow Typer' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('Invalid OTP or expired');
  });

  it('keeps codes per shop: a demo code does not work under demo2', async () => {
    const phone = nextPhone();
    const otp = await requestCode(t, 'demo', phone);
    const res = await verifyOtp(t, 'demo2', { phone, otp, name: 'Wrong Shop' });
    expect(res.statusCode).toBe(400);
    expect((await verifyOtp(t, 'demo', { phone, otp, name: 'Right Shop' })).statusCode).toBe(200);
  });

  it('answers the same code from two parallel verifies once', async () => {
    const phone = nextPhone();
    const otp = await requestCode(t, 'demo', phone);
    const replies = await Promise.all([
      verifyOtp(t, 'demo', { phone, otp, name: 'Double Tap' }),
      verifyOtp(t, 'demo', { phone, otp, name: 'Double Tap' }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});
