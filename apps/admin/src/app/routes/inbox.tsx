import { useCallback, useDeferredValue } from 'react';
import { Spinner } from '@pataka/ui/spinner';
import { Button } from '@pataka/ui/button';
import { useNow } from '../../lib/use-now.ts';
import { useOrderCounts } from '../../features/inbox/api/get-order-counts.ts';
import { useOrders } from '../../features/inbox/api/get-orders.ts';
import { InboxFilters } from '../../features/inbox/components/inbox-filters.tsx';
import { InboxList } from '../../features/inbox/components/inbox-list.tsx';
import { useInboxFilters } from '../../features/inbox/hooks/use-inbox-filters.ts';

export function Component() {
  const { filters, update } = useInboxFilters();
  const orders = useOrders(filters);
  // A page of rows is drawn at low priority (useDeferredValue, decision 148): React renders it in slices and lets a tap
  // in between, where a plain render of 20 cards is one long task on a phone at 4× CPU.
  const shown = useDeferredValue(orders.data);
  const onPage = useCallback((page: number) => update({ page }), [update]);
  const counts = useOrderCounts();
  const now = useNow();
  const pending = counts.data?.byStatus.pending;
  const toVerify = counts.data?.byPaymentStatus.submitted;
  const filtered = Boolean(
    filters.status ||
    filters.paymentStatus ||
    filters.waiting ||
    filters.search ||
    filters.from ||
    filters.to,
  );

  return (
    <div className="mx-auto max-w-6xl px-3 py-3 lg:px-6 lg:py-5">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h1 className="text-xl font-bold text-brand-900">Enquiries</h1>
        {counts.data && (
          <p className="text-sm text-stone-600">
            <span className="font-semibold text-stone-900 tabular-nums">{pending ?? 0}</span> to call
            {' · '}
            <span className="font-semibold text-stone-900 tabular-nums">{toVerify ?? 0}</span> proofs to
            verify
            {counts.data.urgent > 0 && (
              <>
                {' · '}
                <span className="font-semibold text-red-700 tabular-nums">{counts.data.urgent} urgent</span>
              </>
            )}
          </p>
        )}
      </div>
      <InboxFilters filters={filters} counts={counts.data} update={update} />
      <div
        className={`mt-3 transition-opacity ${orders.isPlaceholderData || (shown && shown !== orders.data) ? 'opacity-60' : ''}`}
      >
        {orders.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">Could not load the enquiries: {orders.error.message}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void orders.refetch()}>
              Try again
            </Button>
          </div>
        ) : shown ? (
          <InboxList result={shown} now={now} filtered={filtered} onPage={onPage} />
        ) : (
          <div className="flex justify-center py-16 text-brand-700">
            <Spinner />
          </div>
        )}
      </div>
    </div>
  );
}
