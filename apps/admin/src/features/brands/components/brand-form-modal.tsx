import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BrandInputSchema, slugify, type BrandInput } from '@pataka/domain/catalogue-admin';
import { TextAreaField, TextField } from '@pataka/ui/form-field';
import { Modal } from '@pataka/ui/modal';
import { ImageUrlRow, ModalFormFooter, UploadImageButton } from '../../../components/modal-form-parts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpload } from '../../../lib/use-upload.ts';
import { toBrandInput, uploadBrandLogo, useSaveBrand, type AdminBrand } from '../api/brands.ts';

type Form = {
  name: string;
  slug: string;
  description: string;
  logo: string;
  website: string;
  isFeatured: boolean;
  isActive: boolean;
  displayOrder: number;
};
type Field = keyof Form;
const resolver = zodResolver(BrandInputSchema) as unknown as Resolver<Form, unknown, BrandInput>;

function toForm(b: AdminBrand | null, nextOrder: number): Form {
  const i = b ? toBrandInput(b) : null;
  return {
    name: i?.name ?? '',
    slug: i?.slug ?? '',
    description: i?.description ?? '',
    logo: i?.logo ?? '',
    website: i?.website ?? '',
    isFeatured: i?.isFeatured ?? false,
    isActive: i?.isActive ?? true,
    displayOrder: i?.displayOrder ?? nextOrder,
  };
}

function fieldOf(e: unknown): { field: Field; message: string } | null {
  if (!(e instanceof ApiError)) return null;
  const m = /^(\w+):\s*(.+)$/.exec(e.message);
  if (m && ['name', 'slug', 'description', 'logo', 'website'].includes(m[1]!))
    return { field: m[1] as Field, message: m[2]! };
  if (/slug/i.test(e.message)) return { field: 'slug', message: e.message };
  if (/^Brand name/i.test(e.message)) return { field: 'name', message: e.message };
  if (/^Website/i.test(e.message)) return { field: 'website', message: e.message };
  if (/^Picture/i.test(e.message)) return { field: 'logo', message: e.message };
  return null;
}

export function BrandFormModal({
  brand,
  count,
  onClose,
}: {
  brand: AdminBrand | null;
  count: number;
  onClose: () => void;
}) {
  const save = useSaveBrand(brand?.id);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Form, unknown, BrandInput>({ resolver, defaultValues: toForm(brand, count) });
  const [name, logo] = useWatch({ control, name: ['name', 'logo'] });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await save.mutateAsync(input);
      toast.success(brand ? `Saved “${input.name}”` : `Added “${input.name}”`);
      onClose();
    } catch (e) {
      const onField = fieldOf(e);
      if (onField) setError(onField.field, { message: onField.message }, { shouldFocus: true });
      else setFormError(e instanceof Error ? e.message : 'Could not save the brand.');
    }
  });

  const { uploading, upload } = useUpload(uploadBrandLogo, {
    onUploaded: (url) => setValue('logo', url, { shouldDirty: true }),
    onFailed: (message) => setError('logo', { message }),
  });

  return (
    <Modal open onClose={onClose} title={brand ? `Edit ${brand.name}` : 'Add brand'}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Brand">
        <TextField
          label="Name"
          requiredMark
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Web address (slug)"
          hint={`Leave empty to use “${slugify(name ?? '') || '…'}”`}
          autoComplete="off"
          error={errors.slug?.message}
          {...register('slug')}
        />
        <TextAreaField label="Description" error={errors.description?.message} {...register('description')} />
        <ImageUrlRow src={logo} fit="contain">
          <TextField
            label="Logo URL"
            className="min-w-0 flex-1"
            placeholder="/media/… or https://…"
            error={errors.logo?.message}
            {...register('logo')}
          />
        </ImageUrlRow>
        <UploadImageButton label="Upload a logo" uploading={uploading} onFile={(file) => void upload(file)} />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://…"
          error={errors.website?.message}
          {...register('website')}
        />
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-3 text-sm font-semibold text-stone-800">
            <input type="checkbox" className="size-5 accent-brand-700" {...register('isFeatured')} />
            Featured
          </label>
          <label className="flex items-center gap-3 text-sm font-semibold text-stone-800">
            <input type="checkbox" className="size-5 accent-brand-700" {...register('isActive')} />
            Shown on the storefront
          </label>
        </div>
        <ModalFormFooter
          formError={formError}
          onCancel={onClose}
          submitting={isSubmitting}
          disabled={uploading}
          submitLabel={brand ? 'Save' : 'Add brand'}
        />
      </form>
    </Modal>
  );
}
