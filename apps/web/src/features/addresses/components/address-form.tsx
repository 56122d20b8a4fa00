import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Address } from '@pataka/domain/api-types';
import { ADDRESS_LABELS, DEFAULT_ADDRESS_LABEL, DEFAULT_COUNTRY } from '@pataka/domain/limits';
import { translateText } from '@pataka/domain/i18n';
import { MESSAGES } from '@pataka/domain/messages';
import { PINCODE_MESSAGES } from '@pataka/domain/pincode';
import { filterAddressInput, type AddressInputField } from '@pataka/domain/sanitize';
import { AddressInputSchema, type AddressInput } from '@pataka/domain/validation';
import { Button } from '@pataka/ui/button';
import { SelectField, TextAreaField, TextField } from '@pataka/ui/form-field';
import { usePincodeLookup, type PincodeStatus } from '../../../lib/pincode-lookup.ts';
import { toast } from '../../../lib/toast.ts';
import { INDIAN_STATES } from '@pataka/domain/indian-states';
import { addressLabelText } from '../address-label.ts';
import { addressesText } from '../messages.ts';

type FormValues = {
  label: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  isDefault: boolean;
};

const toFormValues = (address?: Address | null): FormValues => ({
  label: address?.label ?? DEFAULT_ADDRESS_LABEL,
  street: address?.street ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
  zipCode: address?.zipCode ?? '',
  country: address?.country ?? DEFAULT_COUNTRY,
  isDefault: address?.isDefault ?? false,
});

export type AddressFormProps = {
  /** The address being edited; absent when adding. */
  address?: Address | null;
  /** Saves the parsed, normalised input (§5: trimmed, pincode digits only). Throws on failure. */
  onSave: (input: AddressInput) => Promise<void>;
  onCancel: () => void;
  /** Offer "make default" (not for the very first address, which is the default anyway). */
  showDefaultToggle?: boolean;
};

/** What the pincode field says under itself: the district it found, or that it found nothing. */
function pincodeHint(status: PincodeStatus): string | undefined {
  if (status.kind === 'found') return PINCODE_MESSAGES.found(status.lookup);
  if (status.kind === 'unknown') return PINCODE_MESSAGES.unknown;
  return undefined;
}

/**
 * The add/edit form of the address book (§4, §5): input filtered as typed, every field's error cleared as
 * soon as it is edited, the whole address validated with the shared AddressInputSchema before saving.
 */
export function AddressForm({ address, onSave, onCancel, showDefaultToggle = true }: AddressFormProps) {
  const { register, handleSubmit, setValue, getValues, clearErrors, setError, control, formState } = useForm<
    FormValues,
    unknown,
    AddressInput
  >({
    // The schema's input type is looser than the form's (label may be absent); the values are the same.
    resolver: zodResolver(AddressInputSchema) as never,
    defaultValues: toFormValues(address),
    // §5: an edited field loses its error; it is checked again on the next save, not on every keystroke.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = formState;

  // Pincode first: a complete pincode fills state (always: the directory knows better than a slip of the
  // select) and city (only when empty: the shopper may live in a village the post office is not named
  // after), and tells whether the shop delivers there. An edited address is not refilled on opening.
  const pincode = usePincodeLookup(useWatch({ control, name: 'zipCode' }));
  const filledFor = useRef(address?.zipCode ?? '');
  useEffect(() => {
    if (pincode.kind !== 'found' || pincode.lookup.pincode === filledFor.current) return;
    const { lookup } = pincode;
    filledFor.current = lookup.pincode;
    setValue('state', lookup.state);
    clearErrors('state');
    if (getValues('city').trim() === '') {
      setValue('city', lookup.city);
      clearErrors('city');
    }
  }, [pincode, setValue, getValues, clearErrors]);
  // The API's words: shown in the page's language.
  const refusal =
    pincode.kind === 'found' && !pincode.lookup.delivers ? translateText(pincode.lookup.reason) : undefined;

  /** register() plus the §5 as-typed filter and "edited → error cleared". */
  const filtered = (name: AddressInputField & keyof FormValues) => {
    const field = register(name);
    return {
      ...field,
      onChange: (event: { target: HTMLInputElement | HTMLTextAreaElement }) => {
        const clean = filterAddressInput(name, event.target.value);
        if (clean !== event.target.value) event.target.value = clean;
        setValue(name, clean);
        clearErrors(name);
      },
    };
  };
  const plain = (name: 'label' | 'state' | 'country') => {
    const field = register(name);
    return {
      ...field,
      onChange: async (event: { target: HTMLInputElement | HTMLSelectElement }) => {
        await field.onChange(event);
        clearErrors(name);
      },
    };
  };

  const submit = handleSubmit(async (input) => {
    // Saving an address the shop cannot deliver to would only fail later, at checkout.
    if (refusal) return setError('zipCode', { type: 'service-area', message: refusal });
    try {
      await onSave(input);
    } catch {
      // §8: the failure is shown on the label field and as a toast.
      setError('label', { type: 'server', message: MESSAGES.addressSaveFailed });
      toast.error(MESSAGES.addressSaveFailed);
    }
  });

  const states: readonly string[] =
    address?.state && !INDIAN_STATES.some((s) => s === address.state)
      ? [address.state, ...INDIAN_STATES]
      : INDIAN_STATES;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-xl border border-brand-100 bg-brand-50/40 p-4 sm:grid-cols-2"
      aria-label={address ? addressesText.editAddress : addressesText.addAddress}
    >
      <SelectField label={addressesText.label} requiredMark error={errors.label?.message} {...plain('label')}>
        {ADDRESS_LABELS.map((label) => (
          <option key={label} value={label}>
            {addressLabelText(label)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={addressesText.country}
        autoComplete="country-name"
        error={errors.country?.message}
        {...plain('country')}
        readOnly
      />
      <TextAreaField
        className="sm:col-span-2"
        label={addressesText.street}
        requiredMark
        rows={2}
        autoComplete="street-address"
        placeholder={addressesText.streetPlaceholder}
        error={errors.street?.message}
        {...filtered('street')}
      />
      <TextField
        label={addressesText.pincode}
        requiredMark
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={errors.zipCode?.message ?? refusal}
        hint={pincodeHint(pincode)}
        {...filtered('zipCode')}
      />
      <TextField
        label={addressesText.city}
        requiredMark
        autoComplete="address-level2"
        error={errors.city?.message}
        {...filtered('city')}
      />
      <SelectField
        label={addressesText.state}
        requiredMark
        autoComplete="address-level1"
        error={errors.state?.message}
        {...plain('state')}
      >
        <option value="">{addressesText.selectState}</option>
        {states.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </SelectField>
      {showDefaultToggle && !address?.isDefault && (
        <label className="flex items-center gap-2 self-end pb-2.5 text-sm font-medium text-stone-800">
          <input type="checkbox" className="size-4 accent-brand-700" {...register('isDefault')} />
          {addressesText.makeDefault}
        </label>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" loading={isSubmitting}>
          {address ? addressesText.updateAddress : addressesText.saveAddress}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {addressesText.cancel}
        </Button>
      </div>
    </form>
  );
}
