import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  DISPATCH_MESSAGES,
  type DispatchInput,
  type DispatchKind,
  type DispatchUpdate,
} from '@pataka/domain/dispatch';
import { MESSAGES } from '@pataka/domain/messages';
import { toRupees } from '@pataka/domain/money';
import type { OrderStatus } from '@pataka/domain/order-status';
import { dispatches } from '../../db/schema/dispatch.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { appendHistory } from '../orders/order-history.ts';
import { queueShopperMessage } from '../shopper-messages/queue-shopper-message.ts';
import { applyStatusChange, hasVerifiedProof } from '../staff-orders/order-status.service.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';
import { changedFields } from '../shop-admin/shop-admin-common.ts';
import { resolveDispatch, type DispatchDraft, type DispatchFields } from './dispatch-rules.ts';
import { findDispatchRow } from './dispatch.queries.ts';

/** The status a dispatch of each kind leads to, and the statuses it may start from besides itself. */
const TARGET: Record<DispatchKind, OrderStatus> = { transport: 'shipped', pickup: 'ready_for_pickup' };
const DISPATCHABLE: readonly OrderStatus[] = ['confirmed', 'processing'];

export type DispatchResult = { orderNumber: string; dispatchId: string; status: OrderStatus };

async function lockOrder(tx: Db, tenantId: string, orderId: string) {
  const [order] = await tx
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalPaise: orders.totalPaise,
      pickupLocation: orders.pickupLocation,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .for('update');
  if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
  return { ...order, status: order.status as OrderStatus, pickupLocation: order.pickupLocation ?? null };
}

const describe = (f: DispatchFields) =>
  f.kind === 'pickup'
    ? DISPATCH_MESSAGES.historyReady(f.cases)
    : DISPATCH_MESSAGES.historyDispatched(f.transportName ?? '', f.lrNumber ?? '', f.cases);

/** The audit's view of a dispatch: rupees, and the branch by name. */
const auditView = (f: DispatchFields) => ({
  kind: f.kind,
  transportName: f.transportName,
  lrNumber: f.lrNumber,
  bookedOn: f.bookedOn,
  cases: f.cases,
  freightMode: f.freightMode,
  freight: f.freightPaise === null ? null : toRupees(f.freightPaise),
  branch: f.branch ? `${f.branch.name}, ${f.branch.city}` : null,
  ewayBillNumber: f.ewayBillNumber,
});

/**
 * Records a dispatch of a paid enquiry (issue 27): the row, then the enquiry moved to shipped (or
 * ready_for_pickup) through the one status-change service, so history, audit and the console's live
 * event stay one mechanism. A confirmed enquiry passes through processing, as the transitions demand.
 * An enquiry already shipped (or ready) takes another dispatch of the same kind: a split shipment,
 * recorded in its history without a status change.
 */
export async function recordDispatch(
  db: Db,
  tenantId: string,
  orderId: string,
  staff: StaffMember,
  input: DispatchInput & { kind?: DispatchKind | undefined },
): Promise<DispatchResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, tenantId, orderId);
    if (order.status === 'cancelled') throw new AppError('conflict', DISPATCH_MESSAGES.cancelled);
    if (!(await hasVerifiedProof(tx, tenantId, orderId))) {
      throw new AppError('conflict', DISPATCH_MESSAGES.notPaid);
    }
    const kind: DispatchKind = input.kind ?? (order.pickupLocation ? 'pickup' : 'transport');
    const target = TARGET[kind];
    if (!DISPATCHABLE.includes(order.status) && order.status !== target) {
      throw new AppError('conflict', DISPATCH_MESSAGES.wrongStatus(order.status));
    }
    const draft: DispatchDraft = {
      kind,
      transportProviderId: input.transportProviderId ?? null,
      lrNumber: input.lrNumber ?? null,
      bookedOn: input.bookedOn,
      cases: input.cases,
      freight: input.freight ?? null,
      branchId: input.branchId ?? null,
      ewayBillNumber: input.ewayBillNumber ?? null,
    };
    const fields = await resolveDispatch(tx, tenantId, order, draft);
    const id = randomUUID();
    const now = new Date();
    await tx.insert(dispatches).values({ tenantId, id, orderId, ...fields, createdBy: staff.name });
    const notes = describe(fields);
    // Stock: what the enquiry reserved leaves the shop when it first reaches shipped / ready for pickup,
    // in the status change below (stock-reservation.ts applyStockForStatus); a later part moves nothing.
    if (order.status === target) {
      await appendHistory(tx, tenantId, orderId, { status: target, notes, by: staff, at: now });
      // A later part of a split shipment: the shopper is told of this part too (the first part is
      // told by the status change below, which carries its transport and LR).
      await queueShopperMessage(tx, tenantId, orderId, {
        event: kind === 'pickup' ? 'ready_for_pickup' : 'dispatched',
        transportName: fields.transportName,
        lrNumber: fields.lrNumber,
        eventKey: id,
      });
      await tx
        .update(orders)
        .set({ updatedAt: now })
        .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
    } else {
      if (order.status === 'confirmed') {
        await applyStatusChange(tx, tenantId, orderId, staff, { status: 'processing' });
      }
      await applyStatusChange(tx, tenantId, orderId, staff, {
        status: target,
        notes,
        ...(kind === 'transport' ? { trackingNumber: fields.lrNumber, carrier: fields.transportName } : {}),
      });
    }
    await recordAudit(tx, tenantId, staff, {
      action: 'dispatch.create',
      entityType: 'order',
      entityId: orderId,
      summary: `${order.orderNumber}: ${notes}`,
      after: { dispatchId: id, ...auditView(fields) },
    });
    return { orderNumber: order.orderNumber, dispatchId: id, status: target };
  });
}

