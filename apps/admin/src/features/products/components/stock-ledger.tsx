import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@pataka/ui/button';
import { Spinner } from '@pataka/ui/spinner';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useStockLedger, type StockMovement } from '../api/stock.ts';

const arrow = (before: number | null, after: number | null) =>
  before === after ? `${after ?? '—'}` : `${before ?? '—'} → ${after ?? '—'}`;

function Why({ m }: { m: StockMovement }) {
  return (
    <>
      <span className="font-semibold text-stone-900">{m.label}</span>
      {m.orderId && m.orderNumber ? (
        <>
          {' '}
          <Link to={paths.enquiry.getHref(m.orderId)} className="text-brand-700 underline">
            {m.orderNumber}
          </Link>
        </>
      ) : null}
      {m.reason && !m.orderNumber && <span className="block text-stone-600">{m.reason}</span>}
    </>
  );
}

/** Who, when, why, on hand and reserved before → after: cards on a phone, a table on the counter PC. */
export function StockLedger({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const ledger = useStockLedger(productId, page);
  if (ledger.isPending) return <Spinner />;
  if (ledger.isError) return <p role="alert">Could not load the ledger: {ledger.error.message}</p>;
  const { data, totalPages } = ledger.data;
  if (data.length === 0) {
    return <p className="text-sm text-stone-600">No stock moves yet — adjust the stock to start counting.</p>;
  }
  return (
    <div>
      <ul className="space-y-2 lg:hidden" aria-label="Stock ledger">
        {data.map((m) => (
          <li key={m.id} className="rounded-lg border border-stone-200 p-2 text-sm">
            <div className="flex justify-between gap-2">
              <span>
                <Why m={m} />
              </span>
              <span className="shrink-0 text-xs text-stone-500">{formatDateTime(m.createdAt)}</span>
            </div>
            <p className="mt-1 text-xs text-stone-700">
              On hand {arrow(m.onHandBefore, m.onHandAfter)} · Reserved{' '}
              {arrow(m.reservedBefore, m.reservedAfter)}
              {m.by ? ` · ${m.by}` : ''}
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm lg:table" aria-label="Stock ledger">
        <thead className="bg-stone-100 text-xs font-semibold text-stone-600 uppercase">
          <tr>
            <th className="px-2 py-2">When</th>
            <th className="px-2 py-2">Why</th>
            <th className="px-2 py-2 text-right">On hand</th>
            <th className="px-2 py-2 text-right">Reserved</th>
            <th className="px-2 py-2">Who</th>
          </tr>
        </thead>
        <tbody>
          {data.map((m) => (
            <tr key={m.id} className="border-t border-stone-100 align-top">
              <td className="px-2 py-2 whitespace-nowrap text-stone-600">{formatDateTime(m.createdAt)}</td>
              <td className="px-2 py-2">
                <Why m={m} />
              </td>
              <td className="px-2 py-2 text-right tabular-nums">{arrow(m.onHandBefore, m.onHandAfter)}</td>
              <td className="px-2 py-2 text-right tabular-nums">
                {arrow(m.reservedBefore, m.reservedAfter)}
              </td>
              <td className="px-2 py-2 text-stone-700">{m.by ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {totalPages > 1 && (
        <div className="mt-2 flex items-center justify-between text-sm">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <span>
            Page {page} of {totalPages}
          </span>
          <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </div>
      )}
    </div>
  );
}
