import { memo } from 'react';
import { Button } from '@pataka/ui/button';
import type { Paged } from '../../../lib/api-client.ts';
import { turnPage } from '../../../components/bits.tsx';
import { useWideLayout } from '../../../lib/use-wide-layout.ts';
import type { StaffOrder } from '../../../lib/order-types.ts';
import { InboxCard, InboxTableRow } from './inbox-row.tsx';

type Props = {
  result: Paged<StaffOrder>;
  now: Date;
  filtered: boolean;
  onPage: (page: number) => void;
};

/** Memoised: the counts or the filters changing above it do not draw the rows again. */
export const InboxList = memo(function InboxList({ result, now, filtered, onPage }: Props) {
  // Only the layout on screen is rendered (lib/use-wide-layout.ts).
  const wide = useWideLayout();
  if (result.data.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
        {filtered ? (
          <p className="font-semibold text-stone-700">No enquiries match these filters.</p>
        ) : (
          <>
            <p className="text-lg font-bold text-brand-900">No enquiries yet — share your shop link</p>
            <p className="mt-1 text-sm text-stone-600">New enquiries appear here the moment they arrive.</p>
          </>
        )}
      </div>
    );
  }
  return (
    <>
      {!wide && (
        <ul className="space-y-2 lg:hidden">
          {result.data.map((order) => (
            <InboxCard key={order.id} order={order} now={now} />
          ))}
        </ul>
      )}
      {wide && (
        <div className="hidden overflow-hidden rounded-xl border border-stone-200 bg-white lg:block">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-100 text-xs font-semibold tracking-wide text-stone-600 uppercase">
              <tr>
                <th className="px-3 py-2">Enquiry</th>
                <th className="px-3 py-2">Customer</th>
                <th className="px-3 py-2">Phone</th>
                <th className="px-3 py-2 text-right">Total</th>
                <th className="px-3 py-2 text-right">Items</th>
                <th className="px-3 py-2">Status</th>
                <th className="px-3 py-2">Payment</th>
                <th className="px-3 py-2">Waiting</th>
              </tr>
            </thead>
            <tbody>
              {result.data.map((order) => (
                <InboxTableRow key={order.id} order={order} now={now} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.totalPages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={result.page <= 1}
            onClick={() => turnPage(onPage, result.page - 1)}
          >
            Previous
          </Button>
          <p className="text-sm text-stone-600 tabular-nums">
            Page {result.page} of {result.totalPages} · {result.total} enquiries
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={result.page >= result.totalPages}
            onClick={() => turnPage(onPage, result.page + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </>
  );
});
