import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@pataka/domain/order-status';
import { api } from '../../../lib/api-client.ts';

export type CountValue = { count: number; value: number };
export type Dashboard = {
  today: CountValue;
  week: CountValue;
  pending: number;
  overdue: number;
  urgent: number;
  proofsToVerify: number;
  valueByStatus: { status: OrderStatus; count: number; value: number }[];
  topProducts: { productId: string; productName: string; quantity: number; value: number }[];
};

export const getDashboard = () => api.get<Dashboard>('/admin/dashboard');

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard, refetchInterval: 60_000 });

export const useDashboard = () => useQuery(dashboardQueryOptions());
