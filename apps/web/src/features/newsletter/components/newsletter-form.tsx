import { useId, useState, type FormEvent } from 'react';
import { translateText } from '@pataka/domain/i18n';
import { MESSAGES } from '@pataka/domain/messages';
import { Button } from '@pataka/ui/button';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { toErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { looksLikeEmail, useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';
import { newsletterText as t } from '../messages.ts';

/** Footer newsletter signup (§4): idle → 'Subscribing...' → "You're All Set!" or an error. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const subscribe = useSubscribeNewsletter();
  const inputId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      setFieldError(MESSAGES.newsletterInvalid);
      return;
    }
    setFieldError(null);
    subscribe.mutate(
      { email: email.trim() },
      {
        onSuccess: () => toast.success(MESSAGES.newsletterSuccess),
        onError: () => toast.error(MESSAGES.newsletterFailed),
      },
    );
  };

  if (subscribe.isSuccess) {
    return (
      <div className="rounded-xl bg-white/10 p-4" role="status">
        <p className="flex items-center gap-2 text-lg font-bold text-white">
          <CheckIcon className="size-5 text-saffron-300" />
          {MESSAGES.newsletterDone}
        </p>
        <p className="mt-1 text-sm text-brand-100">{t.willReach(email.trim())}</p>
        <button
          type="button"
          className="mt-2 text-sm font-semibold text-saffron-300 underline underline-offset-2 hover:text-saffron-200"
          onClick={() => {
            subscribe.reset();
            setEmail('');
          }}
        >
          {t.subscribeAnother}
        </button>
      </div>
    );
  }

  const message = fieldError ?? (subscribe.isError ? translateText(toErrorMessage(subscribe.error)) : null);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <label htmlFor={inputId} className="block text-sm text-brand-100">
        {t.label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (fieldError) setFieldError(null);
          }}
          aria-invalid={Boolean(message) || undefined}
          aria-describedby={message ? errorId : undefined}
          className="h-11 min-w-0 flex-1 rounded-lg border border-white/20 bg-white px-3 text-stone-900 placeholder:text-stone-500 focus:outline-2 focus:outline-saffron-400"
        />
        <Button type="submit" variant="secondary" loading={subscribe.isPending}>
          {subscribe.isPending ? MESSAGES.newsletterSubmitting : t.subscribe}
        </Button>
      </div>
      {message && (
        <p id={errorId} className="text-sm font-medium text-saffron-200" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
