import { and, desc, eq, gte, ne, notInArray, sql } from 'drizzle-orm';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@pataka/domain/order-status';
import { orderItems, orders, paymentProofs } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { NON_REVENUE_STATUSES } from './order-statistics.ts';
import { waitingCondition } from './waiting.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// India has one zone and no daylight saving: midnight there is a fixed offset from UTC (as in date-range.ts).
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Midnight in India time of the day `now` falls on. */
export function startOfIndiaDay(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS);
}

const count = (where?: ReturnType<typeof sql>) =>
  where ? sql<number>`(count(*) filter (where ${where}))::int` : sql<number>`count(*)::int`;
const paise = (expr: ReturnType<typeof sql>) => sql<string>`coalesce(${expr}, 0)::bigint`.mapWith(Number);

/** Pending enquiries and how many wait ≥ 2 h / ≥ 24 h. */
async function waitingCounts(db: Db, tenantId: string, now: Date) {
  const [row] = await db
    .select({
      pending: count(sql`${orders.status} = 'pending'`),
      overdue: count(sql`${waitingCondition('overdue', now)}`),
      urgent: count(sql`${waitingCondition('urgent', now)}`),
    })
    .from(orders)
    .where(eq(orders.tenantId, tenantId));
  return { pending: row?.pending ?? 0, overdue: row?.overdue ?? 0, urgent: row?.urgent ?? 0 };
}

/** Payment proofs uploaded and not yet verified or rejected. */
async function proofsToVerify(db: Db, tenantId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.tenantId, tenantId), eq(paymentProofs.status, 'submitted')));
  return row?.n ?? 0;
}

/** The inbox header: counts per status and payment status, waiting enquiries, proofs to verify. */
export async function orderCounts(db: Db, tenantId: string, now: Date) {
  const groups = await db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, n: count() })
    .from(orders)
    .where(eq(orders.tenantId, tenantId))
    .groupBy(orders.status, orders.paymentStatus);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  const byPaymentStatus = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  let total = 0;
  for (const g of groups) {
    byStatus[g.status] = (byStatus[g.status] ?? 0) + g.n;
    byPaymentStatus[g.paymentStatus] = (byPaymentStatus[g.paymentStatus] ?? 0) + g.n;
    total += g.n;
  }
  const { overdue, urgent } = await waitingCounts(db, tenantId, now);
  return {
    byStatus,
    byPaymentStatus,
    overdue,
    urgent,
    proofsToVerify: await proofsToVerify(db, tenantId),
    total,
  };
}

/**
 * The dashboard, in paise. Today starts at midnight India time, the week is the last 7 days including
 * today; their counts are every enquiry received, their values leave out cancelled and refunded ones.
 * Top products: by quantity over the last 30 days, cancelled enquiries left out.
 */
export async function dashboardFigures(db: Db, tenantId: string, now: Date) {
  const today = startOfIndiaDay(now);
  const week = new Date(today.getTime() - 6 * DAY_MS);
  const revenue = notInArray(orders.status, [...NON_REVENUE_STATUSES]);
  const sinceToday = sql`${orders.createdAt} >= ${today.toISOString()}::timestamptz`;
  const [received] = await db
    .select({
      todayCount: count(sinceToday),
      todayPaise: paise(sql`sum(${orders.totalPaise}) filter (where ${sinceToday} and ${revenue})`),
      weekCount: count(),
      weekPaise: paise(sql`sum(${orders.totalPaise}) filter (where ${revenue})`),
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), gte(orders.createdAt, week)));
  const byStatus = await db
    .select({ status: orders.status, count: count(), valuePaise: paise(sql`sum(${orders.totalPaise})`) })
    .from(orders)
    .where(eq(orders.tenantId, tenantId))
    .groupBy(orders.status);
  const quantity = sql<number>`sum(${orderItems.quantity})::int`;
  const topProducts = await db
    .select({
      productId: orderItems.productId,
      // The name on the latest enquiry: products get renamed.
      productName: sql<string>`(array_agg(${orderItems.productName} order by ${orders.createdAt} desc))[1]`,
      quantity,
      valuePaise: paise(sql`sum(${orderItems.totalPaise})`),
    })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.tenantId, orderItems.tenantId), eq(orders.id, orderItems.orderId)))
    .where(
      and(
        eq(orderItems.tenantId, tenantId),
        ne(orders.status, 'cancelled'),
        gte(orders.createdAt, new Date(now.getTime() - 30 * DAY_MS)),
      ),
    )
    .groupBy(orderItems.productId)
    .orderBy(desc(quantity), orderItems.productId)
    .limit(5);
  const order = (s: string) => ORDER_STATUSES.indexOf(s as (typeof ORDER_STATUSES)[number]);
  return {
    today: { count: received?.todayCount ?? 0, valuePaise: received?.todayPaise ?? 0 },
    week: { count: received?.weekCount ?? 0, valuePaise: received?.weekPaise ?? 0 },
    ...(await waitingCounts(db, tenantId, now)),
    proofsToVerify: await proofsToVerify(db, tenantId),
    valueByStatus: byStatus.sort((a, b) => order(a.status) - order(b.status)),
    topProducts,
  };
}
