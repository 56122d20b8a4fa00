import { useQuery } from '@tanstack/react-query';
import type { Dispatch } from '@pataka/domain/api-types';
import type { OrderStatus } from '@pataka/domain/order-status';
import { api } from '../../../lib/api-client.ts';

export type DispatchedRow = Dispatch & {
  orderId: string;
  orderNumber: string;
  orderStatus: OrderStatus;
  contactName: string | null;
  contactPhone: string | null;
};

/** GET /admin/dispatches: one day's dispatches (the shop's today when no date is given). */
export const useDispatchedOn = (date: string | undefined) =>
  useQuery({
    queryKey: ['dispatches', 'day', date ?? 'today'],
    queryFn: () => api.get<{ date: string; dispatches: DispatchedRow[] }>('/admin/dispatches', { date }),
    refetchInterval: 60_000,
  });
