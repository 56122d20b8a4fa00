import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '@pataka/domain/limits';
import { otpCodes } from '../../db/schema/customers.ts';
import type { Db } from '../../db/types.ts';

/** Stores a freshly sent code; a resend replaces the old one and starts its attempts from zero. */
export async function saveOtp(db: Db, tenantId: string, phone: string, codeHash: string, expiresAt: Date) {
  const fresh = {
    codeHash,
    attempts: 0,
    expiresAt,
    consumedAt: null,
    verifiedAt: null,
    createdAt: new Date(),
  };
  await db
    .insert(otpCodes)
    .values({ tenantId, phone, ...fresh })
    .onConflictDoUpdate({ target: [otpCodes.tenantId, otpCodes.phone], set: fresh });
}

/**
 * One verify attempt, in a single statement so concurrent attempts cannot overspend the budget
 * or use one code twice: every attempt on a live code counts; the right code also consumes it and
 * opens the registration window. True only for the right, live, unused, not-burnt code.
 */
export async function attemptOtp(db: Db, tenantId: string, phone: string, codeHash: string, now: Date) {
  const at = now.toISOString();
  const matches = sql`${otpCodes.codeHash} = ${codeHash}`;
  const rows = await db
    .update(otpCodes)
    .set({
      attempts: sql`${otpCodes.attempts} + 1`,
      consumedAt: sql`case when ${matches} then ${at}::timestamptz else null end`,
      verifiedAt: sql`case when ${matches} then ${at}::timestamptz else ${otpCodes.verifiedAt} end`,
    })
    .where(
      and(
        eq(otpCodes.tenantId, tenantId),
        eq(otpCodes.phone, phone),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ consumedAt: otpCodes.consumedAt });
  return rows[0]?.consumedAt != null;
}

/** Uses up a phone's registration window (verified after `since`); false when there is none. */
export async function takeRegistrationWindow(db: Db, tenantId: string, phone: string, since: Date) {
  const rows = await db
    .update(otpCodes)
    .set({ verifiedAt: null })
    .where(and(eq(otpCodes.tenantId, tenantId), eq(otpCodes.phone, phone), gt(otpCodes.verifiedAt, since)))
    .returning({ phone: otpCodes.phone });
  return rows.length > 0;
}
