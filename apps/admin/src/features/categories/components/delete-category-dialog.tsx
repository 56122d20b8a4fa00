// Delete a category; one with products is refused (409) and can be hidden instead.
import { DeleteOrHideDialog } from '../../../components/delete-or-hide-dialog.tsx';
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
  const products = category.productCount ?? 0;
  return (
    <DeleteOrHideDialog
      name={category.name}
      isActive={category.isActive}
      note={`It has ${products} product${category.productCount === 1 ? '' : 's'}. Deleting cannot be undone.`}
      offerHide={products > 0}
      deleting={remove.isPending}
      hiding={hide.isPending}
      onDelete={(outcome) => remove.mutate(category.id, outcome)}
      onHide={(outcome) => hide.mutate({ ...toCategoryInput(category), isActive: false }, outcome)}
      onClose={onClose}
    />
  );
}
