import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/staff.ts';
import type { Db } from '../../db/types.ts';

export type AuditFilters = {
  entityType?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
};

/** One page of the tenant's audit log, newest first, and how many entries match in all. */
export async function listAuditEntries(
  db: Db,
  tenantId: string,
  filters: AuditFilters,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(auditLog.tenantId, tenantId),
    filters.entityType ? eq(auditLog.entityType, filters.entityType) : undefined,
    filters.entityId ? eq(auditLog.entityId, filters.entityId) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
  );
  const rows = await db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorName: auditLog.actorName,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      summary: auditLog.summary,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}
