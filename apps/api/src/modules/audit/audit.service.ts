import { randomUUID } from 'node:crypto';
import { auditLog } from '../../db/schema/staff.ts';
import type { Db } from '../../db/types.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';

export type AuditEntry = {
  /** Verb on a noun: 'order.status', 'order.items', 'order.note', 'payment.verify', 'staff.create'… */
  action: string;
  entityType: string;
  entityId?: string | null;
  /** One line a shop owner reads: "ENQ-000123: pending → confirmed". */
  summary: string;
  before?: unknown;
  after?: unknown;
};

/**
 * Appends who did what to the tenant's audit log. Call it with the transaction of the write itself,
 * so a write and its audit entry commit (or roll back) together.
 */
export async function recordAudit(
  db: Db,
  tenantId: string,
  actor: StaffMember,
  entry: AuditEntry,
): Promise<string> {
  const id = randomUUID();
  await db.insert(auditLog).values({
    tenantId,
    id,
    actorId: actor.id,
    actorName: actor.name,
    actorEmail: actor.email || null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
  return id;
}
