import { useEffect, useState } from 'react';
import { ORDER_STATUSES, PAYMENT_STATUSES, STATUS_LABELS } from '@pataka/domain/order-status';
import { SearchIcon } from '@pataka/ui/icons';
import { useDebounced } from '../../../lib/use-debounced.ts';
import type { OrderCounts } from '../api/get-order-counts.ts';
import type { InboxFilters as Filters } from '../hooks/use-inbox-filters.ts';

const PAYMENT_FILTER_LABELS = {
  pending: 'Pending',
  submitted: 'Submitted (proof to verify)',
  verified: 'Verified',
  rejected: 'Rejected',
} as const;

type Props = {
  filters: Filters;
  counts: OrderCounts | undefined;
  update: (changes: Record<string, string | number | undefined>) => void;
};

function Tab({
  active,
  onClick,
  label,
  count,
  tone = '',
}: {
  active: boolean;
  onClick: () => void;
  label: string;
  count?: number;
  tone?: string;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      onClick={onClick}
      className={`inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold whitespace-nowrap ${
        active
          ? 'border-brand-700 bg-brand-700 text-white'
          : `border-stone-300 bg-white text-stone-800 ${tone}`
      }`}
    >
      {label}
      {count !== undefined && (
        <span
          className={`rounded-full px-1.5 text-xs tabular-nums ${active ? 'bg-white/20' : 'bg-stone-100'}`}
        >
          {count}
        </span>
      )}
    </button>
  );
}

export function InboxFilters({ filters, counts, update }: Props) {
  const [search, setSearch] = useState(filters.search ?? '');
  const debounced = useDebounced(search.trim(), 350);
  useEffect(() => {
    if (debounced !== (filters.search ?? '')) update({ q: debounced });
    // Only a change typed by staff updates the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const field = 'h-10 rounded-lg border border-stone-300 bg-white px-2 text-sm';
  return (
    <div className="space-y-3">
      <div
        role="tablist"
        aria-label="Status"
        className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none]"
      >
        <Tab
          active={!filters.status && !filters.waiting}
          onClick={() => update({ status: undefined, waiting: undefined })}
          label="All"
          count={counts?.total}
        />
        {ORDER_STATUSES.map((s) => {
          const count = counts?.byStatus[s] ?? 0;
          if (count === 0 && !['pending', 'confirmed', 'processing'].includes(s) && filters.status !== s)
            return null;
          return (
            <Tab
              key={s}
              active={filters.status === s}
              onClick={() => update({ status: s, waiting: undefined })}
              label={STATUS_LABELS[s]}
              count={counts ? count : undefined}
            />
          );
        })}
        {(counts?.overdue ?? 0) > 0 && (
          <Tab
            active={filters.waiting === 'overdue'}
            onClick={() => update({ waiting: 'overdue', status: undefined })}
            label="Overdue"
            count={counts?.overdue}
            tone="border-amber-400"
          />
        )}
        {(counts?.urgent ?? 0) > 0 && (
          <Tab
            active={filters.waiting === 'urgent'}
            onClick={() => update({ waiting: 'urgent', status: undefined })}
            label="Urgent"
            count={counts?.urgent}
            tone="border-red-400 text-red-800"
          />
        )}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-end">
        <label className="relative col-span-2 sm:w-72">
          <span className="sr-only">Search by enquiry number, phone or name</span>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-stone-500" />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Enquiry no., phone or name"
            className={`${field} w-full pl-8`}
          />
        </label>
        <label className="col-span-2 text-xs font-semibold text-stone-700 sm:col-span-1">
          Payment
          <select
            value={filters.paymentStatus ?? ''}
            onChange={(e) => update({ payment: e.target.value || undefined })}
            className={`${field} mt-0.5 block w-full sm:w-56`}
          >
            <option value="">Any payment status</option>
            {PAYMENT_STATUSES.map((p) => (
              <option key={p} value={p}>
                {PAYMENT_FILTER_LABELS[p]}
                {counts?.byPaymentStatus[p] !== undefined ? ` (${counts.byPaymentStatus[p]})` : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-semibold text-stone-700">
          From
          <input
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => update({ from: e.target.value || undefined })}
            className={`${field} mt-0.5 block w-full`}
          />
        </label>
        <label className="text-xs font-semibold text-stone-700">
          To
          <input
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => update({ to: e.target.value || undefined })}
            className={`${field} mt-0.5 block w-full`}
          />
        </label>
      </div>
    </div>
  );
}
