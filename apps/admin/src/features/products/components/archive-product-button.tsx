import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';
import { paths } from '../../../config/paths.ts';
import { toast } from '../../../lib/toast.ts';
import type { AdminProduct } from '../api/product-types.ts';
import { useArchiveProduct } from '../api/save-product.ts';

/** Archive (DELETE): off the storefront, kept for enquiries; Status → Active brings it back. */
export function ArchiveProductButton({ product }: { product: Pick<AdminProduct, 'id' | 'name'> }) {
  const [open, setOpen] = useState(false);
  const archive = useArchiveProduct();
  const navigate = useNavigate();
  return (
    <>
      <Button
        variant="outline"
        className="w-full border-red-600 text-red-700 hover:bg-red-50"
        onClick={() => setOpen(true)}
      >
        Archive product
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Archive “${product.name}”?`} size="sm">
        <div className="space-y-4">
          <p className="text-sm text-stone-700">
            It leaves the storefront at once. Enquiries that have it keep it, and you can make it active again
            from this page.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={archive.isPending}
              onClick={() =>
                archive.mutate(product.id, {
                  onSuccess: () => {
                    toast.success(`Archived “${product.name}”`);
                    navigate(paths.products.getHref());
                  },
                  onError: (e) => toast.error(`Could not archive: ${e.message}`),
                })
              }
            >
              Archive
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
