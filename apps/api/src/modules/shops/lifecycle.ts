// A shop's lifecycle (issue 29, decision 151): active → paused / suspended / closed and back, each change
// audited in the shop's own log with who and why. Enforcement reads the state from the shop registry
// (plugins/shop-registry.ts); this module only writes it.
import { eq } from 'drizzle-orm';
import {
  PURGE_AFTER_CLOSE_DAYS,
  SHOP_LIFECYCLE_MESSAGES,
  staffAllowed,
  type ShopActorKind,
  type ShopStatus,
} from '@pataka/domain/shop-lifecycle';
import { tenants } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';

export type ShopActor = { kind: ShopActorKind; id: string; name: string; email?: string };

export type ChangeShopStatusInput = {
  tenantId: string;
  status: ShopStatus;
  reason: string;
  actor: ShopActor;
  /** The change's time (tests inject a clock); default now. */
  now?: Date;
};

export type ShopStatusRecord = {
  tenantId: string;
  status: ShopStatus;
  statusReason: string | null;
  statusChangedAt: Date | null;
  closedAt: Date | null;
};

/** The actor as the audit log names them: the owner must see an operator's change as the operator's. */
export function auditActor(actor: ShopActor) {
  const label = actor.kind === 'operator' ? 'Platform operator' : actor.kind === 'system' ? 'System' : null;
  return {
    id: actor.kind === 'staff' ? actor.id : `${actor.kind}:${actor.id}`,
    name: label ? `${label}: ${actor.name}` : actor.name,
    email: actor.email ?? '',
  };
}

/** When a closed shop's data goes: PURGE_AFTER_CLOSE_DAYS after closedAt. */
export const purgeDueAt = (closedAt: Date) =>
  new Date(closedAt.getTime() + PURGE_AFTER_CLOSE_DAYS * 86_400_000);

/**
 * Moves a shop to `status`, with the reason and the actor in its audit log (one transaction). Closing
 * stamps closed_at (the purge job's clock); leaving 'closed' clears it. Throws not_found for an unknown
 * shop, conflict when it is already in that state. The caller tells the other instances
 * (`app.shopRegistry.changed(tenantId)`), or uses changeShopStatusFor(app, …), which does.
 */
export async function changeShopStatus(db: Db, input: ChangeShopStatusInput): Promise<ShopStatusRecord> {
  const reason = input.reason.trim();
  if (reason.length < 3) throw new AppError('invalid', SHOP_LIFECYCLE_MESSAGES.reasonRequired);
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: tenants.status, closedAt: tenants.closedAt, name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, input.tenantId))
      .for('update');
    if (!before) throw new AppError('not_found', 'No such shop');
    if (before.status === input.status)
      throw new AppError('conflict', SHOP_LIFECYCLE_MESSAGES.statusUnchanged);
    if (before.status === 'closed' && input.status === 'paused')
      throw new AppError('conflict', SHOP_LIFECYCLE_MESSAGES.invalidStatusChange);
    const closedAt = input.status === 'closed' ? now : null;
    const [row] = await tx
      .update(tenants)
      .set({
        status: input.status,
        isActive: staffAllowed(input.status),
        statusReason: reason,
        statusChangedAt: now,
        closedAt,
      })
      .where(eq(tenants.id, input.tenantId))
      .returning({
        tenantId: tenants.id,
        status: tenants.status,
        statusReason: tenants.statusReason,
        statusChangedAt: tenants.statusChangedAt,
        closedAt: tenants.closedAt,
      });
    await recordAudit(tx, input.tenantId, auditActor(input.actor), {
      action: 'shop.status',
      entityType: 'shop',
      entityId: input.tenantId,
      summary: `Shop ${before.status} → ${input.status}: ${reason}`,
      before: { status: before.status },
      after: { status: input.status, reason, ...(closedAt ? { purgeAfter: purgeDueAt(closedAt) } : {}) },
    });
    return row!;
  });
}

/** The shop's current lifecycle fields, or null for an unknown shop. */
export async function getShopStatus(db: Db, tenantId: string): Promise<ShopStatusRecord | null> {
  const [row] = await db
    .select({
      tenantId: tenants.id,
      status: tenants.status,
      statusReason: tenants.statusReason,
      statusChangedAt: tenants.statusChangedAt,
      closedAt: tenants.closedAt,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ?? null;
}
