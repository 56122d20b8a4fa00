import { SHELL_MESSAGES } from '@pataka/domain/shell-messages';
import { DEFAULT_SUPPORT_EMAIL } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { AlertIcon } from '../ui/icons.tsx';
import { buttonClasses } from '@pataka/ui/button';
import { errorsText as t } from './messages.ts';

export type ErrorFallbackProps = {
  /** Re-render the failed tree (the error boundary's reset). */
  onRetry?: () => void;
  /** The shop's support address from company info; a default otherwise. */
  supportEmail?: string | null;
};

/**
 * The rendering-failure screen (§2, §8). Plain <a> links on purpose: it can show outside the router,
 * and a full navigation is the surest way out of a broken state.
 */
export function ErrorFallback({ onRetry, supportEmail }: ErrorFallbackProps) {
  const email = supportEmail || DEFAULT_SUPPORT_EMAIL;
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 py-16 text-center"
    >
      <AlertIcon className="mb-4 size-14 text-brand-700" />
      <h1 className="text-2xl font-bold text-brand-900">{SHELL_MESSAGES.errorFallbackTitle}</h1>
      <p className="mt-2 text-stone-600">{t.body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onRetry && (
          <button type="button" className={buttonClasses('primary')} onClick={onRetry}>
            {t.tryAgain}
          </button>
        )}
        <button type="button" className={buttonClasses('outline')} onClick={() => window.location.reload()}>
          {t.reload}
        </button>
        <a className={buttonClasses('ghost')} href={paths.home.getHref()}>
          {t.home}
        </a>
      </div>
      <p className="mt-6 text-sm text-stone-600">
        {t.stillStuck}{' '}
        <a className="font-semibold text-brand-700 underline" href={`mailto:${email}`}>
          {email}
        </a>
      </p>
    </div>
  );
}
