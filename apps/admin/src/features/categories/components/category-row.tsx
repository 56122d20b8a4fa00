import type { DragEvent } from 'react';
import { Badge } from '@pataka/ui/badge';
import { categoryImage, type AdminCategory } from '../api/categories.ts';

const small =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border border-stone-300 bg-white px-2 text-sm font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-40';

type Props = {
  category: AdminCategory;
  index: number;
  count: number;
  parentName: string | null;
  dragging: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
  drag: {
    onDragStart: (e: DragEvent) => void;
    onDragOver: (e: DragEvent) => void;
    onDrop: (e: DragEvent) => void;
    onDragEnd: () => void;
  };
};

export function CategoryRow({
  category,
  index,
  count,
  parentName,
  dragging,
  onMove,
  onEdit,
  onDelete,
  drag,
}: Props) {
  const image = categoryImage(category);
  return (
    <li
      draggable
      {...drag}
      className={`flex flex-wrap items-center gap-2 rounded-xl border bg-white p-2 ${dragging ? 'border-brand-600 opacity-50' : 'border-stone-200'}`}
    >
      <span
        aria-hidden="true"
        title="Drag to reorder"
        className="hidden cursor-grab px-1 text-lg leading-none text-stone-400 select-none lg:block"
      >
        ⠿
      </span>
      <span className="w-6 text-right text-xs text-stone-500 tabular-nums">{index + 1}</span>
      {image ? (
        <img src={image} alt="" className="size-10 shrink-0 rounded-lg bg-stone-50 object-cover" />
      ) : (
        <span aria-hidden="true" className="size-10 shrink-0 rounded-lg bg-brand-50" />
      )}
      <div className="min-w-0 flex-1 basis-40">
        <p className="line-clamp-2 font-semibold text-stone-900">
          {category.name} {!category.isActive && <Badge tone="neutral">Hidden</Badge>}
        </p>
        <p className="truncate text-xs text-stone-500">
          {category.productCount ?? 0} product{category.productCount === 1 ? '' : 's'}
          {parentName && ` · in ${parentName}`}
        </p>
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <button
          type="button"
          className={small}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={`Move ${category.name} up`}
        >
          ↑
        </button>
        <button
          type="button"
          className={small}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={`Move ${category.name} down`}
        >
          ↓
        </button>
        <button type="button" className={small} onClick={onEdit} aria-label={`Edit ${category.name}`}>
          Edit
        </button>
        <button
          type="button"
          className={`${small} text-red-700`}
          onClick={onDelete}
          aria-label={`Delete ${category.name}`}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </li>
  );
}
