import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { sessions } from '../../src/db/schema/customers.ts';
import { hashToken } from '../../src/modules/sessions/session.service.ts';
import { createTestApp, as, type TestApp } from '../helpers/test-app.ts';
import { adminToken, customerWithToken, nextPhone } from '../helpers/auth.ts';
import { roomyOtp, signIn } from './otp-flow.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(roomyOtp);
});
afterAll(() => t.app.close());

const me = (tenant: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/customers/me', headers: { ...as(tenant, token), ...headers } });
const AUTH_REQUIRED = { success: false, error: { code: 'UNAUTHORIZED', message: 'Authentication required' } };

describe('customer sessions', () => {
  it('a token from OTP sign-in works until sign-out, then never again', async () => {
    const { token } = await signIn(t, 'demo', nextPhone(), 'Signing Out');
    expect((await me('demo', token!)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/customers/me/session',
      headers: as('demo', token!),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toEqual({ message: 'Signed out' });
    const after = await me('demo', token!);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(AUTH_REQUIRED);
    const outAgain = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/customers/me/session',
      headers: as('demo', token!),
    });
    expect(outAgain.statusCode).toBe(401);
  });

  it('signing out one device leaves the other signed in', async () => {
    const phone = nextPhone();
    const first = await signIn(t, 'demo', phone, 'Two Devices');
    await t.app.rateLimits.reset(`otp-send:cooldown:demo:${phone}`);
    const second = await signIn(t, 'demo', phone);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/customers/me/session',
      headers: as('demo', first.token!),
    });
    expect((await me('demo', first.token!)).statusCode).toBe(401);
    expect((await me('demo', second.token!)).statusCode).toBe(200);
  });

  it('refuses a demo token under demo2', async () => {
    const { token } = await customerWithToken(t.db, 'demo');
    const res = await me('demo2', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(AUTH_REQUIRED);
  });

  it.each([
    ['no header', {}],
    ['a made-up token', { authorization: 'Bearer not-a-real-token' }],
    ['a malformed header', { authorization: 'Token abc' }],
  ])('answers 401 for %s', async (_label, headers) => {
    const res = await me('demo', undefined, headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(AUTH_REQUIRED);
  });

  it('answers 401 for an expired token', async () => {
    const { token } = await customerWithToken(t.db, 'demo');
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(sessions.tenantId, 'demo'), eq(sessions.tokenHash, hashToken(token))));
    expect((await me('demo', token)).statusCode).toBe(401);
  });

  it('a staff token is not a customer token', async () => {
    const admin = await adminToken(t.db, 'demo');
    const res = await me('demo', admin.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(AUTH_REQUIRED);
  });
});
