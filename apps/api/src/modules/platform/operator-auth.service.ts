// Operator accounts and their sign-in (issue 29, decision 152). The password hashing, the TOTP check and the
// sealing of the secret are staff's (lib/password.ts, two-step/*); only the tables differ, so a token of one
// world is never a token of the other.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import { CHALLENGE_MAX_ATTEMPTS, SIGN_IN_CHALLENGE_TTL_MS } from '@pataka/domain/two-step';
import { OPERATOR_SESSION_TTL_MS, PLATFORM_MESSAGES } from '@pataka/domain/platform';
import { platformOperators, platformSessions } from '../../db/schema/platform.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/password.ts';
import { enforceLimits, tooManyRequests } from '../rate-limit/enforce-limits.ts';
import type { RateLimitStore } from '../rate-limit/rate-limit-store.ts';
import { hashToken } from '../sessions/session.service.ts';
import { openSecret, sealSecret, type TwoStepKeys } from '../two-step/two-step-crypto.ts';
import { issuerOf, totpStep } from '../two-step/two-step.service.ts';

export type OperatorDeps = { db: Db; rateLimits: RateLimitStore; keys: TwoStepKeys };
export type Operator = { id: string; email: string; name: string; twoStep: boolean };
export type OperatorSignIn =
  | { token: string; operator: Operator }
  | { step: 'totp'; challenge: string; expiresAt: string; message: string };

/** Thrown by the CLI's create-operator for a mistake it prints without a stack. */
export class OperatorAccountError extends Error {}

const toOperator = (row: typeof platformOperators.$inferSelect): Operator => ({
  id: row.id,
  email: row.email,
  name: row.name,
  twoStep: Boolean(row.totpSecret),
});

/** `npm run admin -- create-operator`: the account with a one-time password, printed once. */
export async function createOperator(db: Db, input: { email: string; name: string }) {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new OperatorAccountError('Give a valid --email.');
  const name = input.name.trim();
  if (name.length < 2 || name.length > 80)
    throw new OperatorAccountError('--name must be 2 to 80 characters.');
  const password = generatePassword();
  const [row] = await db
    .insert(platformOperators)
    .values({ id: randomUUID(), email, name, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: platformOperators.id });
  if (!row) throw new OperatorAccountError(`An operator ${email} already exists.`);
  return { id: row.id, email, name, password };
}

let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-valid'));

async function newToken(db: Db, operatorId: string, pendingStep: 'totp' | null, ttlMs: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db
    .insert(platformSessions)
    .values({ tokenHash: hashToken(token), operatorId, pendingStep, expiresAt });
  return { token, expiresAt };
}

/** Password first; an operator with two-step sign-in gets a 5-minute challenge for the code instead of a token. */
export async function signInOperator(
  deps: OperatorDeps,
  input: { email: string; password: string },
  ip: string,
): Promise<OperatorSignIn> {
  const email = input.email.toLowerCase();
  const pairKey = `operator-login:${ip}:${email}`;
  await enforceLimits(deps.rateLimits, [
    { key: `operator-login-ip:${ip}`, limit: 30, windowMs: 60_000, message: tooManyRequests },
    { key: pairKey, limit: 5, windowMs: 60_000, message: tooManyRequests },
  ]);
  const [row] = await deps.db.select().from(platformOperators).where(eq(platformOperators.email, email));
  const valid = await verifyPassword(input.password, row?.passwordHash ?? (await decoy()));
  if (!row || !valid) throw new AppError('unauthenticated', PLATFORM_MESSAGES.invalidCredentials);
  if (!row.isActive) throw new AppError('forbidden', PLATFORM_MESSAGES.disabled);
  await deps.rateLimits.reset(pairKey);
  if (row.totpSecret) {
    const { token, expiresAt } = await newToken(deps.db, row.id, 'totp', SIGN_IN_CHALLENGE_TTL_MS);
    return {
      step: 'totp',
      challenge: token,
      expiresAt: expiresAt.toISOString(),
      message: PLATFORM_MESSAGES.codeRequired,
    };
  }
  const { token } = await newToken(deps.db, row.id, null, OPERATOR_SESSION_TTL_MS);
  return { token, operator: toOperator(row) };
}

