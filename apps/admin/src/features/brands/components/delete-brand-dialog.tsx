import { DeleteOrHideDialog } from '../../../components/delete-or-hide-dialog.tsx';
import { toBrandInput, useDeleteBrand, useSaveBrand, type AdminBrand } from '../api/brands.ts';

/** Delete a brand; one with products is refused (409) and can be hidden instead. */
export function DeleteBrandDialog({ brand, onClose }: { brand: AdminBrand; onClose: () => void }) {
  const remove = useDeleteBrand();
  const hide = useSaveBrand(brand.id);
  return (
    <DeleteOrHideDialog
      name={brand.name}
      isActive={brand.isActive}
      note="Deleting cannot be undone."
      deleting={remove.isPending}
      hiding={hide.isPending}
      onDelete={(outcome) => remove.mutate(brand.id, outcome)}
      onHide={(outcome) => hide.mutate({ ...toBrandInput(brand), isActive: false }, outcome)}
      onClose={onClose}
    />
  );
}
