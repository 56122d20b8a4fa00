// The owner's SMS (MSG91) and WhatsApp Cloud API settings: accounts, and the template registered for
// each event, with the text to register shown beside it. The auth key and token are never shown back:
// a blank field keeps the saved one. Edits a copy; Save sends it; leaving with changes asks first.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  dltTemplateText,
  SHOPPER_MESSAGE_COPY,
  SHOPPER_MESSAGE_EVENTS,
  SHOPPER_MESSAGE_TEMPLATES,
  ShopperMessageSettingsInputSchema,
  SUGGESTED_WHATSAPP_TEMPLATE_NAMES,
} from '@pataka/domain/shopper-messages';
import { TextField } from '@pataka/ui/form-field';
import { serverFieldError } from '../../../lib/server-field.ts';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes.tsx';
import { useMessageSettings, useSaveMessageSettings, type MessageSettings } from '../api/message-settings.ts';
import { SaveBar } from '../../../components/form-actions.tsx';
import { useFormFromServer } from '../../../lib/form-from-server.ts';

type Input = z.input<typeof ShopperMessageSettingsInputSchema>;
type Output = z.output<typeof ShopperMessageSettingsInputSchema>;

const toForm = (s: MessageSettings): Input => ({
  smsEnabled: s.smsEnabled,
  msg91AuthKey: '',
  msg91Sender: s.msg91Sender,
  smsTemplateIds: { ...s.smsTemplateIds },
  whatsappEnabled: s.whatsappEnabled,
  whatsappPhoneNumberId: s.whatsappPhoneNumberId,
  whatsappToken: '',
  whatsappTemplateNames: { ...s.whatsappTemplateNames },
});

const secretHint = (hint: string | null, what: string) =>
  hint ? `Saved (${hint}). Leave blank to keep it.` : `Not set yet. Paste your ${what}.`;

function Toggle({ label, text, ...input }: { label: string; text: string } & React.ComponentProps<'input'>) {
  return (
    <label className="flex items-start gap-3 rounded-lg border border-stone-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input type="checkbox" className="mt-1 size-5 accent-brand-700" {...input} />
      <span className="text-sm">
        <span className="font-medium">{label}</span>
        <span className="block text-stone-600">{text}</span>
      </span>
    </label>
  );
}

export function MessageSettingsForm() {
  const { data, isPending, isError, error } = useMessageSettings();
  const save = useSaveMessageSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(ShopperMessageSettingsInputSchema) });

  useFormFromServer(data, reset, toForm);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      reset(toForm(await save.mutateAsync(values)));
      setSaved(true);
    } catch (e) {
      const field = serverFieldError(e);
      if (field) setError(field.path as keyof Input, { message: field.message }, { shouldFocus: true });
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
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Messages to shoppers">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <section className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
        <h2 className="font-semibold">SMS through MSG91</h2>
        <Toggle
          label="Send SMS"
          text="Each event below is sent with its DLT-registered template."
          {...register('smsEnabled')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="MSG91 auth key"
            type="password"
            autoComplete="off"
            hint={secretHint(data.msg91AuthKeyHint, 'MSG91 auth key')}
            error={errors.msg91AuthKey?.message}
            {...register('msg91AuthKey')}
          />
          <TextField
            label="Sender id (6 letters)"
            placeholder="UNQCRK"
            hint="Your DLT header; blank uses the one in the MSG91 template."
            error={errors.msg91Sender?.message}
            {...register('msg91Sender')}
          />
        </div>
        <h3 className="text-sm font-semibold text-stone-800">MSG91 template id for each message</h3>
        <p className="text-xs text-stone-600">
          Register each text with your DLT operator, add it in MSG91 with its DLT template id, then paste
          MSG91&apos;s template id here.
        </p>
        {SHOPPER_MESSAGE_EVENTS.map((event) => (
          <div key={event} className="rounded-lg bg-stone-50 p-3">
            <TextField
              label={SHOPPER_MESSAGE_COPY.eventLabels[event]}
              error={errors.smsTemplateIds?.[event]?.message}
              {...register(`smsTemplateIds.${event}`)}
            />
            <p className="mt-1 text-xs break-words text-stone-600">
              Register: <span className="font-mono">{dltTemplateText(event, 'en')}</span>
            </p>
          </div>
        ))}
      </section>

      <section className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
        <h2 className="font-semibold">WhatsApp Cloud API</h2>
        <Toggle
          label="Send WhatsApp messages"
          text="In English or Tamil, as each shopper chose. Without this, the enquiry page offers a prefilled WhatsApp link."
          {...register('whatsappEnabled')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Phone number id"
            inputMode="numeric"
            hint="WhatsApp Manager → API setup"
            error={errors.whatsappPhoneNumberId?.message}
            {...register('whatsappPhoneNumberId')}
          />
          <TextField
            label="Access token"
            type="password"
            autoComplete="off"
            hint={secretHint(data.whatsappTokenHint, 'permanent access token')}
            error={errors.whatsappToken?.message}
            {...register('whatsappToken')}
          />
        </div>
        <h3 className="text-sm font-semibold text-stone-800">Approved template name for each message</h3>
        {SHOPPER_MESSAGE_EVENTS.map((event) => (
          <div key={event} className="rounded-lg bg-stone-50 p-3">
            <TextField
              label={SHOPPER_MESSAGE_COPY.eventLabels[event]}
              placeholder={SUGGESTED_WHATSAPP_TEMPLATE_NAMES[event]}
              error={errors.whatsappTemplateNames?.[event]?.message}
              {...register(`whatsappTemplateNames.${event}`)}
            />
            <p className="mt-1 text-xs break-words text-stone-600">
              English: {SHOPPER_MESSAGE_TEMPLATES[event].en}
            </p>
            <p lang="ta" className="text-xs break-words text-stone-600">
              தமிழ்: {SHOPPER_MESSAGE_TEMPLATES[event].ta}
            </p>
          </div>
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
