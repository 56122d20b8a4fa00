// Add or edit a coupon: every field, a plain-words summary of the offer as it is typed, explicit Save.
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { SelectField, TextField } from '@pataka/ui/form-field';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes.tsx';
import { CheckboxRow } from '../../../components/bits.tsx';
import { TamilTextField } from '../../../components/tamil-field.tsx';
import { errorMessage, serverFieldError } from '../../../lib/server-field.ts';
import { useCategoryOptions, useSaveCoupon, type AdminCoupon } from '../api/coupons.ts';
import { couponValueWords, minimumWords } from '../lib/coupon-words.ts';
import {
  checkCouponForm,
  toCouponBody,
  toCouponForm,
  type CouponField,
  type CouponFormValues,
} from '../lib/coupon-form.ts';
import { ProductPicker } from './product-picker.tsx';

const FIELDS = new Set<string>(Object.keys(toCouponForm()));

export function CouponForm({ coupon, onDone }: { coupon?: AdminCoupon; onDone: () => void }) {
  const save = useSaveCoupon();
  const categories = useCategoryOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CouponFormValues>({ defaultValues: toCouponForm(coupon) });
  const values = useWatch({ control }) as CouponFormValues;
  const isPercent = values.discountType === 'percentage';
  const summaryValue = Number(values.discountValue);

  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    const problems = Object.entries(checkCouponForm(v)) as [CouponField, string][];
    if (problems.length) {
      problems.forEach(([field, message], i) => setError(field, { message }, { shouldFocus: i === 0 }));
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: coupon?.id, body: toCouponBody(v) });
      reset(v);
      toast.success(
        coupon ? `Coupon ${saved?.code ?? v.code} saved` : `Coupon ${saved?.code ?? v.code} added`,
      );
      onDone();
    } catch (e) {
      // A 409 here is the one conflict a coupon has: its code is taken.
      const named =
        e instanceof ApiError && e.status === 409
          ? { path: 'code', message: e.message }
          : serverFieldError(e);
      const field = named?.path.split('.')[0];
      if (named && field && FIELDS.has(field))
        setError(field as CouponField, { message: named.message }, { shouldFocus: true });
      else setFormError(errorMessage(e, 'Could not save the coupon.'));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={coupon ? 'Edit coupon' : 'New coupon'}
    >
      <UnsavedChangesGuard when={isDirty && !isSubmitting} watchSearch />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Code"
          requiredMark
          autoCapitalize="characters"
          autoComplete="off"
          hint="What the shopper types, e.g. DIWALI10"
          inputClassName="uppercase"
          error={errors.code?.message}
          {...register('code')}
        />
        <TextField
          label="Description"
          hint="Shown with the coupon in the shop"
          error={errors.description?.message}
          {...register('description')}
        />
        <TamilTextField
          label="Description in Tamil"
          className="sm:col-span-2"
          error={errors.descriptionTa?.message}
          {...register('descriptionTa')}
        />
      </div>

      <fieldset className="space-y-3 rounded-xl border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold text-stone-800">Discount</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label="Type" error={errors.discountType?.message} {...register('discountType')}>
            <option value="percentage">Percent off</option>
            <option value="fixed">Rupees off</option>
          </SelectField>
          <TextField
            label={isPercent ? 'Percent off' : 'Rupees off'}
            requiredMark
            inputMode="decimal"
            error={errors.discountValue?.message}
            {...register('discountValue')}
          />
          {isPercent && (
            <TextField
              label="Up to (₹)"
              inputMode="decimal"
              hint="Largest discount; empty = no cap"
              error={errors.maximumDiscount?.message}
              {...register('maximumDiscount')}
            />
          )}
        </div>
        <TextField
          label="Minimum order (₹)"
          inputMode="decimal"
          hint="Empty = any order"
          className="sm:max-w-xs"
          error={errors.minimumOrderAmount?.message}
          {...register('minimumOrderAmount')}
        />
        <p className="rounded-lg bg-saffron-50 p-2 text-sm text-brand-950" data-testid="coupon-summary">
          <span className="font-semibold">Shoppers get: </span>
          {summaryValue > 0
            ? `${couponValueWords({
                discountType: values.discountType,
                discountValue: summaryValue,
                maximumDiscount: Number(values.maximumDiscount) || null,
              })} · ${minimumWords(Number(values.minimumOrderAmount) || null)}`
            : 'enter the discount'}
        </p>
      </fieldset>

      <fieldset className="space-y-3 rounded-xl border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold text-stone-800">When and how often</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First day"
            type="date"
            hint="Empty = from now"
            error={errors.validFrom?.message}
            {...register('validFrom')}
          />
          <TextField
            label="Last day"
            type="date"
            hint="Empty = no end"
            error={errors.validTo?.message}
            {...register('validTo')}
          />
          <TextField
            label="Uses in all"
            inputMode="numeric"
            hint="Empty = unlimited"
            error={errors.usageLimit?.message}
            {...register('usageLimit')}
          />
          <TextField
            label="Uses per shopper"
            inputMode="numeric"
            hint="Empty = unlimited"
            error={errors.perCustomerLimit?.message}
            {...register('perCustomerLimit')}
          />
        </div>
        <CheckboxRow
          label="First order only"
          hint="Only for shoppers who have never ordered"
          {...register('firstTimeOnly')}
        />
      </fieldset>

      <fieldset className="space-y-3 rounded-xl border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold text-stone-800">What it applies to</legend>
        <Controller
          control={control}
          name="applicableCategories"
          render={({ field }) => (
            <fieldset>
              <legend className="mb-1 text-sm font-semibold text-stone-800">
                Only these categories (optional)
              </legend>
              {categories.isPending ? (
                <p className="text-sm text-stone-600">Loading categories…</p>
              ) : categories.isError ? (
                <p className="text-sm text-red-700">Could not load the categories.</p>
              ) : categories.data.length === 0 ? (
                <p className="text-sm text-stone-600">No categories yet.</p>
              ) : (
                <div className="grid max-h-48 grid-cols-1 overflow-y-auto rounded-lg border border-stone-200 px-3 sm:grid-cols-2">
                  {categories.data.map((c) => (
                    <CheckboxRow
                      key={c.id}
                      label={c.name}
                      checked={field.value.includes(c.id)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked ? [...field.value, c.id] : field.value.filter((id) => id !== c.id),
                        )
                      }
                    />
                  ))}
                </div>
              )}
            </fieldset>
          )}
        />
        <Controller
          control={control}
          name="applicableProducts"
          render={({ field }) => <ProductPicker value={field.value} onChange={field.onChange} />}
        />
        <TextField
          label="Customer tiers (optional)"
          hint="Comma-separated, e.g. gold, silver; empty = everyone"
          error={errors.customerTiers?.message}
          {...register('customerTiers')}
        />
      </fieldset>

      <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
        <CheckboxRow label="Active" hint="Shoppers can use it" {...register('isActive')} />
        <CheckboxRow label="Public" hint="Listed in the shop's coupon list" {...register('isPublic')} />
      </div>
      <FormActions
        error={formError}
        submitting={isSubmitting}
        disabled={coupon != null && !isDirty}
        submitLabel={coupon ? 'Save' : 'Add coupon'}
        onCancel={onDone}
      />
    </form>
  );
}
