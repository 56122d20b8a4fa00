import { and, eq, inArray, isNull, lte, ne, or, type Column } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_SHOP_TIMEZONE,
  REMINDER_INTERVAL_MS,
  formatWaited,
  isQuietHours,
} from '@pataka/domain/enquiry-urgency';
import type { OrderEvent } from '@pataka/domain/shop-events';
import { orders, paymentProofs } from '../../db/schema/orders.ts';
import { companySettings, tenants } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import type { ShopEvents } from '../../plugins/shop-events.ts';
import { remindInBackground, type Notifier, type ReminderNotice } from '../notify/notifier.ts';

export type ReminderDeps = {
  db: Db;
  shopEvents: ShopEvents;
  notifier: Notifier;
  log: FastifyBaseLogger;
};

export type SentReminder = { tenantId: string; event: OrderEvent };

type Claimed = { tenantId: string; orderId: string; orderNumber: string; since: Date };

/**
 * One pass of the reminders (DESIGN.md "Staff console"): every pending enquiry and every unverified payment
 * proof that has waited 2 h, and was last reminded 2 h ago or never, in shops outside their quiet hours.
 * The rule is isReminderDue's, evaluated in the database: each due row is claimed by one conditional UPDATE,
 * so two instances scanning at once never send the same reminder twice, and a restart loses nothing.
 * Each claimed row is published as a 'reminder' event (SSE and Web Push) and sent to the webhook.
 */
export async function runReminderScan(deps: ReminderDeps, now: Date): Promise<SentReminder[]> {
  const { db } = deps;
  const shops = await db
    .select({ id: tenants.id, timezone: companySettings.timezone })
    .from(tenants)
    .leftJoin(companySettings, eq(companySettings.tenantId, tenants.id))
    .where(eq(tenants.isActive, true));
  const awake = shops
    .filter((shop) => !isQuietHours(now, shop.timezone ?? DEFAULT_SHOP_TIMEZONE))
    .map((shop) => shop.id);
  if (!awake.length) return [];

  const cutoff = new Date(now.getTime() - REMINDER_INTERVAL_MS);
  const due = (arrivedAt: Column, lastRemindedAt: Column) =>
    and(lte(arrivedAt, cutoff), or(isNull(lastRemindedAt), lte(lastRemindedAt, cutoff)));

  const enquiries: Claimed[] = await db
    .update(orders)
    .set({ lastRemindedAt: now })
    .where(
      and(
        inArray(orders.tenantId, awake),
        eq(orders.status, 'pending'),
        due(orders.createdAt, orders.lastRemindedAt),
      ),
    )
    .returning({
      tenantId: orders.tenantId,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      since: orders.createdAt,
    });

  const proofs: Claimed[] = await db
    .update(paymentProofs)
    .set({ lastRemindedAt: now })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, paymentProofs.tenantId),
        eq(orders.id, paymentProofs.orderId),
        ne(orders.status, 'cancelled'),
        inArray(paymentProofs.tenantId, awake),
        eq(paymentProofs.status, 'submitted'),
        due(paymentProofs.createdAt, paymentProofs.lastRemindedAt),
      ),
    )
    .returning({
      tenantId: paymentProofs.tenantId,
      orderId: paymentProofs.orderId,
      orderNumber: orders.orderNumber,
      since: paymentProofs.createdAt,
    });

  const sent = [
    ...enquiries.map((row) => remind(deps, now, row, 'pending_enquiry')),
    ...proofs.map((row) => remind(deps, now, row, 'unverified_proof')),
  ];
  if (sent.length) deps.log.info({ reminders: sent.length }, 'reminders sent');
  return sent;
}

function remind(deps: ReminderDeps, now: Date, row: Claimed, reason: ReminderNotice['reason']): SentReminder {
  const waited = formatWaited(row.since, now);
  const message =
    reason === 'pending_enquiry'
      ? `${row.orderNumber} has waited ${waited} for a call`
      : `The payment proof for ${row.orderNumber} has waited ${waited} to be verified`;
  const event: OrderEvent = {
    type: 'reminder',
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    message,
    at: now.toISOString(),
    reason,
  };
  deps.shopEvents.publish(row.tenantId, event);
  remindInBackground(
    deps.notifier,
    {
      event: 'reminder',
      tenant: row.tenantId,
      reason,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      message,
      waitingSince: row.since.toISOString(),
      at: event.at,
    },
    deps.log,
  );
  return { tenantId: row.tenantId, event };
}
