// Two-step sign-in for staff (decision 146): TOTP set-up and checks, recovery codes, sign-in challenges and
// the step-up a payee change needs. Routes in two-step.routes.ts; the password step stays in admin-auth.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import {
  CHALLENGE_MAX_ATTEMPTS,
  isTotpCode,
  SIGN_IN_CHALLENGE_TTL_MS,
  STEP_UP_REQUIRED_CODE,
  STEP_UP_TTL_MS,
  TWO_STEP_MESSAGES,
} from '@pataka/domain/two-step';
import { adminUsers, sessions } from '../../db/schema/customers.ts';
import { staffRecoveryCodes, staffSignInChallenges } from '../../db/schema/staff.ts';
import { companySettings } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimits } from '../rate-limit/enforce-limits.ts';
import type { RateLimitStore } from '../rate-limit/rate-limit-store.ts';
import { hashToken } from '../sessions/session.service.ts';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  openSecret,
  sealSecret,
  type TwoStepKeys,
} from './two-step-crypto.ts';

export type TwoStepDeps = { db: Db; rateLimits: RateLimitStore; keys: TwoStepKeys };

/** A code from the step before or after is accepted too (a phone's clock a little off, a slow network). */
const TOLERANCE_SECONDS = 30;
/** A set-up not confirmed within this time starts over. */
const SETUP_TTL_MS = 15 * 60 * 1000;
const CODE_WINDOW_MS = 10 * 60 * 1000;
/** Codes one account may try in 10 minutes, over every challenge and step-up: 3 right codes in a million. */
const CODES_PER_ACCOUNT = 10;

const tooManyCodes = () => TWO_STEP_MESSAGES.tooManyCodes;

/** Counts a code attempt for the account and the address; 429 once either is used up. */
export async function limitCodeAttempts(
  rateLimits: RateLimitStore,
  tenantId: string,
  adminUserId: string,
  ip: string,
) {
  await enforceLimits(rateLimits, [
    { key: `two-step-ip:${ip}`, limit: 30, windowMs: CODE_WINDOW_MS, message: tooManyCodes },
    {
      key: `two-step:${tenantId}:${adminUserId}`,
      limit: CODES_PER_ACCOUNT,
      windowMs: CODE_WINDOW_MS,
      message: tooManyCodes,
    },
  ]);
}

const whereAdmin = (tenantId: string, adminUserId: string) =>
  and(eq(adminUsers.tenantId, tenantId), eq(adminUsers.id, adminUserId));

async function totpState(db: Db, tenantId: string, adminUserId: string) {
  const [row] = await db
    .select({
      email: adminUsers.email,
      totpSecret: adminUsers.totpSecret,
      totpEnabledAt: adminUsers.totpEnabledAt,
      totpLastStep: adminUsers.totpLastStep,
      totpPendingSecret: adminUsers.totpPendingSecret,
      totpPendingAt: adminUsers.totpPendingAt,
    })
    .from(adminUsers)
    .where(whereAdmin(tenantId, adminUserId));
  if (!row) throw new AppError('forbidden', 'Staff access required');
  return row;
}

/** True when `code` is the secret's code now (± one step) and later than the last one accepted. */
export async function totpStep(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep != null ? { afterTimeStep: lastStep } : {}),
  });
  // TOTP results carry the time step (the HOTP half of the union does not).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Checks a second-step code of an enrolled member: an authenticator code (each accepted once: its time
 * step is claimed atomically, so a code seen over a shoulder cannot be replayed) or an unused recovery code
 * (spent here). 'totp' | 'recovery' when it is right, null when not.
 */
export async function checkSecondFactor(
  deps: TwoStepDeps,
  tenantId: string,
  adminUserId: string,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const { db, keys } = deps;
  const state = await totpState(db, tenantId, adminUserId);
  if (!state.totpSecret) return null;
  if (isTotpCode(code)) {
    const step = await totpStep(openSecret(keys, adminUserId, state.totpSecret), code, state.totpLastStep);
    if (step == null) return null;
    const claimed = await db
      .update(adminUsers)
      .set({ totpLastStep: step })
      .where(
        and(
          whereAdmin(tenantId, adminUserId),
          or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step)),
        ),
      )
      .returning({ id: adminUsers.id });
    return claimed.length ? 'totp' : null;
  }
  const spent = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.tenantId, tenantId),
        eq(staffRecoveryCodes.adminUserId, adminUserId),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(keys, adminUserId, code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent.length ? 'recovery' : null;
}

