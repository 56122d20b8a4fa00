// The catalogue's index: find a product, flip its stock in place, or change many at once.
import { useCallback, useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@pataka/ui/button';
import { Spinner } from '@pataka/ui/spinner';
import { PlusIcon } from '@pataka/ui/icons';
import { paths } from '../../../config/paths.ts';
import { useCategoryRefs } from '../api/get-catalogue-refs.ts';
import { useProducts } from '../api/get-products.ts';
import { useProductFilters } from '../hooks/use-product-filters.ts';
import { BulkActionBar } from './bulk-action-bar.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { ProductFilters } from './product-filters.tsx';
import { ProductList } from './product-list.tsx';

export function ProductsScreen() {
  const { filters, update, filtered } = useProductFilters();
  const products = useProducts(filters);
  // A page of rows is drawn at low priority (useDeferredValue, decision 148): React renders it in slices and lets a tap
  // in between, where a plain render of 25 cards is one long task on a phone at 4× CPU.
  const shown = useDeferredValue(products.data);
  const categories = useCategoryRefs();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  // Stable, so ticking one row draws that row again, not the page (the rows are memoised).
  const select = useCallback(
    (ids: string[], on: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  const onPage = useCallback((page: number) => update({ page }), [update]);

  return (
    <div className="mx-auto max-w-6xl px-3 py-3 lg:px-6 lg:py-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold text-brand-900">
          Products
          {products.data && (
            <span className="ml-2 text-sm font-normal text-stone-600 tabular-nums">
              {products.data.total}
            </span>
          )}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={paths.productNew.getHref()} className={buttonClasses('primary', 'sm')}>
            <PlusIcon className="size-4" />
            Add product
          </Link>
          <Link to={paths.importPriceList.getHref()} className={buttonClasses('outline', 'sm')}>
            Import price list
          </Link>
          <ExportButtons variant="ghost" />
        </div>
      </div>
      <ProductFilters filters={filters} categories={categories.data ?? []} update={update} />
      <div
        className={`mt-3 transition-opacity ${products.isPlaceholderData || (shown && shown !== products.data) ? 'opacity-60' : ''}`}
      >
        {products.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">Could not load the products: {products.error.message}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void products.refetch()}>
              Try again
            </Button>
          </div>
        ) : shown ? (
          <ProductList
            result={shown}
            filtered={filtered}
            selected={selected}
            onSelect={select}
            onPage={onPage}
          />
        ) : (
          <div className="flex justify-center py-16 text-brand-700">
            <Spinner />
          </div>
        )}
      </div>
      {selected.size > 0 && (
        <BulkActionBar
          ids={[...selected]}
          onDone={() => setSelected(new Set())}
          onClear={() => setSelected(new Set())}
        />
      )}
    </div>
  );
}
