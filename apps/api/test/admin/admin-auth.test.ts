import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, as, type TestApp } from '../helpers/test-app.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-db.ts';
import { customerWithToken } from '../helpers/auth.ts';
import { nextIp } from '../accounts/otp-flow.ts';
import { createStaffAccount, disableStaffAccount } from '../../src/modules/admin/staff-accounts.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const DEMO_ADMIN = 'admin@demo.pataka.local';
const login = (body: Record<string, unknown>, tenant = 'demo', ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/auth/login',
    headers: as(tenant),
    payload: body,
    remoteAddress: ip,
  });
const staffRoute = (token?: string, tenant = 'demo') =>
  t.app.inject({ method: 'GET', url: '/api/v1/customers/phone/9876543210', headers: as(tenant, token) });
const INVALID = { success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' } };

describe('POST /admin/auth/login', () => {
  it('signs staff in with a token that works on staff routes', async () => {
    const res = await login({ email: DEMO_ADMIN, password: TEST_ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { token, admin } = res.json().data;
    expect(admin).toEqual({ id: expect.any(String), email: DEMO_ADMIN, name: 'Demo Admin', role: 'owner' });
    // 404: the staff route ran (no such customer) instead of refusing the token.
    expect((await staffRoute(token)).statusCode).toBe(404);
  });

  it('ignores the case of the email', async () => {
    expect((await login({ email: DEMO_ADMIN.toUpperCase(), password: TEST_ADMIN_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await login({ email: DEMO_ADMIN, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID);
    const unknown = await login({ email: 'nobody@demo.pataka.local', password: TEST_ADMIN_PASSWORD });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(INVALID);
  });

  it("refuses demo's staff under demo2", async () => {
    expect((await login({ email: DEMO_ADMIN, password: TEST_ADMIN_PASSWORD }, 'demo2')).json()).toEqual(
      INVALID,
    );
    const { token } = (await login({ email: DEMO_ADMIN, password: TEST_ADMIN_PASSWORD })).json().data;
    expect((await staffRoute(token, 'demo2')).statusCode).toBe(401);
  });

  it('validates the body', async () => {
    const res = await login({ email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter a valid email address');
    expect((await login({ email: DEMO_ADMIN, password: '' })).json().error.message).toBe(
      'Password is required',
    );
  });

  it('refuses a disabled staff member, and ends their sessions', async () => {
    await createStaffAccount(t.db, {
      tenant: 'demo',
      email: 'leaving@demo.pataka.local',
      password: 'leaving-pass-1',
    });
    const ok = await login({ email: 'leaving@demo.pataka.local', password: 'leaving-pass-1' });
    const { token } = ok.json().data;
    await disableStaffAccount(t.db, { tenant: 'demo', email: 'leaving@demo.pataka.local' });
    expect((await staffRoute(token)).statusCode).toBe(401);
    const res = await login({ email: 'leaving@demo.pataka.local', password: 'leaving-pass-1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('This staff account has been disabled');
    // A wrong password does not reveal that the account exists but is disabled.
    expect((await login({ email: 'leaving@demo.pataka.local', password: 'guess-guess' })).json()).toEqual(
      INVALID,
    );
  });

  it('refuses the 6th try for one IP and email inside 60 s', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: DEMO_ADMIN, password: `wrong-${i}` }, 'demo', ip)).statusCode).toBe(401);
    }
    const res = await login({ email: DEMO_ADMIN, password: TEST_ADMIN_PASSWORD }, 'demo', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\./),
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The same email from elsewhere is not locked out.
    expect((await login({ email: DEMO_ADMIN, password: TEST_ADMIN_PASSWORD })).statusCode).toBe(200);
  });
});

describe('staff and customer tokens', () => {
  it('a customer token never works on staff routes', async () => {
    const c = await customerWithToken(t.db, 'demo');
    const res = await staffRoute(c.token);
    expect(res.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/v1/admin/auth/session',
          headers: as('demo', c.token),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('staff sign-out makes the token useless', async () => {
    const { token } = (await login({ email: DEMO_ADMIN, password: TEST_ADMIN_PASSWORD })).json().data;
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/auth/session',
      headers: as('demo', token),
    });
    expect(out.statusCode).toBe(200);
    const after = await staffRoute(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('Authentication required');
  });
});
