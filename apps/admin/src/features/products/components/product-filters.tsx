import { useEffect, useState } from 'react';
import { PRODUCT_STATUSES, PRODUCT_TAGS } from '@pataka/domain/product';
import { SearchIcon } from '@pataka/ui/icons';
import { useDebounced } from '../../../lib/use-debounced.ts';
import type { CatalogueRef } from '../api/product-types.ts';
import type { ProductFilters as Filters } from '../hooks/use-product-filters.ts';
import { STATUS_LABELS, tagLabel } from '../lib/labels.ts';

type Props = {
  filters: Filters;
  categories: CatalogueRef[];
  update: (changes: Record<string, string | number | undefined>) => void;
};

export function ProductFilters({ filters, categories, update }: Props) {
  const [search, setSearch] = useState(filters.search ?? '');
  const debounced = useDebounced(search.trim(), 350);
  useEffect(() => {
    if (debounced !== (filters.search ?? '')) update({ q: debounced });
    // Only a change typed by staff updates the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const field = 'mt-0.5 block h-10 w-full rounded-lg border border-stone-300 bg-white px-2 text-sm';
  const label = 'text-xs font-semibold text-stone-700';
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-[minmax(14rem,1fr)_repeat(4,minmax(0,11rem))] lg:items-end">
      <label className="relative col-span-2 sm:col-span-3 lg:col-span-1">
        <span className="sr-only">Search by name, SKU or product code</span>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-stone-500" />
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Name, SKU or code"
          className="h-10 w-full rounded-lg border border-stone-300 bg-white px-2 pl-8 text-sm"
        />
      </label>
      <label className={label}>
        Category
        <select
          value={filters.categoryId ?? ''}
          onChange={(e) => update({ category: e.target.value })}
          className={field}
        >
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Status
        <select
          value={filters.status ?? ''}
          onChange={(e) => update({ status: e.target.value })}
          className={field}
        >
          <option value="">Any status</option>
          {PRODUCT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Stock
        <select
          value={filters.stock ?? ''}
          onChange={(e) => update({ stock: e.target.value })}
          className={field}
        >
          <option value="">Any stock</option>
          <option value="in">In stock</option>
          <option value="out">Sold out</option>
          <option value="low">Low stock</option>
        </select>
      </label>
      <label className={label}>
        Tag
        <select value={filters.tag ?? ''} onChange={(e) => update({ tag: e.target.value })} className={field}>
          <option value="">Any tag</option>
          {PRODUCT_TAGS.map((t) => (
            <option key={t} value={t}>
              {tagLabel(t)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