// ---------------------------------------------------------------------------------------------------
// Set-up
// ---------------------------------------------------------------------------------------------------

export type TwoStepSetup = { secret: string; otpauthUri: string; qrDataUrl: string };

/** Issuer shown in the authenticator app; a colon would split the otpauth label. */
export const issuerOf = (shopName: string) => `${shopName.replace(/:/g, ' ').trim() || 'Shop'} (Pataka)`;

/** A new secret to scan; kept encrypted as pending until a code from it is confirmed. */
export async function startSetup(
  deps: TwoStepDeps,
  tenantId: string,
  adminUserId: string,
): Promise<TwoStepSetup> {
  const state = await totpState(deps.db, tenantId, adminUserId);
  if (state.totpSecret) throw new AppError('conflict', TWO_STEP_MESSAGES.alreadyEnrolled);
  const [shop] = await deps.db
    .select({ name: companySettings.companyName })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  const secret = generateSecret();
  await deps.db
    .update(adminUsers)
    .set({ totpPendingSecret: sealSecret(deps.keys, adminUserId, secret), totpPendingAt: new Date() })
    .where(whereAdmin(tenantId, adminUserId));
  const otpauthUri = generateURI({ issuer: issuerOf(shop?.name ?? ''), label: state.email, secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret, otpauthUri, qrDataUrl };
}

/**
 * Confirms the pending secret with a code from it: two-step sign-in is on, and the recovery codes (made
 * now, replacing any older ones) are returned this once.
 */
export async function confirmSetup(
  deps: TwoStepDeps,
  tenantId: string,
  adminUserId: string,
  code: string,
): Promise<string[]> {
  const { db, keys } = deps;
  const state = await totpState(db, tenantId, adminUserId);
  if (state.totpSecret) throw new AppError('conflict', TWO_STEP_MESSAGES.alreadyEnrolled);
  if (
    !state.totpPendingSecret ||
    !state.totpPendingAt ||
    Date.now() - state.totpPendingAt.getTime() > SETUP_TTL_MS
  )
    throw new AppError('conflict', TWO_STEP_MESSAGES.noPendingSetup);
  const step = await totpStep(openSecret(keys, adminUserId, state.totpPendingSecret), code, null);
  if (step == null) throw new AppError('unauthenticated', TWO_STEP_MESSAGES.wrongCode);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({
        totpSecret: state.totpPendingSecret,
        totpEnabledAt: new Date(),
        totpLastStep: step,
        totpPendingSecret: null,
        totpPendingAt: null,
      })
      .where(whereAdmin(tenantId, adminUserId));
    await tx
      .delete(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.tenantId, tenantId), eq(staffRecoveryCodes.adminUserId, adminUserId)));
    await tx.insert(staffRecoveryCodes).values(
      codes.map((c) => ({
        tenantId,
        id: randomUUID(),
        adminUserId,
        codeHash: hashRecoveryCode(keys, adminUserId, c),
      })),
    );
  });
  return codes;
}

export type TwoStepStatus = {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  requiredForTeam: boolean;
};

export async function twoStepStatus(db: Db, tenantId: string, adminUserId: string): Promise<TwoStepStatus> {
  const state = await totpState(db, tenantId, adminUserId);
  const [left] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(
      and(
        eq(staffRecoveryCodes.tenantId, tenantId),
        eq(staffRecoveryCodes.adminUserId, adminUserId),
        isNull(staffRecoveryCodes.usedAt),
      ),
    );
  return {
    enabled: state.totpSecret != null,
    enabledAt: state.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: state.totpSecret ? Number(left?.n ?? 0) : 0,
    requiredForTeam: await teamRequiresTwoStep(db, tenantId),
  };
}

export async function teamRequiresTwoStep(db: Db, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: companySettings.requireTwoStep })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  return row?.required ?? false;
}

export async function isEnrolled(db: Db, tenantId: string, adminUserId: string): Promise<boolean> {
  return (await totpState(db, tenantId, adminUserId)).totpSecret != null;
}

