import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translateText } from '@pataka/domain/i18n';
import { MESSAGES } from '@pataka/domain/messages';
import { ContactMessageSchema, type ContactMessageInput } from '@pataka/domain/validation';
import { Button } from '@pataka/ui/button';
import { TextAreaField, TextField } from '@pataka/ui/form-field';
import { toast } from '../../../lib/toast.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { contactText as t } from '../messages.ts';

/** A field's error in the page's language (the shared schema's texts are English). */
const fieldError = (message: string | undefined) => message && translateText(message);

type FormValues = { name: string; email: string; phone: string; subject: string; message: string };
const EMPTY: FormValues = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The contact form (§7 POST /contact-messages), validated with the same ContactMessageSchema the API uses.
 * Success and failure are the spec's toasts (§8).
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const { register, handleSubmit, reset, formState } = useForm<FormValues, unknown, ContactMessageInput>({
    // The schema's input allows a missing phone; the form always holds a string. Same values either way.
    resolver: zodResolver(ContactMessageSchema) as never,
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await send.mutateAsync(input);
      toast.success(MESSAGES.contactSuccess);
      reset(EMPTY);
    } catch {
      toast.error(MESSAGES.contactFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t.form}>
      <TextField
        label={t.name}
        requiredMark
        autoComplete="name"
        error={fieldError(errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t.email}
        requiredMark
        type="email"
        autoComplete="email"
        inputMode="email"
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t.phone}
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={14}
        hint={t.phoneHint}
        error={fieldError(errors.phone?.message)}
        {...register('phone')}
      />
      <TextField
        label={t.subject}
        requiredMark
        error={fieldError(errors.subject?.message)}
        {...register('subject')}
      />
      <TextAreaField
        label={t.message}
        requiredMark
        rows={5}
        maxLength={1000}
        className="sm:col-span-2"
        error={fieldError(errors.message?.message)}
        {...register('message')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" loading={formState.isSubmitting} className="w-full sm:w-auto">
          {formState.isSubmitting ? t.sending : t.send}
        </Button>
      </div>
    </form>
  );
}
