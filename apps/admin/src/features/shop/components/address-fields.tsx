import type { UseFormReturn } from 'react-hook-form';
import { INDIAN_STATES } from '@pataka/domain/indian-states';
import { SelectField, TextAreaField, TextField } from '@pataka/ui/form-field';
import type { ShopFormValues } from '../lib/shop-form.ts';

export function AddressFields({
  form,
  name,
}: {
  form: UseFormReturn<ShopFormValues>;
  name: 'address' | 'billingAddress';
}) {
  const { register, formState } = form;
  const errors = formState.errors[name];
  const prefix = name === 'address' ? '' : 'Billing ';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextAreaField
        label={`${prefix}Street address`}
        rows={2}
        className="sm:col-span-2"
        error={errors?.street?.message}
        {...register(`${name}.street`)}
      />
      <TextField label={`${prefix}City`} error={errors?.city?.message} {...register(`${name}.city`)} />
      <SelectField label={`${prefix}State`} error={errors?.state?.message} {...register(`${name}.state`)}>
        <option value="">Choose a state…</option>
        {INDIAN_STATES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
      <TextField
        label={`${prefix}Pincode`}
        inputMode="numeric"
        maxLength={6}
        error={errors?.zipCode?.message}
        {...register(`${name}.zipCode`)}
      />
    </div>
  );
}
