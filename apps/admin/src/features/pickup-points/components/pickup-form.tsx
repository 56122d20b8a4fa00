// Add or edit a pickup point (a transport office where shoppers collect their boxes).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { INDIAN_STATES } from '@pataka/domain/indian-states';
import { SelectField, TextAreaField, TextField } from '@pataka/ui/form-field';
import { toast } from '../../../lib/toast.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes.tsx';
import { CheckboxRow } from '../../../components/bits.tsx';
import { errorMessage, serverFieldError } from '../../../lib/server-field.ts';
import { useSavePickupLocation, type AdminPickupLocation, type Provider } from '../api/pickup-points.ts';
import {
  checkPickupForm,
  pickupField,
  toPickupBody,
  toPickupForm,
  type PickupField,
  type PickupFormValues,
} from '../lib/pickup-form.ts';

export function PickupForm({
  location,
  providerId,
  providers,
  onDone,
}: {
  location?: AdminPickupLocation;
  providerId: string;
  providers: Provider[];
  onDone: () => void;
}) {
  const save = useSavePickupLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<PickupFormValues>({ defaultValues: toPickupForm(location, providerId) });

  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    const problems = Object.entries(checkPickupForm(v)) as [PickupField, string][];
    if (problems.length) {
      problems.forEach(([field, message], i) => setError(field, { message }, { shouldFocus: i === 0 }));
      return;
    }
    try {
      await save.mutateAsync({ id: location?.id, body: toPickupBody(v) });
      reset(v);
      toast.success(location ? `${v.name} saved` : `${v.name} added`);
      onDone();
    } catch (e) {
      const named = serverFieldError(e);
      const field = named && pickupField(named.path);
      if (named && field) setError(field, { message: named.message }, { shouldFocus: true });
      else setFormError(errorMessage(e, 'Could not save the pickup point.'));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={location ? 'Edit pickup point' : 'New pickup point'}
    >
      <UnsavedChangesGuard when={isDirty && !isSubmitting} watchSearch />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Transport provider"
          requiredMark
          error={errors.transportProviderId?.message}
          {...register('transportProviderId')}
        >
          <option value="">Choose…</option>
          {providers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
              {p.isActive ? '' : ' (off)'}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Name"
          requiredMark
          placeholder="e.g. KPN Parcel Service, Guindy"
          error={errors.name?.message}
          {...register('name')}
        />
      </div>
      <TextAreaField
        label="Address"
        requiredMark
        rows={2}
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Area" error={errors.area?.message} {...register('area')} />
        <TextField label="City" requiredMark error={errors.city?.message} {...register('city')} />
        <SelectField label="State" requiredMark error={errors.state?.message} {...register('state')}>
          <option value="">Choose a state…</option>
          {INDIAN_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Pincode"
          inputMode="numeric"
          maxLength={6}
          error={errors.zipCode?.message}
          {...register('zipCode')}
        />
        <TextField label="Landmark" error={errors.landmark?.message} {...register('landmark')} />
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Timings"
          placeholder="Mon–Sat 9 am – 7 pm"
          error={errors.timings?.message}
          {...register('timings')}
        />
        <TextField
          label="Map link"
          type="url"
          placeholder="https://maps.app.goo.gl/…"
          error={errors.mapUrl?.message}
          {...register('mapUrl')}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-bold text-brand-900">As a dispatch destination</legend>
        <TextField
          label="Serves states"
          placeholder="Tamil Nadu, Puducherry"
          hint="Comma-separated: the dispatch form suggests this branch for shoppers there"
          error={errors.servedStates?.message}
          {...register('servedStates')}
        />
        <TextField
          label="Serves pincodes"
          inputMode="numeric"
          placeholder="625001, 625002"
          hint="A shopper with one of these pincodes gets this branch first"
          error={errors.servedPincodes?.message}
          {...register('servedPincodes')}
        />
      </fieldset>
      <CheckboxRow label="Active" hint="Shoppers can choose it at checkout" {...register('isActive')} />
      <FormActions
        error={formError}
        submitting={isSubmitting}
        disabled={location != null && !isDirty}
        submitLabel={location ? 'Save' : 'Add pickup point'}
        onCancel={onDone}
      />
    </form>
  );
}
