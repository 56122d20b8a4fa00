// "Dispatched today" (issue 27): what left the shop on a day, newest first, with the LR to read out to a
// shopper who calls, the freight to collect, and a tap through to the enquiry.
import { Link, useSearchParams } from 'react-router';
import { formatINR } from '@pataka/domain/money';
import { EmptyState, LoadError } from '../../../components/bits.tsx';
import { paths } from '../../../config/paths.ts';
import { telHref } from '../../../lib/format.ts';
import { useDispatchedOn } from '../api/dispatched-today.ts';

export function DispatchedTodayScreen() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || undefined;
  const day = useDispatchedOn(date);
  const rows = day.data?.dispatches ?? [];
  const cases = rows.reduce((sum, r) => sum + r.cases, 0);
  const toCollect = rows.reduce((sum, r) => sum + (r.freight?.mode === 'to_pay' ? r.freight.amount : 0), 0);
  return (
    <div className="mx-auto max-w-3xl px-3 py-3 lg:px-6 lg:py-5">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-xl font-bold text-brand-900">Dispatched {date ? `on ${date}` : 'today'}</h1>
        <label className="text-sm text-stone-700">
          <span className="sr-only">Day</span>
          <input
            type="date"
            value={day.data?.date ?? date ?? ''}
            onChange={(e) => setParams(e.target.value ? { date: e.target.value } : {})}
            className="h-10 rounded-lg border border-stone-300 px-2"
          />
        </label>
      </div>
      {day.isError ? (
        <LoadError message={day.error.message} onRetry={() => void day.refetch()} />
      ) : day.isPending ? (
        <p className="text-sm text-stone-600">Loading…</p>
      ) : rows.length === 0 ? (
        <EmptyState>Nothing dispatched yet — record a dispatch from a paid enquiry's page.</EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-stone-700">
            {rows.length} {rows.length === 1 ? 'dispatch' : 'dispatches'} · {cases} cases
            {toCollect > 0 && ` · ${formatINR(toCollect)} freight to pay at branches`}
          </p>
          <ul
            className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white"
            aria-label="Dispatches"
          >
            {rows.map((r) => (
              <li key={r.id} className="flex items-start gap-3 px-3 py-3 text-sm">
                <div className="min-w-0 flex-1">
                  <Link to={paths.enquiry.getHref(r.orderId)} className="font-bold text-brand-800 underline">
                    {r.orderNumber}
                  </Link>{' '}
                  <span className="text-stone-700">{r.contactName}</span>
                  <p className="text-stone-900">
                    {r.kind === 'transport' ? (
                      <>
                        {r.transportName} · LR <span className="font-mono font-semibold">{r.lrNumber}</span>
                      </>
                    ) : (
                      'Ready to collect'
                    )}
                  </p>
                  <p className="text-stone-600">
                    {r.cases} {r.cases === 1 ? 'case' : 'cases'}
                    {r.branch && ` → ${r.branch.name}, ${r.branch.city}`}
                    {r.freight?.mode === 'to_pay' && ` · to pay ${formatINR(r.freight.amount)}`}
                    {!r.lrCopyUrl && r.kind === 'transport' && ' · no LR photo yet'}
                  </p>
                </div>
                {r.contactPhone && (
                  <a
                    href={telHref(r.contactPhone)}
                    className="shrink-0 rounded-lg border border-brand-200 px-3 py-2 font-semibold text-brand-800"
                  >
                    Call
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
