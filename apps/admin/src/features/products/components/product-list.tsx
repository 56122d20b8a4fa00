import { memo } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@pataka/ui/button';
import { paths } from '../../../config/paths.ts';
import { turnPage } from '../../../components/bits.tsx';
import type { Paged } from '../../../lib/api-client.ts';
import { useWideLayout } from '../../../lib/use-wide-layout.ts';
import type { AdminProduct } from '../api/product-types.ts';
import { ProductCard, ProductTableRow } from './product-row.tsx';

type Props = {
  result: Paged<AdminProduct>;
  filtered: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onPage: (page: number) => void;
};

/** Memoised: the categories or the filters changing above it do not draw the rows again. */
export const ProductList = memo(function ProductList({
  result,
  filtered,
  selected,
  onSelect,
  onPage,
}: Props) {
  // Only the layout on screen is rendered (lib/use-wide-layout.ts).
  const wide = useWideLayout();
  if (result.data.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
        {filtered ? (
          <p className="font-semibold text-stone-700">No products match these filters.</p>
        ) : (
          <>
            <p className="text-lg font-bold text-brand-900">
              No products yet — add one or import your price list
            </p>
            <div className="mt-4 flex flex-col justify-center gap-2 sm:flex-row">
              <Link to={paths.productNew.getHref()} className={buttonClasses('primary')}>
                Add product
              </Link>
              <Link to={paths.importPriceList.getHref()} className={buttonClasses('outline')}>
                Import price list
              </Link>
            </div>
          </>
        )}
      </div>
    );
  }
  const ids = result.data.map((p) => p.id);
  const allSelected = ids.every((id) => selected.has(id));
  return (
    <>
      {!wide && (
        <>
          <label className="mb-2 flex items-center gap-2 px-3 text-sm text-stone-700 lg:hidden">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={(e) => onSelect(ids, e.target.checked)}
              className="size-5 accent-brand-700"
            />
            Select all on this page
          </label>
          <ul className="space-y-2 lg:hidden">
            {result.data.map((p) => (
              <ProductCard key={p.id} product={p} selected={selected.has(p.id)} onSelect={onSelect} />
            ))}
          </ul>
        </>
      )}
      {wide && (
        <div className="hidden overflow-hidden rounded-xl border border-stone-200 bg-white lg:block">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-100 text-xs font-semibold tracking-wide text-stone-600 uppercase">
              <tr>
                <th className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    checked={allSelected}
                    onChange={(e) => onSelect(ids, e.target.checked)}
                    aria-label="Select all on this page"
                    className="size-5 accent-brand-700"
                  />
                </th>
                <th className="px-2 py-2">Product</th>
                <th className="px-2 py-2">SKU</th>
                <th className="px-2 py-2">Price</th>
                <th className="px-2 py-2">Category</th>
                <th className="px-2 py-2">Tags</th>
                <th className="px-2 py-2 text-right">Available</th>
                <th className="px-2 py-2 text-right">Reserved</th>
                <th className="px-2 py-2 text-right">On hand</th>
                <th className="px-3 py-2">Selling</th>
              </tr>
            </thead>
            <tbody>
              {result.data.map((p) => (
                <ProductTableRow key={p.id} product={p} selected={selected.has(p.id)} onSelect={onSelect} />
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
            Page {result.page} of {result.totalPages} · {result.total} products
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
