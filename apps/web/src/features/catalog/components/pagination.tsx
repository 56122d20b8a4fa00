import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '@pataka/ui/icons';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { catalogText } from '../messages.ts';

const linkClasses =
  'inline-flex h-11 items-center gap-1 rounded-lg border border-stone-300 px-4 text-sm font-semibold text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-saffron-500';

/**
 * A list draws one short page (BROWSE_PAGE_SIZE cards, decision 147); "Show more products" adds the next
 * page under it. Both are real links (?page=N): without JavaScript they open that page from the server,
 * with it "more" appends in place (onMore) and "previous" is a client navigation.
 */
export function MorePager({
  firstPage,
  lastPage,
  totalPages,
  shown,
  total,
  loading,
  hrefFor,
  onMore,
}: {
  /** The page the URL names (the first one drawn). */
  firstPage: number;
  /** The last page drawn so far (first + the ones "more" added). */
  lastPage: number;
  totalPages: number;
  shown: number;
  total: number;
  loading: boolean;
  hrefFor: (page: number) => string;
  onMore: () => void;
}) {
  if (totalPages <= 1) return null;
  const more = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window still opens the page itself.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (!loading) onMore();
  };
  return (
    <nav aria-label={catalogText.pagination} className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-stone-600">{catalogText.showing(shown, total)}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {firstPage > 1 && (
          <Link to={hrefFor(firstPage - 1)} className={linkClasses}>
            <ChevronLeftIcon className="size-4" /> {catalogText.previousProducts}
          </Link>
        )}
        {lastPage < totalPages && (
          <Link
            to={hrefFor(lastPage + 1)}
            onClick={more}
            aria-busy={loading || undefined}
            className={`${linkClasses} ${loading ? 'opacity-60' : ''}`}
          >
            {catalogText.showMore} <ChevronRightIcon className="size-4" />
          </Link>
        )}
      </div>
    </nav>
  );
}
