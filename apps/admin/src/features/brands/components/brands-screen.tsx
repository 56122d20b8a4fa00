import { useState } from 'react';
import { Badge } from '@pataka/ui/badge';
import { Button } from '@pataka/ui/button';
import { PlusIcon } from '@pataka/ui/icons';
import { Spinner } from '@pataka/ui/spinner';
import { useBrands, type AdminBrand } from '../api/brands.ts';
import { BrandFormModal } from './brand-form-modal.tsx';
import { DeleteBrandDialog } from './delete-brand-dialog.tsx';

const small =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border border-stone-300 bg-white px-2 text-sm font-semibold text-stone-800 hover:bg-stone-50';

export function BrandsScreen() {
  const brands = useBrands();
  const [editing, setEditing] = useState<AdminBrand | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBrand | null>(null);
  const list = [...(brands.data ?? [])].sort(
    (a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name),
  );
  return (
    <div className="mx-auto max-w-3xl px-3 py-3 lg:px-6 lg:py-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h1 className="text-xl font-bold text-brand-900">Brands</h1>
        <Button size="sm" onClick={() => setEditing('new')}>
          <PlusIcon className="size-4" />
          Add brand
        </Button>
      </div>
      {brands.isPending ? (
        <div className="flex justify-center py-16 text-brand-700">
          <Spinner />
        </div>
      ) : brands.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          Could not load the brands: {brands.error.message}
        </p>
      ) : list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
          <p className="text-lg font-bold text-brand-900">No brands yet — add the makers you stock</p>
          <p className="mt-1 text-sm text-stone-600">Shoppers can filter by brand on the storefront.</p>
        </div>
      ) : (
        <ul className="space-y-2">
          {list.map((b) => (
            <li
              key={b.id}
              className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-2"
            >
              {b.logo ? (
                <img src={b.logo} alt="" className="size-10 shrink-0 rounded-lg bg-stone-50 object-contain" />
              ) : (
                <span aria-hidden="true" className="size-10 shrink-0 rounded-lg bg-brand-50" />
              )}
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-1.5 font-semibold text-stone-900">
                  <span className="truncate">{b.name}</span>
                  {b.isFeatured && <Badge tone="saffron">Featured</Badge>}
                  {!b.isActive && <Badge tone="neutral">Hidden</Badge>}
                </p>
                <p className="truncate text-xs text-stone-500">
                  {b.productsCount !== undefined &&
                    `${b.productsCount} product${b.productsCount === 1 ? '' : 's'} · `}
                  {b.slug}
                </p>
              </div>
              <button
                type="button"
                className={small}
                onClick={() => setEditing(b)}
                aria-label={`Edit ${b.name}`}
              >
                Edit
              </button>
              <button
                type="button"
                className={`${small} text-red-700`}
                onClick={() => setDeleting(b)}
                aria-label={`Delete ${b.name}`}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <BrandFormModal
          brand={editing === 'new' ? null : editing}
          count={list.length}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteBrandDialog brand={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
