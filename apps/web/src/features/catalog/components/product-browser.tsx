import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import type { Product } from '@pataka/domain/api-types';
import { SearchIcon } from '@pataka/ui/icons';
import { productsQueryOptions, useProducts } from '../api/get-products.ts';
import { useCategories } from '../api/get-categories.ts';
import { localName } from '../../../i18n/local-name.ts';
import { catalogText } from '../messages.ts';
import { filtersFromParams, PRICE_RANGES, priceRangeValue, SORT_OPTIONS } from './browse-params.ts';
import { MorePager } from './pagination.tsx';
import { ProductGrid } from './product-grid.tsx';

const control =
  'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-200';

/**
 * Filterable, paged product list; every choice is kept in the URL. With `category` fixed (the category
 * page) the category filter is hidden.
 */
export function ProductBrowser({
  category,
  renderFavorite,
}: {
  category?: string;
  renderFavorite?: (product: Product) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params, category);
  const products = useProducts(filters);
  // Pages "Show more products" added under the URL's page; a new filter starts from one page again.
  const filterKey = JSON.stringify(filters);
  const [added, setAdded] = useState({ key: filterKey, count: 0 });
  const addedCount = added.key === filterKey ? added.count : 0;
  const firstPage = filters.page ?? 1;
  const morePages = useQueries({
    queries: Array.from({ length: addedCount }, (_, i) =>
      productsQueryOptions({ ...filters, page: firstPage + i + 1 }),
    ),
  });
  const categories = useCategories().data;
  const [search, setSearch] = useState(params.get('search') ?? '');
  const ids = { search: useId(), category: useId(), price: useId(), sort: useId() };

  const update = (changes: Record<string, string | undefined>, keepPage = false) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: !('page' in changes), preventScrollReset: !('page' in changes) },
    );
  };

  // Typing searches after a short pause; the URL only changes once the shopper stops.
  const urlSearch = params.get('search') ?? '';
  useEffect(() => {
    if (search.trim() === urlSearch) return;
    const timer = setTimeout(() => update({ search: search.trim() || undefined }), 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` is recreated each render
  }, [search, urlSearch]);

  const page = products.data;
  const total = page?.total ?? 0;
  const drawn = page ? [...page.data, ...morePages.flatMap((q) => q.data?.data ?? [])] : undefined;
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    const search = next.toString();
    return search ? `?${search}` : '?';
  };

  return (
    <div>
      <form
        role="search"
        className="mb-4 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-[1fr_repeat(3,minmax(0,12rem))]"
        onSubmit={(event) => {
          event.preventDefault();
          update({ search: search.trim() || undefined });
        }}
      >
        <div className="relative col-span-2 lg:col-span-1">
          <label htmlFor={ids.search} className="sr-only">
            {catalogText.searchProducts}
          </label>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-400" />
          <input
            id={ids.search}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={catalogText.searchPlaceholder}
            className={`${control} pl-10`}
            enterKeyHint="search"
          />
        </div>
        {!category && (
          <div>
            <label htmlFor={ids.category} className="sr-only">
              {catalogText.category}
            </label>
            <select
              id={ids.category}
              className={control}
              value={params.get('category') ?? ''}
              onChange={(e) => update({ category: e.target.value || undefined })}
            >
              <option value="">{catalogText.allCategories}</option>
              {(categories ?? []).map((c) => (
                <option key={c.id} value={c.slug}>
                  {localName(c)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={ids.price} className="sr-only">
            {catalogText.price}
          </label>
          <select
            id={ids.price}
            className={control}
            value={priceRangeValue(params)}
            onChange={(e) => {
              const range = PRICE_RANGES.find((r) => r.value === e.target.value);
              update({ minPrice: range?.min?.toString(), maxPrice: range?.max?.toString() });
            }}
          >
            <option value="">{catalogText.anyPrice}</option>
            {PRICE_RANGES.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label()}
              </option>
            ))}
          </select>
        </div>
        <div className={category ? '' : 'col-span-2 sm:col-span-1'}>
          <label htmlFor={ids.sort} className="sr-only">
            {catalogText.sortBy}
          </label>
          <select
            id={ids.sort}
            className={control}
            value={params.get('sort') ?? 'popularity'}
            onChange={(e) => update({ sort: e.target.value === 'popularity' ? undefined : e.target.value })}
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label()}
              </option>
            ))}
          </select>
        </div>
      </form>

      <div className="mb-4 flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
        <p aria-live="polite">{page ? catalogText.productCount(total) : '\u00a0'}</p>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={params.get('inStock') === 'true'}
            onChange={(e) => update({ inStock: e.target.checked ? 'true' : undefined })}
          />
          {catalogText.inStockOnly}
        </label>
      </div>

      <h2 className="sr-only">{catalogText.products}</h2>
      <div className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
        <ProductGrid
          products={products.isError ? [] : drawn}
          isLoading={products.isPending}
          renderFavorite={renderFavorite}
          priorityCount={2}
          skeletonCount={10}
          wide
        />
      </div>
      {page && (
        <MorePager
          firstPage={page.page}
          lastPage={page.page + addedCount}
          totalPages={page.totalPages}
          shown={drawn?.length ?? 0}
          total={total}
          loading={morePages.some((q) => q.isPending)}
          hrefFor={hrefFor}
          onMore={() => setAdded({ key: filterKey, count: addedCount + 1 })}
        />
      )}
    </div>
  );
}
