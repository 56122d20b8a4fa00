import { toRupees } from '@pataka/domain/money';
import type { OrderStatus } from '@pataka/domain/order-status';

/** Enquiries that did not turn into a sale: counted as orders, not as revenue. */
export const NON_REVENUE_STATUSES: readonly string[] = ['cancelled', 'refunded'];

export type OrderStatistics = {
  totalOrders: number;
  totalRevenue: number;
  averageOrderValue: number;
  ordersByStatus: Partial<Record<OrderStatus, number>>;
};

/**
 * totalOrders counts every enquiry in the window; totalRevenue sums the totals of those not cancelled
 * or refunded (enquiries still in progress count: they are the shop's order book); the average is
 * revenue over those same enquiries, to the paisa.
 */
export function summariseOrders(
  groups: { status: string; count: number; totalPaise: number }[],
): OrderStatistics {
  let totalOrders = 0;
  let revenueOrders = 0;
  let revenuePaise = 0;
  const ordersByStatus: Partial<Record<OrderStatus, number>> = {};
  for (const g of groups) {
    totalOrders += g.count;
    ordersByStatus[g.status as OrderStatus] = g.count;
    if (!NON_REVENUE_STATUSES.includes(g.status)) {
      revenueOrders += g.count;
      revenuePaise += g.totalPaise;
    }
  }
  return {
    totalOrders,
    totalRevenue: toRupees(revenuePaise),
    averageOrderValue: revenueOrders ? toRupees(revenuePaise / revenueOrders) : 0,
    ordersByStatus,
  };
}
