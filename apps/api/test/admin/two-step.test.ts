// Decision 140: two-step sign-in for staff. Set-up (secret, QR, confirm, recovery codes once), sign-in with
// a code, a wrong code refused, a recovery code once, the team requirement forcing set-up at the next
// sign-in, and step-up with a code. Codes are made here from the secret, as an authenticator app would.
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_STEP_MESSAGES } from '@pataka/domain/two-step';
import { adminUsers } from '../../src/db/schema/customers.ts';
import { staffRecoveryCodes } from '../../src/db/schema/staff.ts';
import { adminToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditEntries, staffWithToken } from '../staff/staff-test-helpers.ts';

let t: TestApp;
let owner: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await adminToken(t.db, 'demo');
});
afterAll(() => t.app.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: as('demo', token),
    payload: payload as never,
  });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: as('demo', token) });
const login = (email: string, password: string) => post('/admin/auth/login', { email, password });

/** The code an authenticator app shows `steps` periods from now. */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A member who turned two-step sign-in on through the console's screens; returns the secret and codes. */
async function enrol(token: string) {
  const setup = await post('/admin/auth/two-step/setup', {}, token);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUri, qrDataUrl } = setup.json().data;
  const confirm = await post('/admin/auth/two-step/confirm', { code: await codeAt(secret) }, token);
  expect(confirm.statusCode).toBe(200);
  return { secret, otpauthUri, qrDataUrl, recoveryCodes: confirm.json().data.recoveryCodes as string[] };
}

describe('turning two-step sign-in on', () => {
  it('gives a secret and its QR, turns on with a code from it, and shows 10 recovery codes once', async () => {
    const member = await staffWithToken(t.db, 'demo', { password: 'selvi-password-1' });
    expect((await get('/admin/auth/two-step', member.token)).json().data).toMatchObject({
      enabled: false,
      requiredForTeam: false,
    });
    const setup = await post('/admin/auth/two-step/setup', {}, member.token);
    const { secret, otpauthUri, qrDataUrl } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain(encodeURIComponent(member.email));
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await post('/admin/auth/two-step/confirm', { code: '000000' }, member.token);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(TWO_STEP_MESSAGES.wrongCode);

    const confirm = await post('/admin/auth/two-step/confirm', { code: await codeAt(secret) }, member.token);
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);

    // Stored encrypted and hashed: neither the secret nor a code is in the database as given.
    const [row] = await t.db
      .select({ secret: adminUsers.totpSecret, pending: adminUsers.totpPendingSecret })
      .from(adminUsers)
      .where(and(eq(adminUsers.tenantId, 'demo'), eq(adminUsers.id, member.id)));
    expect(row!.secret).toBeTruthy();
    expect(row!.secret).not.toContain(secret);
    expect(row!.pending).toBeNull();
    const stored = await t.db
      .select({ hash: staffRecoveryCodes.codeHash })
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.adminUserId, member.id));
    expect(stored).toHaveLength(10);
    for (const { hash } of stored) for (const c of codes) expect(hash).not.toContain(c.replace('-', ''));

    // Never again: a second set-up is refused, the status has no secret.
    expect((await post('/admin/auth/two-step/setup', {}, member.token)).statusCode).toBe(409);
    const status = (await get('/admin/auth/two-step', member.token)).json().data;
    expect(status).toEqual({
      enabled: true,
      enabledAt: expect.any(String),
      recoveryCodesLeft: 10,
      requiredForTeam: false,
    });
    expect(JSON.stringify(status)).not.toContain(secret);
    expect((await auditEntries(t.db, 'demo', 'staff.two-step.on'))[0]).toMatchObject({ actorId: member.id });
  });

  it('needs a staff token, checked before the body', async () => {
    expect((await post('/admin/auth/two-step/confirm', { nonsense: 1 })).statusCode).toBe(401);
    expect((await post('/admin/auth/step-up', {})).statusCode).toBe(401);
  });
});