// ---------------------------------------------------------------------------------------------------
// Sign-in challenges
// ---------------------------------------------------------------------------------------------------

export type Challenge = { challenge: string; expiresAt: Date };

/** The token that carries a sign-in from the password to the code (or the set-up); only its hash is kept. */
export async function createChallenge(
  db: Db,
  tenantId: string,
  adminUserId: string,
  purpose: 'totp' | 'enrol',
): Promise<Challenge> {
  const challenge = randomBytes(32).toString('base64url');
  // Enrolling takes longer (install an app, scan, type) than typing a code.
  const expiresAt = new Date(Date.now() + SIGN_IN_CHALLENGE_TTL_MS * (purpose === 'enrol' ? 3 : 1));
  await db.insert(staffSignInChallenges).values({
    tenantId,
    tokenHash: hashToken(challenge),
    adminUserId,
    purpose,
    expiresAt,
  });
  return { challenge, expiresAt };
}

/** The live challenge's member; 401 'This sign-in has expired' for anything else. */
export async function openChallenge(
  db: Db,
  tenantId: string,
  challenge: string,
  purpose: 'totp' | 'enrol',
): Promise<{ adminUserId: string; tokenHash: string }> {
  const tokenHash = hashToken(challenge);
  const [row] = await db
    .select({ adminUserId: staffSignInChallenges.adminUserId })
    .from(staffSignInChallenges)
    .innerJoin(
      adminUsers,
      and(
        eq(adminUsers.tenantId, staffSignInChallenges.tenantId),
        eq(adminUsers.id, staffSignInChallenges.adminUserId),
      ),
    )
    .where(
      and(
        eq(staffSignInChallenges.tenantId, tenantId),
        eq(staffSignInChallenges.tokenHash, tokenHash),
        eq(staffSignInChallenges.purpose, purpose),
        isNull(staffSignInChallenges.usedAt),
        gt(staffSignInChallenges.expiresAt, new Date()),
        lt(staffSignInChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
        eq(adminUsers.isActive, true),
      ),
    );
  if (!row) throw new AppError('unauthenticated', TWO_STEP_MESSAGES.challengeExpired);
  return { adminUserId: row.adminUserId, tokenHash };
}

/** A wrong code counts against the challenge; the fifth ends it. */
export async function countFailedAttempt(db: Db, tenantId: string, tokenHash: string) {
  await db
    .update(staffSignInChallenges)
    .set({ attempts: sql`${staffSignInChallenges.attempts} + 1` })
    .where(and(eq(staffSignInChallenges.tenantId, tenantId), eq(staffSignInChallenges.tokenHash, tokenHash)));
}

/** Used once: true for the caller that marked it, false when another request got there first. */
export async function finishChallenge(db: Db, tenantId: string, tokenHash: string): Promise<boolean> {
  const done = await db
    .update(staffSignInChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffSignInChallenges.tenantId, tenantId),
        eq(staffSignInChallenges.tokenHash, tokenHash),
        isNull(staffSignInChallenges.usedAt),
      ),
    )
    .returning({ tokenHash: staffSignInChallenges.tokenHash });
  return done.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Step-up
// ---------------------------------------------------------------------------------------------------

const whereSession = (tenantId: string, token: string) =>
  and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, hashToken(token)));

/** Marks the session: the password or a code was given again just now. */
export async function markSteppedUp(db: Db, tenantId: string, token: string): Promise<Date> {
  const now = new Date();
  await db.update(sessions).set({ steppedUpAt: now }).where(whereSession(tenantId, token));
  return new Date(now.getTime() + STEP_UP_TTL_MS);
}

/** 403 STEP_UP_REQUIRED unless this session stepped up within the last 5 minutes. */
export async function assertSteppedUp(db: Db, tenantId: string, token: string): Promise<void> {
  const [row] = await db
    .select({ at: sessions.steppedUpAt })
    .from(sessions)
    .where(whereSession(tenantId, token));
  if (!row?.at || Date.now() - row.at.getTime() > STEP_UP_TTL_MS)
    throw new AppError('forbidden', TWO_STEP_MESSAGES.stepUpRequired, {}, STEP_UP_REQUIRED_CODE);
}
