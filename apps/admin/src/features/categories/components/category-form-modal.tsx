// Add or edit a category in a modal: name (and its Tamil), web address, description, picture, parent, shown or hidden.
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CategoryInputSchema, slugify, type CategoryInput } from '@pataka/domain/catalogue-admin';
import { SelectField, TextAreaField, TextField } from '@pataka/ui/form-field';
import { Modal } from '@pataka/ui/modal';
import { ImageUrlRow, ModalFormFooter, UploadImageButton } from '../../../components/modal-form-parts.tsx';
import { TamilTextField } from '../../../components/tamil-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpload } from '../../../lib/use-upload.ts';
import {
  toCategoryInput,
  uploadCategoryImage,
  useSaveCategory,
  type AdminCategory,
} from '../api/categories.ts';

type Form = {
  name: string;
  nameTa: string;
  slug: string;
  description: string;
  imageUrl: string;
  parentId: string;
  isActive: boolean;
  displayOrder: number;
};
type Field = keyof Form;

const resolver = zodResolver(CategoryInputSchema) as unknown as Resolver<Form, unknown, CategoryInput>;

function toForm(c: AdminCategory | null, nextOrder: number): Form {
  const input = c ? toCategoryInput(c) : null;
  return {
    name: input?.name ?? '',
    nameTa: input?.nameTa ?? '',
    slug: input?.slug ?? '',
    description: input?.description ?? '',
    imageUrl: input?.imageUrl ?? '',
    parentId: input?.parentId ?? '',
    isActive: input?.isActive ?? true,
    displayOrder: input?.displayOrder ?? nextOrder,
  };
}

/** Which field a refusal names ('parentId: …', 'Web address (slug) already used…', 'Category name must…'). */
function fieldOf(e: unknown): { field: Field; message: string } | null {
  if (!(e instanceof ApiError)) return null;
  const m = /^(\w+):\s*(.+)$/.exec(e.message);
  if (m && ['name', 'nameTa', 'slug', 'description', 'imageUrl', 'parentId'].includes(m[1]!))
    return { field: m[1] as Field, message: m[2]! };
  if (/slug/i.test(e.message)) return { field: 'slug', message: e.message };
  if (/inside itself/i.test(e.message)) return { field: 'parentId', message: e.message };
  if (/^Category name in Tamil/i.test(e.message)) return { field: 'nameTa', message: e.message };
  if (/^Category name/i.test(e.message)) return { field: 'name', message: e.message };
  if (/^Picture/i.test(e.message)) return { field: 'imageUrl', message: e.message };
  if (/^Description/i.test(e.message)) return { field: 'description', message: e.message };
  return null;
}

type Props = {
  category: AdminCategory | null;
  all: AdminCategory[];
  onClose: () => void;
};

export function CategoryFormModal({ category, all, onClose }: Props) {
  const save = useSaveCategory(category?.id);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Form, unknown, CategoryInput>({ resolver, defaultValues: toForm(category, all.length) });
  const [name, imageUrl] = useWatch({ control, name: ['name', 'imageUrl'] });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(input);
      toast.success(
        category ? `Saved “${saved?.name ?? input.name}”` : `Added “${saved?.name ?? input.name}”`,
      );
      onClose();
    } catch (e) {
      const onField = fieldOf(e);
      if (onField) setError(onField.field, { message: onField.message }, { shouldFocus: true });
      else setFormError(e instanceof Error ? e.message : 'Could not save the category.');
    }
  });

  const { uploading, upload } = useUpload(uploadCategoryImage, {
    onUploaded: (url) => setValue('imageUrl', url, { shouldDirty: true }),
    onFailed: (message) => setError('imageUrl', { message }),
  });

  // A category cannot sit inside itself (the server also refuses deeper loops).
  const parents = all.filter((c) => c.id !== category?.id);
  return (
    <Modal open onClose={onClose} title={category ? `Edit ${category.name}` : 'Add category'}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Category">
        <TextField
          label="Name"
          requiredMark
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TamilTextField label="Name in Tamil" error={errors.nameTa?.message} {...register('nameTa')} />
        <TextField
          label="Web address (slug)"
          hint={`Leave empty to use “${slugify(name ?? '') || '…'}”`}
          autoComplete="off"
          error={errors.slug?.message}
          {...register('slug')}
        />
        <TextAreaField label="Description" error={errors.description?.message} {...register('description')} />
        <ImageUrlRow src={imageUrl} fit="cover">
          <TextField
            label="Picture URL"
            className="min-w-0 flex-1"
            placeholder="/media/… or https://…"
            error={errors.imageUrl?.message}
            {...register('imageUrl')}
          />
        </ImageUrlRow>
        <UploadImageButton
          label="Upload a picture"
          uploading={uploading}
          onFile={(file) => void upload(file)}
        />
        <SelectField label="Inside category" error={errors.parentId?.message} {...register('parentId')}>
          <option value="">None (top level)</option>
          {parents.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-3 text-sm font-semibold text-stone-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...register('isActive')} />
          Shown on the storefront
        </label>
        <ModalFormFooter
          formError={formError}
          onCancel={onClose}
          submitting={isSubmitting}
          disabled={uploading}
          submitLabel={category ? 'Save' : 'Add category'}
        />
      </form>
    </Modal>
  );
}
