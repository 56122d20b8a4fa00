// Pick the products a coupon is limited to: search the catalogue, add, remove. Empty = every product.
import { useState } from 'react';
import { CloseIcon } from '@pataka/ui/icons';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useProductSearch, type ProductOption } from '../api/coupons.ts';

export function ProductPicker({
  value,
  onChange,
}: {
  value: ProductOption[];
  onChange: (next: ProductOption[]) => void;
}) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const { data, isFetching, isError } = useProductSearch(search);
  const chosen = new Set(value.map((p) => p.id));
  const results = (search.length >= 2 ? (data ?? []) : []).filter((p) => !chosen.has(p.id));

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-stone-800">Only these products (optional)</legend>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen products">
          {value.map((p) => (
            <li
              key={p.id}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200"
            >
              {p.name}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-brand-100"
                aria-label={`Remove ${p.name}`}
                onClick={() => onChange(value.filter((x) => x.id !== p.id))}
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-stone-600">None chosen: the coupon works on every product.</p>
      )}
      <input
        type="search"
        aria-label="Search products to add"
        placeholder="Type 2+ letters of a product name or SKU"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base"
      />
      {search.length >= 2 && (
        <ul className="max-h-48 divide-y divide-stone-100 overflow-y-auto rounded-lg border border-stone-200 bg-white">
          {isError ? (
            <li className="p-2 text-sm text-red-700">Could not search the products.</li>
          ) : results.length === 0 ? (
            <li className="p-2 text-sm text-stone-600">
              {isFetching ? 'Searching…' : 'No product matches.'}
            </li>
          ) : (
            results.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="flex min-h-11 w-full items-center justify-between gap-2 px-3 text-left text-sm hover:bg-stone-50"
                  onClick={() => onChange([...value, p])}
                >
                  <span className="min-w-0 truncate">
                    {p.name}
                    {p.sku && <span className="ml-2 text-xs text-stone-500">{p.sku}</span>}
                  </span>
                  <span className="shrink-0 font-semibold text-brand-700">Add</span>
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </fieldset>
  );
}
