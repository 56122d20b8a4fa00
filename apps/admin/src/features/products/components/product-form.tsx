// Add or edit a product: a copy of it, saved with Save; the storefront card drawn live beside it.
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { ProductInputSchema, slugify, type ProductInput } from '@pataka/domain/catalogue-admin';
import { PRODUCT_STATUSES, PRODUCT_TAGS } from '@pataka/domain/product';
import { Button } from '@pataka/ui/button';
import { SelectField, TextAreaField, TextField } from '@pataka/ui/form-field';
import { TamilTextField } from '../../../components/tamil-field.tsx';
import { paths } from '../../../config/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useBrandRefs, useCategoryRefs } from '../api/get-catalogue-refs.ts';
import type { AdminProduct } from '../api/product-types.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { productFieldError } from '../lib/product-field-error.ts';
import {
  EMPTY_PRODUCT,
  numberOrEmpty,
  toFormValues,
  type ProductFormValues,
} from '../lib/product-form-values.ts';
import { STATUS_LABELS, tagLabel } from '../lib/labels.ts';
import { ArchiveProductButton } from './archive-product-button.tsx';
import { ImageManager } from './image-manager.tsx';
import { ProductPreviewCard } from './product-preview-card.tsx';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes.tsx';

// The form holds '' in empty number boxes; the domain schema (the API's own) judges and converts.
const resolver = zodResolver(ProductInputSchema) as unknown as Resolver<
  ProductFormValues,
  unknown,
  ProductInput
>;

const section = 'space-y-4 rounded-xl border border-stone-200 bg-white p-4';
const num = { setValueAs: numberOrEmpty };

