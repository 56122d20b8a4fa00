import { buttonClasses } from '@pataka/ui/button';
import { strokeIcon } from '@pataka/ui/icons';
import type { ShareMessage } from '@pataka/domain/whatsapp';
import { absoluteUrl, shareMessage } from '../utils/share-target.ts';

const ShareIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </>,
  'ShareIcon',
);

export type ShareButtonProps = {
  label: string;
  /** The storefront path the share links to (made absolute on click: the server knows no origin). */
  path: string;
  /** Builds the message from the absolute URL, at click time, with the data of that moment. */
  message: (url: string) => ShareMessage;
  disabled?: boolean;
  className?: string;
};

/**
 * Share (issue 15): the phone's share sheet (navigator.share) where there is one, else a wa.me link in
 * a new tab. A plain button in the server's HTML, so it costs no layout shift and no hydration mismatch.
 */
export function ShareButton({ label, path, message, disabled, className = '' }: ShareButtonProps) {
  return (
    <button
      type="button"
      disabled={disabled}
      className={buttonClasses('outline', 'md', className)}
      onClick={() => void shareMessage(message(absoluteUrl(path)))}
    >
      <ShareIcon className="size-5" />
      {label}
    </button>
  );
}
