import { useState } from 'react';
import type { Product } from '@pataka/domain/api-types';
import { formatINR } from '@pataka/domain/money';
import { SearchIcon } from '@pataka/ui/icons';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useProductSearch } from '../api/search-products.ts';

/** Search the catalogue and pick a product to add to the enquiry. */
export function ProductSearch({ onPick }: { onPick: (product: Product) => void }) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const results = useProductSearch(search);
  return (
    <div>
      <label className="relative block">
        <span className="sr-only">Add a product</span>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-stone-500" />
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Add a product: type its name or SKU"
          className="h-11 w-full rounded-lg border border-stone-300 bg-white pr-2 pl-8 text-base"
        />
      </label>
      {search.length >= 2 && (
        <ul className="mt-1 max-h-64 overflow-y-auto rounded-lg border border-stone-200 bg-white shadow-sm">
          {results.isPending && <li className="px-3 py-2 text-sm text-stone-600">Searching…</li>}
          {results.data?.length === 0 && (
            <li className="px-3 py-2 text-sm text-stone-600">No product matches “{search}”.</li>
          )}
          {results.data?.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => {
                  onPick(p);
                  setText('');
                }}
                className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left hover:bg-saffron-50"
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{p.name}</span>
                  <span className="text-xs text-stone-600">
                    {p.sku}
                    {p.inStock ? '' : ' · out of stock'}
                  </span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{formatINR(p.price)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
