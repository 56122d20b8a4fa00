// Add or edit a flash-news item, with the shop's bar previewed live above the fields.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '@pataka/ui/form-field';
import { toast } from '../../../lib/toast.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes.tsx';
import { CheckboxRow } from '../../../components/bits.tsx';
import { TamilTextAreaField, TamilTextField } from '../../../components/tamil-field.tsx';
import { errorMessage, serverFieldError } from '../../../lib/server-field.ts';
import { useSaveFlashNews, type AdminFlashNews } from '../api/flash-news.ts';
import {
  checkFlashNewsForm,
  flashNewsField,
  toFlashNewsBody,
  toFlashNewsForm,
  type FlashNewsField,
  type FlashNewsFormValues,
} from '../lib/flash-news-form.ts';
import { FLASH_TYPE_STYLES, FlashNewsPreview } from './flash-news-preview.tsx';

export function FlashNewsForm({ item, onDone }: { item?: AdminFlashNews; onDone: () => void }) {
  const save = useSaveFlashNews();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FlashNewsFormValues>({ defaultValues: toFlashNewsForm(item) });
  const v = useWatch({ control }) as FlashNewsFormValues;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const problems = Object.entries(checkFlashNewsForm(values)) as [FlashNewsField, string][];
    if (problems.length) {
      problems.forEach(([field, message], i) => setError(field, { message }, { shouldFocus: i === 0 }));
      return;
    }
    try {
      await save.mutateAsync({ id: item?.id, body: toFlashNewsBody(values) });
      reset(values);
      toast.success(item ? 'Flash news saved' : 'Flash news added');
      onDone();
    } catch (e) {
      const named = serverFieldError(e);
      const field = named && flashNewsField(named.path);
      if (named && field) setError(field, { message: named.message }, { shouldFocus: true });
      else setFormError(errorMessage(e, 'Could not save the flash news.'));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={item ? 'Edit flash news' : 'New flash news'}
    >
      <UnsavedChangesGuard when={isDirty && !isSubmitting} watchSearch />
      <div className="sticky top-12 z-10 -mx-4 bg-stone-50/95 px-4 py-2 lg:top-0">
        <FlashNewsPreview
          title={v.title ?? ''}
          message={v.message ?? ''}
          type={v.type ?? 'info'}
          linkText={v.linkText ?? ''}
          linkUrl={v.linkUrl ?? ''}
        />
      </div>
      <TextField
        label="Title"
        requiredMark
        hint="Short and bold, e.g. Diwali offer"
        maxLength={100}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label="Message"
        requiredMark
        maxLength={500}
        rows={2}
        error={errors.message?.message}
        {...register('message')}
      />
      <TamilTextField
        label="Title in Tamil"
        maxLength={100}
        error={errors.titleTa?.message}
        {...register('titleTa')}
      />
      <TamilTextAreaField
        label="Message in Tamil"
        maxLength={500}
        rows={2}
        error={errors.messageTa?.message}
        {...register('messageTa')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Type"
          hint="Sets the colour of the bar"
          error={errors.type?.message}
          {...register('type')}
        >
          {(Object.keys(FLASH_TYPE_STYLES) as (keyof typeof FLASH_TYPE_STYLES)[]).map((t) => (
            <option key={t} value={t}>
              {FLASH_TYPE_STYLES[t].label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Priority"
          inputMode="numeric"
          hint="Lower shows first: 0 before 1 (0–1000)"
          error={errors.priority?.message}
          {...register('priority')}
        />
        <TextField
          label="Link address (optional)"
          placeholder="/products?tag=New or https://…"
          error={errors.linkUrl?.message}
          {...register('linkUrl')}
        />
        <TextField
          label="Link text"
          placeholder="Learn more"
          error={errors.linkText?.message}
          {...register('linkText')}
        />
        <TextField
          label="Starts"
          type="datetime-local"
          hint="Empty = now"
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          hint="Empty = until you turn it off"
          error={errors.endDate?.message}
          {...register('endDate')}
        />
      </div>
      <CheckboxRow label="Active" hint="Turn off to hide it without deleting" {...register('isActive')} />
      <FormActions
        error={formError}
        submitting={isSubmitting}
        disabled={item != null && !isDirty}
        submitLabel={item ? 'Save' : 'Add flash news'}
        onCancel={onDone}
      />
    </form>
  );
}
