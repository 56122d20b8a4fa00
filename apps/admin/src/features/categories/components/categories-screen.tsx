// Categories in the storefront's order: drag on the counter PC, ↑/↓ on a phone or keyboard.
import { useState } from 'react';
import { Button } from '@pataka/ui/button';
import { PlusIcon } from '@pataka/ui/icons';
import { Spinner } from '@pataka/ui/spinner';
import { useCategories, useReorderCategories, type AdminCategory } from '../api/categories.ts';
import { CategoryFormModal } from './category-form-modal.tsx';
import { CategoryRow } from './category-row.tsx';
import { DeleteCategoryDialog } from './delete-category-dialog.tsx';

export function CategoriesScreen() {
  const categories = useCategories();
  const reorder = useReorderCategories();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const list = categories.data ?? [];

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= list.length) return;
    const next = [...list];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    reorder.mutate(next);
  };
  const nameOf = (id: string | null) => (id ? (list.find((c) => c.id === id)?.name ?? null) : null);

  return (
    <div className="mx-auto max-w-3xl px-3 py-3 lg:px-6 lg:py-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h1 className="text-xl font-bold text-brand-900">Categories</h1>
        <Button size="sm" onClick={() => setEditing('new')}>
          <PlusIcon className="size-4" />
          Add category
        </Button>
      </div>
      <p className="mb-3 text-sm text-stone-600">
        The storefront shows them in this order. Drag a row, or use ↑ and ↓.
      </p>
      {categories.isPending ? (
        <div className="flex justify-center py-16 text-brand-700">
          <Spinner />
        </div>
      ) : categories.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          Could not load the categories: {categories.error.message}
        </p>
      ) : list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
          <p className="text-lg font-bold text-brand-900">No categories yet — add your first one</p>
          <p className="mt-1 text-sm text-stone-600">Importing a price list also creates its categories.</p>
        </div>
      ) : (
        <ol className="space-y-2" aria-label="Categories in display order">
          {list.map((c, i) => (
            <CategoryRow
              key={c.id}
              category={c}
              index={i}
              count={list.length}
              parentName={nameOf(c.parentId)}
              dragging={dragFrom === i}
              onMove={move}
              onEdit={() => setEditing(c)}
              onDelete={() => setDeleting(c)}
              drag={{
                onDragStart: (e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(i));
                  setDragFrom(i);
                },
                onDragOver: (e) => e.preventDefault(),
                onDrop: (e) => {
                  e.preventDefault();
                  const from = dragFrom ?? Number(e.dataTransfer.getData('text/plain'));
                  setDragFrom(null);
                  if (Number.isInteger(from)) move(from, i);
                },
                onDragEnd: () => setDragFrom(null),
              }}
            />
          ))}
        </ol>
      )}
      {editing && (
        <CategoryFormModal
          category={editing === 'new' ? null : editing}
          all={list}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
