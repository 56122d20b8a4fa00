import { sql } from 'drizzle-orm';
import { orderCounters } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';

export const formatOrderNumber = (n: number) => `ENQ-${String(n).padStart(6, '0')}`;

/**
 * The tenant's next enquiry number, inside the creating transaction: the counter row is locked until
 * commit, so numbers are unique and a rolled-back enquiry gives its number back (no gaps from refusals).
 */
export async function nextOrderNumber(tx: Db, tenantId: string): Promise<string> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ tenantId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderCounters.tenantId,
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: orderCounters.lastNumber });
  if (!row) throw new Error('order counter did not return a number');
  return formatOrderNumber(row.lastNumber);
}