/**
 * Corrects a dispatch (a wrong LR number, another branch, the freight as billed): the same checks as a
 * new one on the merged result, and the before/after in the enquiry's history and the audit log.
 */
export async function correctDispatch(
  db: Db,
  tenantId: string,
  orderId: string,
  dispatchId: string,
  staff: StaffMember,
  change: DispatchUpdate,
): Promise<DispatchResult & { changed: string[] }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, tenantId, orderId);
    const row = await findDispatchRow(tx, tenantId, orderId, dispatchId);
    if (!row) throw new AppError('not_found', DISPATCH_MESSAGES.notFound);
    const before: DispatchFields = {
      kind: row.kind as DispatchKind,
      transportProviderId: row.transportProviderId,
      transportName: row.transportName,
      lrNumber: row.lrNumber,
      bookedOn: row.bookedOn,
      cases: row.cases,
      freightMode: row.freightMode,
      freightPaise: row.freightPaise,
      branchId: row.branchId,
      branch: row.branch,
      ewayBillNumber: row.ewayBillNumber,
    };
    const keep = <T>(next: T | undefined, current: T): T => (next === undefined ? current : next);
    const draft: DispatchDraft = {
      kind: before.kind,
      transportProviderId: keep(change.transportProviderId, before.transportProviderId) ?? null,
      lrNumber: keep(change.lrNumber, before.lrNumber) ?? null,
      bookedOn: change.bookedOn ?? before.bookedOn,
      cases: change.cases ?? before.cases,
      freight:
        keep(
          change.freight,
          before.freightMode
            ? { mode: before.freightMode, amount: toRupees(before.freightPaise ?? 0) }
            : null,
        ) ?? null,
      branchId: keep(change.branchId, before.branchId) ?? null,
      ewayBillNumber: keep(change.ewayBillNumber, before.ewayBillNumber) ?? null,
    };
    const after = await resolveDispatch(tx, tenantId, order, draft);
    const diff = changedFields(auditView(before), auditView(after));
    const now = new Date();
    await tx
      .update(dispatches)
      .set({ ...after, updatedAt: now })
      .where(and(eq(dispatches.tenantId, tenantId), eq(dispatches.id, dispatchId)));
    if (diff.keys.length > 0) {
      const what = diff.keys
        .map((k) => `${k} ${String(diff.before[k] ?? '—')} → ${String(diff.after[k] ?? '—')}`)
        .join('; ');
      await appendHistory(tx, tenantId, orderId, {
        status: order.status,
        notes: DISPATCH_MESSAGES.historyCorrected(what),
        by: staff,
        at: now,
      });
      await tx
        .update(orders)
        .set({
          updatedAt: now,
          ...(after.kind === 'transport'
            ? { trackingNumber: after.lrNumber, carrier: after.transportName }
            : {}),
        })
        .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
    }
    await recordAudit(tx, tenantId, staff, {
      action: 'dispatch.update',
      entityType: 'order',
      entityId: orderId,
      summary: `${order.orderNumber}: dispatch corrected (${diff.keys.join(', ') || 'no change'})`,
      before: { dispatchId, ...diff.before },
      after: { dispatchId, ...diff.after },
    });
    return { orderNumber: order.orderNumber, dispatchId, status: order.status, changed: diff.keys };
  });
}
