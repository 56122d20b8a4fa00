// "Open as support" (issue 29, decision 152): an operator never becomes a shop's member. They open a
// time-limited, read-only session with a reason; its start goes into the shop's own audit log (the owner
// reads it in the console's audit screen), and its token works on that shop's staff GET routes only.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SUPPORT_SESSION_TTL_MS } from '@pataka/domain/platform';
import { supportSessions } from '../../db/schema/platform.ts';
import type { Db } from '../../db/types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { hashToken } from '../sessions/session.service.ts';
import type { Operator } from './operator-auth.service.ts';

/** What requireAdmin() answers for a support session: no staff row has such an id. */
export const SUPPORT_ACTOR_PREFIX = 'support:';

export async function openSupportSession(db: Db, tenantId: string, operator: Operator, reason: string) {
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + SUPPORT_SESSION_TTL_MS);
  const minutes = Math.round(SUPPORT_SESSION_TTL_MS / 60_000);
  await db.transaction(async (tx) => {
    await tx.insert(supportSessions).values({
      tenantId,
      id,
      tokenHash: hashToken(token),
      operatorId: operator.id,
      operatorEmail: operator.email,
      operatorName: operator.name,
      reason,
      expiresAt,
    });
    await recordAudit(
      tx,
      tenantId,
      {
        id: `${SUPPORT_ACTOR_PREFIX}${operator.id}`,
        name: `${operator.name} (platform support)`,
        email: operator.email,
      },
      {
        action: 'support.open',
        entityType: 'support_session',
        entityId: id,
        summary: `Platform support opened a ${minutes}-minute read-only session: ${reason}`,
        after: { operator: operator.email, reason, expiresAt: expiresAt.toISOString() },
      },
    );
  });
  return { id, token, tenantId, expiresAt: expiresAt.toISOString() };
}

/** The live support session of a token under this shop, or null. */
export async function resolveSupportSession(db: Db, tenantId: string, token: string) {
  const [row] = await db
    .select({ id: supportSessions.id, operatorId: supportSessions.operatorId })
    .from(supportSessions)
    .where(
      and(
        eq(supportSessions.tenantId, tenantId),
        eq(supportSessions.tokenHash, hashToken(token)),
        isNull(supportSessions.endedAt),
        gt(supportSessions.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

export function listSupportSessions(db: Db, tenantId: string) {
  return db
    .select({
      id: supportSessions.id,
      operatorEmail: supportSessions.operatorEmail,
      reason: supportSessions.reason,
      createdAt: supportSessions.createdAt,
      expiresAt: supportSessions.expiresAt,
    })
    .from(supportSessions)
    .where(eq(supportSessions.tenantId, tenantId))
    .orderBy(supportSessions.createdAt);
}