/** The second step: the challenge and a code. Each code is accepted once (its time step is claimed). */
export async function finishOperatorCode(
  deps: OperatorDeps,
  input: { challenge: string; code: string },
  ip: string,
): Promise<{ token: string; operator: Operator }> {
  await enforceLimits(deps.rateLimits, [
    { key: `operator-code-ip:${ip}`, limit: 30, windowMs: 10 * 60_000, message: tooManyRequests },
  ]);
  const challengeHash = hashToken(input.challenge);
  const [pending] = await deps.db
    .select()
    .from(platformSessions)
    .where(
      and(
        eq(platformSessions.tokenHash, challengeHash),
        eq(platformSessions.pendingStep, 'totp'),
        isNull(platformSessions.revokedAt),
        gt(platformSessions.expiresAt, new Date()),
      ),
    );
  if (!pending || pending.attempts >= CHALLENGE_MAX_ATTEMPTS)
    throw new AppError('unauthenticated', PLATFORM_MESSAGES.challengeExpired);
  const [op] = await deps.db
    .select()
    .from(platformOperators)
    .where(eq(platformOperators.id, pending.operatorId));
  if (!op?.totpSecret || !op.isActive)
    throw new AppError('unauthenticated', PLATFORM_MESSAGES.challengeExpired);
  const step = await totpStep(openSecret(deps.keys, op.id, op.totpSecret), input.code, op.totpLastStep);
  const claimed =
    step != null &&
    (
      await deps.db
        .update(platformOperators)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(platformOperators.id, op.id),
            sql`(${platformOperators.totpLastStep} is null or ${platformOperators.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: platformOperators.id })
    ).length > 0;
  if (!claimed) {
    await deps.db
      .update(platformSessions)
      .set({ attempts: sql`${platformSessions.attempts} + 1` })
      .where(eq(platformSessions.tokenHash, challengeHash));
    throw new AppError('unauthenticated', PLATFORM_MESSAGES.wrongCode);
  }
  await deps.db
    .update(platformSessions)
    .set({ revokedAt: new Date() })
    .where(eq(platformSessions.tokenHash, challengeHash));
  const { token } = await newToken(deps.db, op.id, null, OPERATOR_SESSION_TTL_MS);
  return { token, operator: toOperator(op) };
}

/** The operator behind a live (finished) session token, or null. */
export async function resolveOperator(db: Db, token: string): Promise<Operator | null> {
  const [row] = await db
    .select({ operator: platformOperators })
    .from(platformSessions)
    .innerJoin(platformOperators, eq(platformOperators.id, platformSessions.operatorId))
    .where(
      and(
        eq(platformSessions.tokenHash, hashToken(token)),
        isNull(platformSessions.pendingStep),
        isNull(platformSessions.revokedAt),
        gt(platformSessions.expiresAt, new Date()),
        eq(platformOperators.isActive, true),
      ),
    );
  return row ? toOperator(row.operator) : null;
}

export async function signOutOperator(db: Db, token: string) {
  await db
    .update(platformSessions)
    .set({ revokedAt: new Date() })
    .where(eq(platformSessions.tokenHash, hashToken(token)));
}

/** A new secret to scan, kept sealed as pending until a code from it is confirmed. */
export async function startOperatorEnrol(deps: OperatorDeps, operator: Operator) {
  if (operator.twoStep) throw new AppError('conflict', PLATFORM_MESSAGES.alreadyEnrolled);
  const secret = generateSecret();
  await deps.db
    .update(platformOperators)
    .set({ totpPendingSecret: sealSecret(deps.keys, operator.id, secret) })
    .where(eq(platformOperators.id, operator.id));
  const otpauthUri = generateURI({ issuer: issuerOf('Operator'), label: operator.email, secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret, otpauthUri, qrDataUrl };
}

/** Confirms the pending secret with a code from it: from now on sign-in asks for a code. */
export async function confirmOperatorEnrol(deps: OperatorDeps, operator: Operator, code: string) {
  const [row] = await deps.db.select().from(platformOperators).where(eq(platformOperators.id, operator.id));
  if (row?.totpSecret) throw new AppError('conflict', PLATFORM_MESSAGES.alreadyEnrolled);
  if (!row?.totpPendingSecret) throw new AppError('conflict', PLATFORM_MESSAGES.noPendingSetup);
  const step = await totpStep(openSecret(deps.keys, row.id, row.totpPendingSecret), code, null);
  if (step == null) throw new AppError('unauthenticated', PLATFORM_MESSAGES.wrongCode);
  await deps.db
    .update(platformOperators)
    .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
    .where(eq(platformOperators.id, row.id));
  return { twoStep: true };
}
