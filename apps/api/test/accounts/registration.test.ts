import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { customers, otpCodes } from '../../src/db/schema/customers.ts';
import { createTestApp, as, type TestApp } from '../helpers/test-app.ts';
import { nextPhone } from '../helpers/auth.ts';
import { roomyOtp, signIn } from './otp-flow.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(roomyOtp);
});
afterAll(() => t.app.close());

const post = (url: string, payload: Record<string, unknown>, tenant = 'demo') =>
  t.app.inject({ method: 'POST', url: `/api/v1/customers/${url}`, headers: as(tenant), payload });

/** A new phone that answered requiresRegistration. */
async function verifiedNewPhone() {
  const phone = nextPhone();
  const data = await signIn(t, 'demo', phone);
  expect(data.requiresRegistration).toBe(true);
  return phone;
}

const EXPIRED = 'Phone verification expired. Please request a new OTP.';

describe('POST /customers/complete-registration', () => {
  it('creates the customer of a freshly verified phone and signs them in', async () => {
    const phone = await verifiedNewPhone();
    const res = await post('complete-registration', {
      phone,
      name: 'Anjali Nair',
      email: 'anjali@example.in',
    });
    expect(res.statusCode).toBe(200);
    const { customer, token } = res.json().data;
    expect(customer).toMatchObject({
      phone,
      name: 'Anjali Nair',
      email: 'anjali@example.in',
      tier: 'regular',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/customers/me', headers: as('demo', token) });
    expect(me.json().data.id).toBe(customer.id);
  });

  it('refuses a phone that was never verified', async () => {
    const res = await post('complete-registration', {
      phone: nextPhone(),
      name: 'Nobody Here',
      email: 'n@example.in',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(EXPIRED);
  });

  it('refuses a phone verified more than 10 minutes ago', async () => {
    const phone = await verifiedNewPhone();
    await t.db
      .update(otpCodes)
      .set({ verifiedAt: sql`now() - interval '11 minutes'` })
      .where(and(eq(otpCodes.tenantId, 'demo'), eq(otpCodes.phone, phone)));
    const res = await post('complete-registration', { phone, name: 'Late Comer', email: 'late@example.in' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(EXPIRED);
  });

  it('accepts one registration per verification', async () => {
    const phone = await verifiedNewPhone();
    const body = { phone, name: 'Once Only', email: 'once@example.in' };
    expect((await post('complete-registration', body)).statusCode).toBe(200);
    const again = await post('complete-registration', body);
    expect(again.statusCode).toBe(400);
    expect(await t.db.select().from(customers).where(eq(customers.phone, phone))).toHaveLength(1);
  });

  it('keeps the window of another shop closed (demo verification, demo2 registration)', async () => {
    const phone = await verifiedNewPhone();
    const res = await post(
      'complete-registration',
      { phone, name: 'Shop Hopper', email: 'h@example.in' },
      'demo2',
    );
    expect(res.statusCode).toBe(400);
    expect(
      (await post('complete-registration', { phone, name: 'Shop Hopper', email: 'h@example.in' })).statusCode,
    ).toBe(200);
  });

  it.each([
    [{ name: 'Valid Name' }, 'Email is required'],
    [{ name: 'Valid Name', email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 'a@example.in' }, 'Name is required'],
    [{ name: 'A', email: 'a@example.in' }, 'Name must be at least 2 characters'],
  ])('validates %j: %s', async (fields, message) => {
    const res = await post('complete-registration', { phone: nextPhone(), ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
});

describe('POST /customers/register', () => {
  it('creates the customer with the email left out', async () => {
    const phone = await verifiedNewPhone();
    const res = await post('register', { phone, name: 'Karthik S' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.customer).toMatchObject({ phone, name: 'Karthik S', email: null });
    expect(res.json().data.token).toEqual(expect.any(String));
  });

  it('takes an email when given and validates it', async () => {
    const phone = await verifiedNewPhone();
    const bad = await post('register', { phone, name: 'Meena K', email: 'meena@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please enter a valid email address');
    const res = await post('register', { phone, name: 'Meena K', email: 'meena@example.in' });
    expect(res.json().data.customer.email).toBe('meena@example.in');
  });

  it('refuses an unverified phone', async () => {
    const res = await post('register', { phone: nextPhone(), name: 'Not Verified' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(EXPIRED);
  });

  it('answers 409 when the verified phone already has an account', async () => {
    const phone = nextPhone();
    // A new phone verified with a name becomes a customer at once…
    const data = await signIn(t, 'demo', phone, 'First Owner');
    expect(data.customer).not.toBeNull();
    // …so a registration in the same window finds the account taken.
    const res = await post('register', { phone, name: 'Second Owner' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONFLICT');
  });
});
