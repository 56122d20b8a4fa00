// Delete a category; one with products is refused (409) and can be hidden instead.
import { useState } from 'react';
import { Button } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import {
  toCategoryInput,
  useDeleteCategory,
  useSaveCategory,
  type AdminCategory,
} from '../api/categories.ts';

export function DeleteCategoryDialog({
  category,
  onClose,
}: {
  category: AdminCategory;
  onClose: () => void;
}) {
  const remove = useDeleteCategory();
  const hide = useSaveCategory(category.id);
  const [conflict, setConflict] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onDelete = () =>
    remove.mutate(category.id, {
      onSuccess: () => {
        toast.success(`Deleted “${category.name}”`);
        onClose();
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 409) setConflict(e.message);
        else setError(e.message);
      },
    });

  const onHide = () =>
    hide.mutate(
      { ...toCategoryInput(category), isActive: false },
      {
        onSuccess: () => {
          toast.success(`“${category.name}” is hidden from the storefront`);
          onClose();
        },
        onError: (e) => setError(e.message),
      },
    );

  return (
    <Modal open onClose={onClose} title={`Delete “${category.name}”?`} size="sm">
      <div className="space-y-4">
        {conflict ? (
          <p
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {conflict}
          </p>
        ) : (
          <p className="text-sm text-stone-700">
            It has {category.productCount ?? 0} product{category.productCount === 1 ? '' : 's'}. Deleting
            cannot be undone.
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          {conflict || (category.productCount ?? 0) > 0
            ? category.isActive && (
                <Button loading={hide.isPending} onClick={onHide}>
                  Hide instead
                </Button>
              )
            : null}
          {!conflict && (
            <Button variant="danger" loading={remove.isPending} onClick={onDelete}>
              Delete
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
