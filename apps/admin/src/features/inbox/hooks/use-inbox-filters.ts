// The inbox's filters live in the URL query, so a filtered view can be shared and survives a reload.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  isOrderStatus,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@pataka/domain/order-status';

export type InboxFilters = {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  waiting?: 'overdue' | 'urgent';
  search?: string;
  from?: string;
  to?: string;
  page: number;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters a URL query names (also read before the screen renders, app/prefetch-lists.ts). */
export function inboxFiltersFrom(params: URLSearchParams): InboxFilters {
  const status = params.get('status') ?? '';
  const payment = params.get('payment') ?? '';
  const waiting = params.get('waiting');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page'));
  return {
    status: isOrderStatus(status) ? status : undefined,
    paymentStatus: (PAYMENT_STATUSES as readonly string[]).includes(payment)
      ? (payment as PaymentStatus)
      : undefined,
    waiting: waiting === 'overdue' || waiting === 'urgent' ? waiting : undefined,
    search: params.get('q')?.trim() || undefined,
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function useInboxFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => inboxFiltersFrom(params), [params]);

  /** Sets some query keys (empty removes them); any change but paging goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { filters, update };
}
