import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus, PaymentStatus } from '@pataka/domain/order-status';
import { api } from '../../../lib/api-client.ts';

export type OrderCounts = {
  total: number;
  byStatus: Partial<Record<OrderStatus, number>>;
  byPaymentStatus: Partial<Record<PaymentStatus, number>>;
  overdue: number;
  urgent: number;
};

type Raw = Record<string, unknown>;
const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, number>) : {});
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** Tolerates either naming the server may use ("byStatus" or "status"/"statuses"). */
export function normaliseCounts(raw: Raw): OrderCounts {
  const byStatus = record(raw.byStatus ?? raw.statuses ?? raw.status);
  const byPaymentStatus = record(raw.byPaymentStatus ?? raw.paymentStatuses ?? raw.paymentStatus);
  const total = num(raw.total) || num(raw.all) || Object.values(byStatus).reduce((a, b) => a + num(b), 0);
  return { total, byStatus, byPaymentStatus, overdue: num(raw.overdue), urgent: num(raw.urgent) };
}

export const orderCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['order-counts'],
    queryFn: async () => normaliseCounts(await api.get<Raw>('/admin/orders/counts')),
  });

export function useOrderCounts() {
  return useQuery(orderCountsQueryOptions());
}
