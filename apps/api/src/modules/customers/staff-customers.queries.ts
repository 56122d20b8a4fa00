import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { likePattern } from '../staff-orders/staff-orders.queries.ts';

const theirOrders = sql`${orders.tenantId} = ${customers.tenantId} and ${orders.customerId} = ${customers.id}`;

/** One page of the tenant's customers, newest first, searched by name or phone; with their enquiry totals. */
export async function listCustomersForStaff(
  db: Db,
  tenantId: string,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const pattern = search ? likePattern(search) : null;
  const where = and(
    eq(customers.tenantId, tenantId),
    pattern ? or(ilike(customers.name, pattern), ilike(customers.phone, pattern)) : undefined,
  );
  const rows = await db
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
      tier: customers.tier,
      totalOrders: customers.totalOrders,
      totalSpentPaise: customers.totalSpentPaise,
      createdAt: customers.createdAt,
      lastOrderAt: sql<
        string | null
      >`(select max(${orders.createdAt}) from ${orders} where ${theirOrders})`.mapWith(
        (v: string | Date | null) => (v === null ? null : new Date(v)),
      ),
      orderValuePaise: sql<string>`(select coalesce(sum(${orders.totalPaise}), 0) from ${orders}
        where ${theirOrders} and ${orders.status} <> 'cancelled')::bigint`.mapWith(Number),
    })
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}
