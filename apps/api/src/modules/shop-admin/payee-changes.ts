// The payee (UPI id and payee name) decides where every shopper's money goes (decision 146): only owners
// change it, after a step-up; each change is told to every active owner (Web Push, the console's live
// feed, the webhook) and shown in the console as a banner for 24 hours.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import {
  formatPayeeTime,
  PAYEE_FIELDS,
  PAYEE_MESSAGES,
  payeeChangeLine,
  type PayeeChange,
  type PayeeField,
} from '@pataka/domain/two-step';
import { auditLog } from '../../db/schema/staff.ts';
import type { Db } from '../../db/types.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { createNotifier } from '../notify/notifier.ts';
import { requireOwner } from '../staff/staff-access.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';
import { assertSteppedUp } from '../two-step/two-step.service.ts';

/** A banner stays this long after the change. */
export const PAYEE_BANNER_MS = 24 * 60 * 60 * 1000;

type Diff = { keys: string[]; before: Record<string, unknown>; after: Record<string, unknown> };
const asText = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** The payee fields a request sends at all. */
export const payeeFieldsSent = (input: Partial<Record<PayeeField, unknown>>) =>
  PAYEE_FIELDS.filter((f) => input[f] !== undefined);

/** Owners only: any other member sending a payee field is refused before anything is read or written. */
export async function assertMayChangePayee(app: FastifyInstance, request: FastifyRequest) {
  await requireOwner(request, app.db, PAYEE_MESSAGES.ownersOnly);
}

/** A real change of the payee needs this session's step-up of the last 5 minutes (read in `db`, the write's transaction). */
export async function assertPayeeStepUp(db: Db, request: FastifyRequest) {
  await assertSteppedUp(db, request.tenant.id, bearerToken(request) ?? '');
}

/** The payee fields a company change really changes, from its audit diff. */
export function payeeChangesOf(diff: Diff): Array<Omit<PayeeChange, 'id' | 'by' | 'at'>> {
  return PAYEE_FIELDS.filter((f) => diff.keys.includes(f)).map((field) => ({
    field,
    before: asText(diff.before[field]),
    after: asText(diff.after[field]),
  }));
}

/** After the commit: the live event (owners' consoles, and their phones by Web Push) and the webhook. */
export function announcePayeeChange(
  app: FastifyInstance,
  tenantId: string,
  changeId: string,
  changes: Array<Omit<PayeeChange, 'id' | 'by' | 'at'>>,
  actor: StaffMember,
): void {
  const at = new Date().toISOString();
  const message = changes
    .map((c) => payeeChangeLine({ ...c, by: actor.name, at }, formatPayeeTime))
    .join('; ');
  app.shopEvents.publish(tenantId, { type: 'payee.changed', audience: 'owners', changeId, message, at });
  const notifier = createNotifier(app.config, app.log, app.jobs);
  notifier
    .payeeChanged({
      event: 'payee.changed',
      tenant: tenantId,
      changes: changes.map(({ field, before, after }) => ({ field, before, after })),
      by: { name: actor.name, email: actor.email || null },
      message,
      at,
    })
    .catch((err: unknown) => app.log.warn({ err, tenantId }, 'payee change notification failed'));
}

export const PayeeChangeSchema = z.object({
  id: z.string(),
  field: z.enum(PAYEE_FIELDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
  by: z.string(),
  at: z.string(),
  message: z.string().describe('"UPI id changed from … to … by … at …" (India time)'),
});

/** The payee changes among the company changes (audit `action`) of the last 24 hours, newest first. */
export async function recentPayeeChanges(
  db: Db,
  tenantId: string,
  action: string,
): Promise<Array<z.infer<typeof PayeeChangeSchema>>> {
  const rows = await db
    .select({
      id: auditLog.id,
      actorName: auditLog.actorName,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.action, action),
        gt(auditLog.createdAt, new Date(Date.now() - PAYEE_BANNER_MS)),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(200);
  return rows.flatMap((row) => {
    const after = (row.after ?? {}) as Record<string, unknown>;
    const before = (row.before ?? {}) as Record<string, unknown>;
    return payeeChangesOf({ keys: Object.keys(after), before, after }).map((c) => {
      const change = { ...c, id: `${row.id}:${c.field}`, by: row.actorName, at: row.createdAt.toISOString() };
      return { ...change, message: payeeChangeLine(change, formatPayeeTime) };
    });
  });
}
