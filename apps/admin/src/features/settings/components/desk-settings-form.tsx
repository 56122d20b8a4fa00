// The enquiry desk's settings: when the shopper sees the UPI QR, the shop's clock, the words of the
// messages staff send and of the storefront's WhatsApp texts. Edits a copy; Save sends it; leaving with
// changes asks first.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { DEFAULT_SHOP_TIMEZONE } from '@pataka/domain/enquiry-urgency';
import { DEFAULT_PAYMENT_TIMING, type PaymentTiming } from '@pataka/domain/payment-timing';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  DeskSettingsSchema,
  MESSAGE_TEMPLATE_KEYS,
  type MessageTemplateKey,
} from '@pataka/domain/staff-messages';
import { SelectField, TextAreaField } from '@pataka/ui/form-field';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeskSettings, useUpdateDeskSettings, type DeskSettings } from '../api/desk-settings.ts';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes.tsx';
import {
  PLACEHOLDER_MEANINGS,
  TEMPLATE_FIELDS,
  type TemplateField,
  type TemplateGroup,
} from './message-templates.ts';
import { SaveBar } from '../../../components/form-actions.tsx';
import { useFormFromServer } from '../../../lib/form-from-server.ts';

type Input = z.input<typeof DeskSettingsSchema>;
type Output = z.output<typeof DeskSettingsSchema>;
type Form = {
  paymentTiming: PaymentTiming;
  timezone: string;
  messageTemplates: Record<MessageTemplateKey, string>;
};

const TIMINGS: { value: PaymentTiming; title: string; text: string }[] = [
  {
    value: 'after_call',
    title: 'After the call (recommended)',
    text: 'The shopper sees the UPI QR only after you press Request payment.',
  },
  { value: 'immediately', title: 'Immediately', text: 'The QR shows as soon as the enquiry is placed.' },
];

const TIME_ZONES = [
  { value: 'Asia/Kolkata', label: 'India (Asia/Kolkata)' },
  { value: 'Asia/Dubai', label: 'Gulf (Asia/Dubai)' },
  { value: 'Asia/Singapore', label: 'Singapore (Asia/Singapore)' },
  { value: 'Asia/Kathmandu', label: 'Nepal (Asia/Kathmandu)' },
  { value: 'Asia/Colombo', label: 'Sri Lanka (Asia/Colombo)' },
  { value: 'Europe/London', label: 'UK (Europe/London)' },
  { value: 'America/New_York', label: 'US East (America/New_York)' },
];

const GROUPS: { group: TemplateGroup; title: string }[] = [
  { group: 'desk', title: 'Messages you send' },
  { group: 'storefront', title: 'WhatsApp texts on your shop' },
];

const toForm = (s: DeskSettings): Form => ({
  paymentTiming: s.paymentTiming ?? DEFAULT_PAYMENT_TIMING,
  timezone: s.timezone || DEFAULT_SHOP_TIMEZONE,
  messageTemplates: Object.fromEntries(
    MESSAGE_TEMPLATE_KEYS.map((key) => [key, s.messageTemplates?.[key] ?? '']),
  ) as Form['messageTemplates'],
});

type FieldName = 'paymentTiming' | 'timezone' | `messageTemplates.${MessageTemplateKey}`;
/** The server's "field: message" 400s, put back on the field they name. */
const FIELD_OF: Record<string, FieldName> = {
  paymentTiming: 'paymentTiming',
  timezone: 'timezone',
  ...Object.fromEntries(
    MESSAGE_TEMPLATE_KEYS.map((key) => [`messageTemplates.${key}`, `messageTemplates.${key}`]),
  ),
};

function Preview({ field, template }: { field: TemplateField; template: string }) {
  return (
    <p className="mt-1 rounded-lg bg-stone-50 p-2 text-xs whitespace-pre-line text-stone-700">
      <span className="font-medium">Preview: </span>
      {field.preview(template)}
    </p>
  );
}

const hintOf = (field: TemplateField) => `${field.when} You can use ${field.placeholders.join(' ')}.`;

