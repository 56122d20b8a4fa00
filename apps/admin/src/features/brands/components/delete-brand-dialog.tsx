import { useState } from 'react';
import { Button } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { toBrandInput, useDeleteBrand, useSaveBrand, type AdminBrand } from '../api/brands.ts';

/** Delete a brand; one with products is refused (409) and can be hidden instead. */
export function DeleteBrandDialog({ brand, onClose }: { brand: AdminBrand; onClose: () => void }) {
  const remove = useDeleteBrand();
  const hide = useSaveBrand(brand.id);
  const [conflict, setConflict] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal open onClose={onClose} title={`Delete “${brand.name}”?`} size="sm">
      <div className="space-y-4">
        {conflict ? (
          <p
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {conflict}
          </p>
        ) : (
          <p className="text-sm text-stone-700">Deleting cannot be undone.</p>
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
          {conflict && brand.isActive && (
            <Button
              loading={hide.isPending}
              onClick={() =>
                hide.mutate(
                  { ...toBrandInput(brand), isActive: false },
                  {
                    onSuccess: () => {
                      toast.success(`“${brand.name}” is hidden from the storefront`);
                      onClose();
                    },
                    onError: (e) => setError(e.message),
                  },
                )
              }
            >
              Hide instead
            </Button>
          )}
          {!conflict && (
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(brand.id, {
                  onSuccess: () => {
                    toast.success(`Deleted “${brand.name}”`);
                    onClose();
                  },
                  onError: (e) =>
                    e instanceof ApiError && e.status === 409 ? setConflict(e.message) : setError(e.message),
                })
              }
            >
              Delete
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