export function ProductForm({ product }: { product?: AdminProduct }) {
  const navigate = useNavigate();
  const save = useSaveProduct(product?.id);
  const categories = useCategoryRefs();
  const brands = useBrandRefs();
  const [slugEdited, setSlugEdited] = useState(Boolean(product));
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductInput>({
    resolver,
    defaultValues: product ? toFormValues(product) : EMPTY_PRODUCT,
  });
  const values = useWatch({ control }) as ProductFormValues;

  // The slug follows the name until staff type their own.
  useEffect(() => {
    if (!slugEdited) setValue('slug', slugify(values.name ?? ''), { shouldDirty: true });
  }, [values.name, slugEdited, setValue]);

  // A new product opens on its own page once the form is clean (so the guard lets it go).
  useEffect(() => {
    if (createdId && !isDirty) navigate(paths.product.getHref(createdId), { replace: true });
  }, [createdId, isDirty, navigate]);

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(input);
      reset(toFormValues(saved));
      toast.success(product ? `Saved “${saved.name}”` : `Added “${saved.name}”`);
      if (!product) setCreatedId(saved.id);
    } catch (e) {
      const onField = productFieldError(e);
      if (onField) setError(onField.field, { message: onField.message }, { shouldFocus: true });
      else setFormError(e instanceof Error ? e.message : 'Could not save the product.');
    }
  });

  const price = typeof values.price === 'number' && Number.isFinite(values.price) ? values.price : 0;
  const mrp =
    typeof values.originalPrice === 'number' && Number.isFinite(values.originalPrice)
      ? values.originalPrice
      : null;
  const categoryName = categories.data?.find((c) => c.id === values.categoryId)?.name ?? null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={product ? 'Edit product' : 'Add product'}>
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <div className="space-y-4">
          <section className={section}>
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
              hint={values.slug ? `…/product/${values.slug}` : 'Made from the name'}
              autoComplete="off"
              error={errors.slug?.message}
              {...register('slug', { onChange: () => setSlugEdited(true) })}
            />
            <TextAreaField
              label="Description"
              error={errors.description?.message}
              {...register('description')}
            />
          </section>

          <section className={section} aria-labelledby="price-heading">
            <h2 id="price-heading" className="font-semibold text-stone-900">
              Price
            </h2>
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label="Selling price (₹)"
                requiredMark
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                error={errors.price?.message}
                {...register('price', num)}
              />
              <TextField
                label="MRP (₹)"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                hint="Shown struck through"
                error={errors.originalPrice?.message}
                {...register('originalPrice', num)}
              />
              <TextField
                label="HSN (invoice)"
                inputMode="numeric"
                autoComplete="off"
                hint="Empty: the shop's default (3604)"
                error={errors.hsn?.message}
                {...register('hsn')}
              />
              <TextField
                label="GST rate (%)"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                hint="Empty: the shop's default (18 %)"
                error={errors.gstRate?.message}
                {...register('gstRate', num)}
              />
            </div>
          </section>

          <section className={section} aria-labelledby="photos-heading">
            <h2 id="photos-heading" className="font-semibold text-stone-900">
              Photos
            </h2>
            <ImageManager
              medias={values.medias ?? []}
              error={errors.medias?.message}
              onChange={(next) => setValue('medias', next, { shouldDirty: true })}
            />
          </section>

          <section className={section} aria-labelledby="details-heading">
            <h2 id="details-heading" className="font-semibold text-stone-900">
              Details
            </h2>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField label="Category" error={errors.categoryId?.message} {...register('categoryId')}>
                <option value="">No category</option>
                {(categories.data ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              <SelectField label="Brand" error={errors.brandId?.message} {...register('brandId')}>
                <option value="">No brand</option>
                {(brands.data ?? []).map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="SKU"
                requiredMark
                autoComplete="off"
                error={errors.sku?.message}
                {...register('sku')}
              />
              <TextField
                label="Product code"
                autoComplete="off"
                error={errors.productCode?.message}
                {...register('productCode')}
              />
              <TextField
                label="Package type"
                placeholder="e.g. 1 box, 10 pcs"
                error={errors.packageType?.message}
                {...register('packageType')}
              />
              <TextField
                label="Pieces per box"
                type="number"
                inputMode="numeric"
                min="0"
                step="1"
                error={errors.piecesPerBox?.message}
                {...register('piecesPerBox', num)}
              />
            </div>
            <fieldset>
              <legend className="mb-1 text-sm font-semibold text-stone-800">Tags</legend>
              <div className="flex flex-wrap gap-2">
                {PRODUCT_TAGS.map((t) => (
                  <label
                    key={t}
                    className="inline-flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="checkbox"
                      value={t}
                      className="size-4 accent-brand-700"
                      {...register('tags')}
                    />
                    {tagLabel(t)}
                  </label>
                ))}
              </div>
              {errors.tags && (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {errors.tags.message}
                </p>
              )}
            </fieldset>
          </section>
        </div>

        <aside className="space-y-4 lg:sticky lg:top-4">
          <section className={section} aria-labelledby="publish-heading">
            <h2 id="publish-heading" className="sr-only">
              Availability
            </h2>
            <label className="flex items-center justify-between gap-3 text-sm font-semibold text-stone-800">
              In stock
              <input type="checkbox" className="size-5 accent-green-700" {...register('inStock')} />
            </label>
            <SelectField label="Status" error={errors.status?.message} {...register('status')}>
              {PRODUCT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </SelectField>
          </section>
          <section aria-labelledby="preview-heading" className="flex flex-col items-center gap-2">
            <h2 id="preview-heading" className="self-start text-sm font-semibold text-stone-700">
              On the storefront
            </h2>
            <ProductPreviewCard
              product={{
                name: values.name ?? '',
                price,
                originalPrice: mrp,
                image: values.medias?.[0]?.url ?? null,
                category: categoryName,
                packSize: values.packageType || null,
                inStock: values.inStock ?? true,
                tags: values.tags ?? [],
              }}
            />
          </section>
          {product && product.status === 'active' && <ArchiveProductButton product={product} />}
        </aside>
      </div>

      {formError && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 -mx-3 mt-4 flex items-center gap-3 border-t border-stone-200 bg-white/95 px-3 py-2 backdrop-blur lg:bottom-0 lg:mx-0 lg:rounded-xl lg:border">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty} className="flex-1 sm:flex-none">
          {product ? 'Save' : 'Add product'}
        </Button>
        {isDirty && product && (
          <Button variant="ghost" onClick={() => reset(toFormValues(product))}>
            Discard changes
          </Button>
        )}
        {!isDirty && product && <span className="text-sm text-stone-600">All changes saved</span>}
      </div>
    </form>
  );
}