describe('signing in with two-step sign-in on', () => {
  it('answers the password with a challenge, then a code gives the token; a wrong code is refused', async () => {
    const member = await staffWithToken(t.db, 'demo', { password: 'kumar-password-1' });
    const { secret } = await enrol(member.token);

    const first = await login(member.email, 'kumar-password-1');
    expect(first.statusCode).toBe(200);
    const challenge = first.json().data;
    expect(challenge).toMatchObject({ step: 'totp', message: TWO_STEP_MESSAGES.codeRequired });
    expect(challenge.token).toBeUndefined();

    const wrong = await post('/admin/auth/login/code', { challenge: challenge.challenge, code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(TWO_STEP_MESSAGES.wrongCode);
    const badShape = await post('/admin/auth/login/code', { challenge: challenge.challenge, code: '12ab' });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().error.message).toBe(TWO_STEP_MESSAGES.codeFormat);

    // The next period's code (the enrolment used this one; each code works once).
    const code = await codeAt(secret, 1);
    const ok = await post('/admin/auth/login/code', { challenge: challenge.challenge, code });
    expect(ok.statusCode).toBe(200);
    const { token, admin } = ok.json().data;
    expect(admin).toMatchObject({ id: member.id, email: member.email, role: 'staff' });
    expect((await get('/admin/me', token)).statusCode).toBe(200);

    // The challenge is spent, and the same code cannot sign in again.
    expect((await post('/admin/auth/login/code', { challenge: challenge.challenge, code })).statusCode).toBe(
      401,
    );
    const again = (await login(member.email, 'kumar-password-1')).json().data.challenge;
    const replay = await post('/admin/auth/login/code', { challenge: again, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(TWO_STEP_MESSAGES.wrongCode);
  });

  it('takes a recovery code once', async () => {
    const member = await staffWithToken(t.db, 'demo', { password: 'anbu-password-1' });
    const { recoveryCodes } = await enrol(member.token);
    const code = recoveryCodes[3]!;
    const c1 = (await login(member.email, 'anbu-password-1')).json().data.challenge;
    // Typed in lower case without the hyphen, as people do.
    const used = await post('/admin/auth/login/code', {
      challenge: c1,
      code: code.replace('-', '').toLowerCase(),
    });
    expect(used.statusCode).toBe(200);
    expect(used.json().data.token).toBeTruthy();
    expect((await get('/admin/auth/two-step', used.json().data.token)).json().data.recoveryCodesLeft).toBe(9);

    const c2 = (await login(member.email, 'anbu-password-1')).json().data.challenge;
    const reused = await post('/admin/auth/login/code', { challenge: c2, code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.message).toBe(TWO_STEP_MESSAGES.wrongCode);
  });

  it('ends a challenge after 5 wrong codes, and limits codes per account', async () => {
    const member = await staffWithToken(t.db, 'demo', { password: 'ravi-password-1' });
    const { secret } = await enrol(member.token);
    const c = (await login(member.email, 'ravi-password-1')).json().data.challenge;
    for (let i = 0; i < 5; i++)
      expect((await post('/admin/auth/login/code', { challenge: c, code: '000000' })).statusCode).toBe(401);
    const dead = await post('/admin/auth/login/code', { challenge: c, code: await codeAt(secret, 1) });
    expect(dead.statusCode).toBe(401);
    expect(dead.json().error.message).toBe(TWO_STEP_MESSAGES.challengeExpired);
    // Five more on a fresh challenge reach the account's limit of 10 in 10 minutes.
    const c2 = (await login(member.email, 'ravi-password-1')).json().data.challenge;
    for (let i = 0; i < 5; i++) await post('/admin/auth/login/code', { challenge: c2, code: '000000' });
    const c3 = (await login(member.email, 'ravi-password-1')).json().data.challenge;
    const limited = await post('/admin/auth/login/code', { challenge: c3, code: await codeAt(secret, 1) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(TWO_STEP_MESSAGES.tooManyCodes);
  });

  it('keeps the answer as before for a member without two-step sign-in', async () => {
    const member = await staffWithToken(t.db, 'demo', { password: 'plain-password-1' });
    const res = await login(member.email, 'plain-password-1');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(['admin', 'token']);
  });
});

describe('step-up with a code', () => {
  it('marks the session for payee changes after a right code, refuses a wrong one', async () => {
    const member = await staffWithToken(t.db, 'demo', { role: 'owner', password: 'priya-password-1' });
    const { secret } = await enrol(member.token);
    const wrong = await post('/admin/auth/step-up', { code: '999999' }, member.token);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(TWO_STEP_MESSAGES.wrongCode);
    expect((await post('/admin/auth/step-up', {}, member.token)).json().error.message).toBe(
      TWO_STEP_MESSAGES.stepUpGiveOne,
    );
    const ok = await post('/admin/auth/step-up', { code: await codeAt(secret, 1) }, member.token);
    expect(ok.statusCode).toBe(200);
    expect(new Date(ok.json().data.validUntil).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/company',
      headers: as('demo', member.token),
      payload: { upiPayeeName: 'Priya Fireworks' },
    });
    expect(put.statusCode).toBe(200);
  });
});

describe('required for the team', () => {
  it('only owners switch it; then a member without it must set it up at sign-in before getting a token', async () => {
    const member = await staffWithToken(t.db, 'demo', { password: 'latha-password-1' });
    const byStaff = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/auth/two-step/team',
      headers: as('demo', member.token),
      payload: { required: true },
    });
    expect(byStaff.statusCode).toBe(403);

    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/auth/two-step/team',
      headers: as('demo', owner.token),
      payload: { required: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.requiredForTeam).toBe(true);
    expect((await auditEntries(t.db, 'demo', 'settings.require-two-step'))[0]).toMatchObject({
      actorId: owner.id,
      after: { required: true },
    });

    const first = await login(member.email, 'latha-password-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ step: 'enrol', message: TWO_STEP_MESSAGES.enrolFirst });
    expect(first.json().data.token).toBeUndefined();
    const challenge = first.json().data.challenge as string;
    // The challenge is no token: staff routes stay shut.
    expect((await get('/admin/me', challenge)).statusCode).toBe(401);
    // A sign-in code does not work with an enrolment challenge.
    expect((await post('/admin/auth/login/code', { challenge, code: '123456' })).statusCode).toBe(401);

    const setup = await post('/admin/auth/login/enrol', { challenge });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json().data;
    const wrong = await post('/admin/auth/login/enrol/confirm', { challenge, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const done = await post('/admin/auth/login/enrol/confirm', { challenge, code: await codeAt(secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.recoveryCodes).toHaveLength(10);
    expect((await get('/admin/me', done.json().data.token)).statusCode).toBe(200);

    // From now on the member signs in with a code.
    const next = await login(member.email, 'latha-password-1');
    expect(next.json().data.step).toBe('totp');

    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/auth/two-step/team',
      headers: as('demo', owner.token),
      payload: { required: false },
    });
    expect(off.json().data.requiredForTeam).toBe(false);
  });
});
