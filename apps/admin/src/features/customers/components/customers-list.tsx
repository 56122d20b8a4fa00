// Customers: search by name or phone (debounced, kept in the URL), paged, a table on the counter PC and
// cards on phones.
import { Link } from 'react-router';
import { formatINR } from '@pataka/domain/money';
import { Pager, SearchBox } from '../../../components/bits.tsx';
import { paths } from '../../../config/paths.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useCustomers, type CustomerRow } from '../api/get-customers.ts';
import { formatPhone } from '../lib/contact-links.ts';
import { formatDate } from '../lib/dates.ts';

const LIMIT = 20;

const value = (c: CustomerRow) => c.orderValue ?? c.totalSpent;

export function CustomersList() {
  const { search: urlSearch, page, input, setInput, setPage } = useListParams();

  const { data, isPending, isError, error, isFetching } = useCustomers({
    search: urlSearch,
    page,
    limit: LIMIT,
  });

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <SearchBox
          label="Search customers"
          placeholder="Search by name or phone"
          value={input}
          onChange={setInput}
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
