// What the storefront's flash-news bar will look like with this item: the same colours per type, the
// title in bold, the message, the link. A picture of the bar, not the storefront's component.
import type { FlashNewsType } from '@pataka/domain/api-types';
import { CloseIcon, strokeIcon } from '@pataka/ui/icons';

const InfoIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
  'InfoIcon',
);
const AlertIcon = strokeIcon(
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
  'AlertIcon',
);
const CheckIcon = strokeIcon(<path d="m5 12 5 5L20 7" />, 'CheckIcon');

export const FLASH_TYPE_STYLES: Record<FlashNewsType, { bar: string; Icon: typeof InfoIcon; label: string }> =
  {
    info: { bar: 'bg-brand-800 text-white', Icon: InfoIcon, label: 'Info' },
    success: { bar: 'bg-green-700 text-white', Icon: CheckIcon, label: 'Good news' },
    warning: { bar: 'bg-saffron-400 text-brand-950', Icon: AlertIcon, label: 'Warning' },
    alert: { bar: 'bg-red-700 text-white', Icon: AlertIcon, label: 'Alert' },
  };

export function FlashNewsPreview({
  title,
  message,
  type,
  linkText,
  linkUrl,
}: {
  title: string;
  message: string;
  type: FlashNewsType;
  linkText: string;
  linkUrl: string;
}) {
  const { bar, Icon } = FLASH_TYPE_STYLES[type] ?? FLASH_TYPE_STYLES.info;
  const empty = !title.trim() && !message.trim();
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-semibold text-stone-800">Preview in your shop</figcaption>
      <div className="overflow-hidden rounded-lg border border-stone-300 bg-stone-100">
        <div
          className="h-6 bg-[repeating-linear-gradient(90deg,transparent_0_12px,rgb(0_0_0/0.03)_12px_24px)]"
          aria-hidden
        />
        <div
          className={`${bar} flex min-h-11 items-center gap-2 px-3 py-1.5 text-xs shadow-[0_-2px_10px_rgb(0_0_0/0.15)] sm:text-sm`}
          data-testid="flash-preview"
          data-flash-type={type}
        >
          <Icon className="hidden size-4 shrink-0 sm:block" />
          <p className="line-clamp-2 min-w-0 flex-1 leading-snug">
            {empty ? (
              <span className="opacity-70">Your message appears here</span>
            ) : (
              <>
                <strong className="font-bold">{title}</strong>
                {message && <span className="ml-1.5">{message}</span>}
              </>
            )}
          </p>
          {linkUrl.trim() && (
            <span className="shrink-0 font-semibold whitespace-nowrap underline underline-offset-2">
              {linkText.trim() || 'Learn more'}
            </span>
          )}
          <CloseIcon className="size-4 shrink-0 opacity-80" aria-hidden />
        </div>
      </div>
      <p className="text-xs text-stone-600">
        Shown at the bottom of every page; several items take turns every 5 seconds.
      </p>
    </figure>
  );
}
