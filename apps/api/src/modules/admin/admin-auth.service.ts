import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { AppError } from '../../lib/errors.ts';
import type { Db } from '../../db/types.ts';
import { enforceLimits, tooManyRequests } from '../rate-limit/enforce-limits.ts';
import type { RateLimitStore } from '../rate-limit/rate-limit-store.ts';
import { ACCOUNT_MESSAGES } from '../customers/account-messages.ts';
import { TWO_STEP_MESSAGES, type SignInChallenge } from '@pataka/domain/two-step';
import { createSession } from '../sessions/session.service.ts';
import { createChallenge, teamRequiresTwoStep } from '../two-step/two-step.service.ts';
import { findAdminByEmail } from './admin-users.queries.ts';

export type StaffProfile = { id: string; email: string; name: string; role: string };
export type StaffLogin = { token: string; admin: StaffProfile };

// Checked against when the email is unknown, so a miss takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-valid'));

const LOGIN_WINDOW_MS = 60_000;

/**
 * Staff sign-in: 5 tries per minute per IP and email, 30 per minute per IP. A member with two-step sign-in
 * gets a challenge for the code instead of a token; one without it, when the shop requires it, a challenge
 * for setting it up (decision 146). Everyone else gets the token, as before.
 */
export async function loginStaff(
  deps: { db: Db; rateLimits: RateLimitStore },
  tenantId: string,
  input: { email: string; password: string },
  ip: string,
): Promise<StaffLogin | SignInChallenge> {
  const email = input.email.toLowerCase();
  const pairKey = `admin-login:${tenantId}:${ip}:${email}`;
  await enforceLimits(deps.rateLimits, [
    { key: `admin-login-ip:${ip}`, limit: 30, windowMs: LOGIN_WINDOW_MS, message: tooManyRequests },
    { key: pairKey, limit: 5, windowMs: LOGIN_WINDOW_MS, message: tooManyRequests },
  ]);
  const admin = await findAdminByEmail(deps.db, tenantId, email);
  const valid = await verifyPassword(input.password, admin?.passwordHash ?? (await decoy()));
  if (!admin || !valid) throw new AppError('unauthenticated', ACCOUNT_MESSAGES.invalidCredentials);
  if (!admin.isActive) throw new AppError('forbidden', ACCOUNT_MESSAGES.staffDisabled);
  await deps.rateLimits.reset(pairKey);
  const step = admin.totpSecret ? 'totp' : (await teamRequiresTwoStep(deps.db, tenantId)) ? 'enrol' : null;
  if (step) {
    const { challenge, expiresAt } = await createChallenge(deps.db, tenantId, admin.id, step);
    return {
      step,
      challenge,
      expiresAt: expiresAt.toISOString(),
      message: step === 'totp' ? TWO_STEP_MESSAGES.codeRequired : TWO_STEP_MESSAGES.enrolFirst,
    };
  }
  return issueStaffToken(deps.db, tenantId, admin);
}

/** The token of a finished sign-in. */
export async function issueStaffToken(db: Db, tenantId: string, admin: StaffProfile): Promise<StaffLogin> {
  const token = await createSession(db, tenantId, { type: 'admin', adminUserId: admin.id });
  return { token, admin: { id: admin.id, email: admin.email, name: admin.name, role: admin.role } };
}
