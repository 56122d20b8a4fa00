import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '@pataka/domain/order-status';
import { customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import type { OrderRow } from '../orders/order.dto.ts';
import { orderColumns } from '../orders/order.queries.ts';
import { waitingCondition, type WaitingLevel } from './waiting.ts';

export type OrderFilters = {
  status?: OrderStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  search?: string | undefined;
  paymentStatus?: PaymentStatus | undefined;
  customerId?: string | undefined;
  /** Pending enquiries waiting ≥ 2 h ('overdue') or ≥ 24 h ('urgent') at `now`. */
  waiting?: WaitingLevel | undefined;
  now?: Date | undefined;
};

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterConditions(tenantId: string, f: OrderFilters): SQL | undefined {
  const pattern = f.search ? likePattern(f.search) : null;
  return and(
    eq(orders.tenantId, tenantId),
    f.status ? eq(orders.status, f.status) : undefined,
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.to ? lte(orders.createdAt, f.to) : undefined,
    f.paymentStatus ? eq(orders.paymentStatus, f.paymentStatus) : undefined,
    f.customerId ? eq(orders.customerId, f.customerId) : undefined,
    f.waiting ? waitingCondition(f.waiting, f.now ?? new Date()) : undefined,
    pattern
      ? or(
          ilike(orders.orderNumber, pattern),
          ilike(orders.contactName, pattern),
          ilike(orders.contactPhone, pattern),
          ilike(customers.name, pattern),
          ilike(customers.phone, pattern),
        )
      : undefined,
  );
}

const customerJoin = and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId));

/** One page of the tenant's enquiries, newest first, and how many match in all. */
export async function listOrdersForStaff(
  db: Db,
  tenantId: string,
  filters: OrderFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = filterConditions(tenantId, filters);
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(customers, customerJoin)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(customers, customerJoin)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Count and value of enquiries per status created in the window. */
export function orderTotalsByStatus(
  db: Db,
  tenantId: string,
  range: { from?: Date | undefined; to?: Date | undefined },
) {
  return db
    .select({
      status: orders.status,
      count: sql<number>`count(*)::int`,
      totalPaise: sql<string>`coalesce(sum(${orders.totalPaise}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        range.from ? gte(orders.createdAt, range.from) : undefined,
        range.to ? lte(orders.createdAt, range.to) : undefined,
      ),
    )
    .groupBy(orders.status);
}
