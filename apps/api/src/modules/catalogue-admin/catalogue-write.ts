// Every staff catalogue write goes through here: one transaction (with its audit entry), the tenant's
// content version bumped in it, then — after commit — the public cache and catalogue snapshot retired
// and one rebuild started, so the next public read shows the change without waiting for a build.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { companySettings } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { catalogueStore, invalidateCatalogue } from '../catalogue/catalogue-store.ts';
import { requireStaffMember } from '../staff/staff-access.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';

export type WriteContext = { tx: Db; tenantId: string; staff: StaffMember };

/** Writes coalesced within this window share one snapshot rebuild (a bulk edit is many requests). */
const REBUILD_DELAY_MS = 20;
/** Per app (keyed by its public cache, which every plugin scope shares): tenant → pending rebuild. */
const pendingRebuilds = new WeakMap<object, Map<string, NodeJS.Timeout>>();

/** Called once when the routes are registered: pending rebuilds are dropped when the app closes. */
export function cancelRebuildsOnClose(app: FastifyInstance) {
  app.addHook('onClose', async () => {
    const timers = pendingRebuilds.get(app.publicCache);
    for (const t of timers?.values() ?? []) clearTimeout(t);
    timers?.clear();
  });
}

/**
 * Starts the tenant's snapshot build shortly after a write, once for a burst of writes. A public read
 * arriving first builds it itself (concurrent misses share one build), and this one then finds it cached.
 */
function scheduleRebuild(app: FastifyInstance, tenantId: string) {
  let timers = pendingRebuilds.get(app.publicCache);
  if (!timers) pendingRebuilds.set(app.publicCache, (timers = new Map()));
  clearTimeout(timers.get(tenantId));
  const timer = setTimeout(() => {
    timers.delete(tenantId);
    catalogueStore(app)
      .get(tenantId)
      .catch((err: unknown) => app.log.warn({ err, tenantId }, 'catalogue snapshot rebuild failed'));
  }, REBUILD_DELAY_MS);
  timer.unref();
  timers.set(tenantId, timer);
}

/** True for PostgreSQL's unique_violation, however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Runs `write` for the signed-in staff member (401/403 otherwise) in one transaction, then invalidates
 * the tenant's public reads. `write` records its own audit entry with `recordAudit(ctx.tx, …)`.
 * A unique-index race the pre-checks missed answers 409 with `conflictMessage`.
 */
export async function catalogueWrite<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  write: (ctx: WriteContext) => Promise<T>,
  conflictMessage = 'This change conflicts with another product, category or brand',
): Promise<T> {
  const member = await requireStaffMember(request, app.db);
  const tenantId = request.tenant.id;
  const staff: StaffMember = { id: member.id, name: member.name, email: member.email };
  let result: T;
  try {
    result = await app.db.transaction(async (tx) => {
      const value = await write({ tx, tenantId, staff });
      // Marks the tenant's public content as changed, for caches that outlive this process.
      await tx
        .update(companySettings)
        .set({ contentVersion: sql`${companySettings.contentVersion} + 1` })
        .where(eq(companySettings.tenantId, tenantId));
      return value;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', conflictMessage);
    throw err;
  }
  invalidateCatalogue(app, tenantId);
  scheduleRebuild(app, tenantId);
  return result;
}
