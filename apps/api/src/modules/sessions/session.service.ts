import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessions } from '../../db/schema/customers.ts';
import type { Db } from '../../db/types.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type Subject = { type: 'customer'; customerId: string } | { type: 'admin'; adminUserId: string };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a random bearer token; only its hash is stored. */
export async function createSession(db: Db, tenantId: string, subject: Subject): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tenantId,
    tokenHash: hashToken(token),
    subjectType: subject.type,
    customerId: subject.type === 'customer' ? subject.customerId : null,
    adminUserId: subject.type === 'admin' ? subject.adminUserId : null,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/** The live session of a token under this tenant, or null (missing, expired, revoked, other tenant). */
export async function resolveSession(db: Db, tenantId: string, token: string): Promise<Subject | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({
      subjectType: sessions.subjectType,
      customerId: sessions.customerId,
      adminUserId: sessions.adminUserId,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash)));
  }
  if (row.subjectType === 'customer' && row.customerId)
    return { type: 'customer', customerId: row.customerId };
  if (row.subjectType === 'admin' && row.adminUserId) return { type: 'admin', adminUserId: row.adminUserId };
  return null;
}

export async function revokeSession(db: Db, tenantId: string, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, hashToken(token))));
}
