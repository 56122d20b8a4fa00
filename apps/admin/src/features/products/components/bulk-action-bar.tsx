// Shown while products are selected: the common changes for all of them in one request.
import { useState } from 'react';
import { PRODUCT_TAGS } from '@pataka/domain/product';
import { Button } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';
import { useBulkProducts, type BulkAction } from '../api/bulk-products.ts';
import { useCategoryRefs } from '../api/get-catalogue-refs.ts';
import { tagLabel } from '../lib/labels.ts';

type Props = { ids: string[]; onDone: () => void; onClear: () => void };
type Ask = 'add_tag' | 'remove_tag' | 'set_category' | 'archive' | null;

const TITLES = {
  add_tag: 'Add a tag',
  remove_tag: 'Remove a tag',
  set_category: 'Change category',
  archive: 'Archive products?',
} as const;

export function BulkActionBar({ ids, onDone, onClear }: Props) {
  const bulk = useBulkProducts();
  const categories = useCategoryRefs();
  const [ask, setAsk] = useState<Ask>(null);
  const [tag, setTag] = useState<string>(PRODUCT_TAGS[0]);
  const [categoryId, setCategoryId] = useState('');
  const count = ids.length;
  const noun = `${count} product${count === 1 ? '' : 's'}`;

  const run = (action: BulkAction, extra: { tag?: string; categoryId?: string } = {}) =>
    bulk.mutate(
      { ids, action, ...extra },
      {
        onSuccess: () => {
          setAsk(null);
          onDone();
        },
      },
    );

  const field = 'mt-1 block h-11 w-full rounded-lg border border-stone-300 bg-white px-3';
  return (
    <>
      <div
        role="region"
        aria-label="Bulk actions"
        className="sticky bottom-[calc(3.75rem+env(safe-area-inset-bottom))] z-30 mt-3 rounded-xl border border-brand-200 bg-white p-2 shadow-lg lg:bottom-4"
      >
        <div className="flex flex-wrap items-center gap-2">
          <p className="px-1 text-sm font-bold text-brand-900" aria-live="polite">
            {count} selected
          </p>
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear
          </Button>
          <div className="flex w-full flex-wrap gap-1.5 sm:w-auto sm:gap-2">
            <Button
              size="sm"
              className="shrink-0 whitespace-nowrap"
              variant="outline"
              loading={bulk.isPending && bulk.variables?.action === 'sold_out'}
              onClick={() => run('sold_out')}
            >
              Mark sold out
            </Button>
            <Button
              size="sm"
              className="shrink-0 whitespace-nowrap"
              variant="outline"
              loading={bulk.isPending && bulk.variables?.action === 'in_stock'}
              onClick={() => run('in_stock')}
            >
              Mark in stock
            </Button>
            <Button
              size="sm"
              className="shrink-0 whitespace-nowrap"
              variant="outline"
              onClick={() => setAsk('add_tag')}
            >
              Add tag
            </Button>
            <Button
              size="sm"
              className="shrink-0 whitespace-nowrap"
              variant="outline"
              onClick={() => setAsk('remove_tag')}
            >
              Remove tag
            </Button>
            <Button
              size="sm"
              className="shrink-0 whitespace-nowrap"
              variant="outline"
              onClick={() => setAsk('set_category')}
            >
              Change category
            </Button>
            <Button
              size="sm"
              className="shrink-0 whitespace-nowrap"
              variant="danger"
              onClick={() => setAsk('archive')}
            >
              Archive
            </Button>
          </div>
        </div>
      </div>

      <Modal open={ask !== null} onClose={() => setAsk(null)} title={ask ? TITLES[ask] : ''} size="sm">
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (ask === 'add_tag' || ask === 'remove_tag') run(ask, { tag });
            else if (ask === 'set_category' && categoryId) run(ask, { categoryId });
            else if (ask === 'archive') run('archive');
          }}
        >
          {(ask === 'add_tag' || ask === 'remove_tag') && (
            <label className="block text-sm font-semibold text-stone-800">
              Tag
              <select value={tag} onChange={(e) => setTag(e.target.value)} className={field}>
                {PRODUCT_TAGS.map((t) => (
                  <option key={t} value={t}>
                    {tagLabel(t)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {ask === 'set_category' && (
            <label className="block text-sm font-semibold text-stone-800">
              Category
              <select value={categoryId} onChange={(e) => setCategoryId(e.target.value)} className={field}>
                <option value="">Choose a category</option>
                {(categories.data ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {ask === 'archive' && (
            <p className="text-sm text-stone-700">
              {noun} will leave the storefront. Their enquiries keep them; you can make them active again from
              the product page.
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setAsk(null)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={ask === 'archive' ? 'danger' : 'primary'}
              loading={bulk.isPending}
              disabled={ask === 'set_category' && !categoryId}
            >
              {ask === 'archive' ? `Archive ${noun}` : `Apply to ${noun}`}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
