// Customers: search by name or phone (debounced, kept in the URL), paged, a table on the counter PC and
// cards on phones.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatINR } from '@pataka/domain/money';
import { paths } from '../../../config/paths.ts';
import { useCustomers, type CustomerRow } from '../api/get-customers.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { formatPhone } from '../lib/contact-links.ts';
import { formatDate } from '../lib/dates.ts';

const LIMIT = 20;

const value = (c: CustomerRow) => c.orderValue ?? c.totalSpent;

function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (p: number) => void;
}) {
  if (totalPages <= 1) return null;
  const btn =
    'min-h-11 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium disabled:opacity-40 hover:bg-stone-50';
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2 pt-2">
      <button type="button" className={btn} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-sm text-stone-600">
        Page {page} of {totalPages}
      </span>
      <button type="button" className={btn} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

export function CustomersList() {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [input, setInput] = useState(urlSearch);
  const debounced = useDebouncedValue(input.trim(), 300);

  useEffect(() => {
    if (debounced === urlSearch) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced) next.set('search', debounced);
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
    // Only the typed text drives this; the URL is read above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const setPage = (p: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      return next;
    });

  const { data, isPending, isError, error, isFetching } = useCustomers({
    search: urlSearch,
    page,
    limit: LIMIT,
  });

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <label htmlFor="customer-search" className="sr-only">
          Search customers
        </label>
        <input
          id="customer-search"
          type="search"
          inputMode="search"
          autoComplete="off"
          placeholder="Search by name or phone"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none md:max-w-sm"
        />
        {isFetching && !isPending && <span className="text-xs text-stone-500">Updating…</span>}
      </div>

      {isPending ? (
        <p className="text-stone-600">Loading customers…</p>
      ) : isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error.message}
        </p>
      ) : data.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
          {urlSearch
            ? `No customer matches “${urlSearch}”. Check the spelling or search by the last digits of the phone.`
            : 'No customers yet — they appear here after their first enquiry.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600">
            {data.total} customer{data.total === 1 ? '' : 's'}
          </p>
          {/* Phones: cards */}
          <ul className="space-y-2 md:hidden">
            {data.data.map((c) => (
              <li key={c.id}>
                <Link
                  to={paths.customer.getHref(c.id)}
                  className="block rounded-xl border border-stone-200 bg-white p-3 active:bg-stone-50"
                >
                  <div className="flex items-baseline justify-between gap-2">
                    <span className="truncate font-medium">{c.name}</span>
                    <span className="shrink-0 tabular-nums font-medium">{formatINR(value(c))}</span>
                  </div>
                  <div className="mt-0.5 flex items-baseline justify-between gap-2 text-sm text-stone-600">
                    <span className="tabular-nums">{formatPhone(c.phone)}</span>
                    <span>
                      {c.totalOrders} enquir{c.totalOrders === 1 ? 'y' : 'ies'} · {formatDate(c.lastOrderAt)}
                    </span>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          {/* Counter PC: table */}
          <div className="hidden overflow-hidden rounded-xl border border-stone-200 bg-white md:block">
            <table className="w-full text-sm">
              <thead className="bg-stone-50 text-left text-stone-600">
                <tr>
                  <th className="px-4 py-2 font-medium">Name</th>
                  <th className="px-4 py-2 font-medium">Phone</th>
                  <th className="px-4 py-2 text-right font-medium">Enquiries</th>
                  <th className="px-4 py-2 text-right font-medium">Total value</th>
                  <th className="px-4 py-2 font-medium">Last enquiry</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {data.data.map((c) => (
                  <tr key={c.id} className="hover:bg-stone-50">
                    <td className="px-4 py-2">
                      <Link
                        to={paths.customer.getHref(c.id)}
                        className="font-medium text-brand-800 hover:underline"
                      >
                        {c.name}
                      </Link>
                    </td>
                    <td className="px-4 py-2 tabular-nums">{formatPhone(c.phone)}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{c.totalOrders}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{formatINR(value(c))}</td>
                    <td className="px-4 py-2 text-stone-600">{formatDate(c.lastOrderAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