export function DeskSettingsForm() {
  const { data, isPending, isError, error } = useDeskSettings();
  const save = useUpdateDeskSettings();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(DeskSettingsSchema),
    defaultValues: toForm({
      paymentTiming: DEFAULT_PAYMENT_TIMING,
      timezone: DEFAULT_SHOP_TIMEZONE,
      messageTemplates: {},
    }),
  });
  const templates = useWatch({ control, name: 'messageTemplates' }) as Form['messageTemplates'] | undefined;

  useFormFromServer(data, reset, toForm);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      const result = await save.mutateAsync(values);
      reset(toForm(result ?? values));
      setSaved(true);
    } catch (e) {
      const match = e instanceof ApiError ? /^([\w.]+):\s*(.+)$/.exec(e.message) : null;
      const field = match ? FIELD_OF[match[1]!] : undefined;
      if (field && match) setError(field, { message: match[2]! }, { shouldFocus: true });
      else setFormError(e instanceof Error ? e.message : 'Could not save the settings.');
    }
  });

  if (isPending) return <p className="text-stone-600">Loading settings…</p>;
  if (isError)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {error.message}
      </p>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Enquiry desk settings">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">
          When does the shopper see the UPI QR?
        </legend>
        <div className="space-y-2">
          {TIMINGS.map((t) => (
            <label
              key={t.value}
              className="flex items-start gap-3 rounded-lg border border-stone-200 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={t.value}
                className="mt-1 size-4 accent-brand-700"
                {...register('paymentTiming')}
              />
              <span className="text-sm">
                <span className="font-medium">{t.title}</span>
                <span className="block text-stone-600">{t.text}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.paymentTiming && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.paymentTiming.message}
          </p>
        )}
      </fieldset>

      <SelectField
        label="Shop time zone"
        hint="Reminders stay quiet between 10 pm and 7 am in this time zone."
        error={errors.timezone?.message}
        className="sm:max-w-sm"
        {...register('timezone')}
      >
        {TIME_ZONES.map((z) => (
          <option key={z.value} value={z.value}>
            {z.label}
          </option>
        ))}
        {data.timezone && !TIME_ZONES.some((z) => z.value === data.timezone) && (
          <option value={data.timezone}>{data.timezone}</option>
        )}
      </SelectField>

      <section className="space-y-4">
        <div>
          <h3 className="text-sm font-semibold text-stone-800">Message templates</h3>
          <p className="text-sm text-stone-600">
            Leave one empty to use the standard message. The placeholders in braces are filled in:
          </p>
          <ul className="mt-1 space-y-0.5 text-sm">
            {Object.entries(PLACEHOLDER_MEANINGS).map(([code, meaning]) => (
              <li key={code}>
                <code className="rounded bg-stone-100 px-1 text-xs">{code}</code>{' '}
                <span className="text-stone-600">{meaning}</span>
              </li>
            ))}
          </ul>
        </div>
        {GROUPS.map(({ group, title }) => (
          <fieldset key={group} className="space-y-4">
            <legend className="mb-2 text-sm font-semibold text-stone-800">{title}</legend>
            {TEMPLATE_FIELDS.filter((f) => f.group === group).map((f) => (
              <div key={f.key}>
                <TextAreaField
                  label={f.label}
                  hint={hintOf(f)}
                  placeholder={DEFAULT_MESSAGE_TEMPLATES[f.key]}
                  error={errors.messageTemplates?.[f.key]?.message}
                  {...register(`messageTemplates.${f.key}`)}
                />
                <Preview
                  field={f}
                  template={templates?.[f.key]?.trim() || DEFAULT_MESSAGE_TEMPLATES[f.key]}
                />
              </div>
            ))}
          </fieldset>
        ))}
      </section>

      <SaveBar
        error={formError}
        submitting={isSubmitting}
        dirty={isDirty}
        saved={saved}
        onDiscard={() => reset(toForm(data))}
      />
    </form>
  );
}
