import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { AppError } from '../../lib/errors.ts';
import type { Db } from '../../db/types.ts';
import { enforceLimits, tooManyRequests } from '../rate-limit/enforce-limits.ts';
import type { RateLimitStore } from '../rate-limit/rate-limit-store.ts';
import { ACCOUNT_MESSAGES } from '../customers/account-messages.ts';
import { createSession } from '../sessions/session.service.ts';
import { findAdminByEmail } from './admin-users.queries.ts';

export type StaffLogin = {
  token: string;
  admin: { id: string; email: string; name: string; role: string };
};

// Checked against when the email is unknown, so a miss takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-valid'));

const LOGIN_WINDOW_MS = 60_000;

/** Staff sign-in: 5 tries per minute per IP and email, 30 per minute per IP. */
export async function loginStaff(
  deps: { db: Db; rateLimits: RateLimitStore },
  tenantId: string,
  input: { email: string; password: string },
  ip: string,
): Promise<StaffLogin> {
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
  const token = await createSession(deps.db, tenantId, { type: 'admin', adminUserId: admin.id });
  return { token, admin: { id: admin.id, email: admin.email, name: admin.name, role: admin.role } };
}
