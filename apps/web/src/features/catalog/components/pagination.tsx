import { ChevronLeftIcon } from '@pataka/ui/icons';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { catalogText } from '../messages.ts';

/** Previous / next paging for catalogue lists (100 per page, §9). */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const btn =
    'inline-flex h-10 items-center gap-1 rounded-lg border border-stone-300 px-3 text-sm font-semibold text-stone-700 hover:bg-stone-50 disabled:opacity-40';
  return (
    <nav aria-label={catalogText.pagination} className="mt-8 flex items-center justify-center gap-3">
      <button type="button" className={btn} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon className="size-4" /> {catalogText.previous}
      </button>
      <span className="text-sm text-stone-600" aria-current="page">
        {catalogText.pageOf(page, totalPages)}
      </span>
      <button type="button" className={btn} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {catalogText.next} <ChevronRightIcon className="size-4" />
      </button>
    </nav>
  );
}
