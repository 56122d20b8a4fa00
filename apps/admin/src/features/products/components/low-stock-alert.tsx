import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { stockSummaryQueryOptions } from '../api/stock.ts';

/**
 * The dashboard's stock alert: how many counted products are at or below their low-stock level and how
 * many are sold out, linking to the filtered list. Nothing shows while nothing is counted or short.
 */
export function LowStockAlert() {
  const { data } = useQuery({ ...stockSummaryQueryOptions(), refetchInterval: 60_000 });
  if (!data || data.low + data.soldOut === 0) return null;
  return (
    <Link
      to={`${paths.products.getHref()}?stock=low`}
      role="status"
      className="mb-4 flex items-center justify-between gap-3 rounded-xl border border-saffron-400 bg-saffron-50 px-4 py-3 text-sm text-brand-950 hover:bg-saffron-100"
    >
      <span>
        <b className="text-base">{data.low}</b> {data.low === 1 ? 'product is' : 'products are'} low on stock
        {data.soldOut > 0 && (
          <>
            {' · '}
            <b className="text-base">{data.soldOut}</b> sold out
          </>
        )}
      </span>
      <span className="font-semibold underline">Low stock →</span>
    </Link>
  );
}
