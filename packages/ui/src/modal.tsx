import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { translateText } from '@pataka/domain/i18n';
import { CloseIcon } from './icons.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

export type ModalProps = {
  open: boolean;
  /** Escape, the close button and a backdrop click call this; omit it for a modal that must be answered. */
  onClose?: () => void;
  title: ReactNode;
  /** Extra text read with the title (aria-describedby). */
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Element to focus first; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' } as const;

/**
 * An accessible dialog: role=dialog + aria-modal, focus moves in and is trapped, Escape closes, focus
 * returns to where it was. Rendered in a portal as a fixed overlay so it never shifts page layout (CLS).
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  initialFocusRef,
  className = '',
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const root = panel.current;
    const first = initialFocusRef?.current ?? root?.querySelector<HTMLElement>(FOCUSABLE) ?? root;
    first?.focus({ preventScroll: true });
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && closeRef.current) {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !root) return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      const list = items.length ? items : [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (list.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const firstItem = list[0]!;
      const lastItem = list[list.length - 1]!;
      if (
        event.shiftKey &&
        (document.activeElement === firstItem || !root.contains(document.activeElement))
      ) {
        event.preventDefault();
        lastItem.focus();
      } else if (
        !event.shiftKey &&
        (document.activeElement === lastItem || !root.contains(document.activeElement))
      ) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.body.style.overflow = overflow;
      previous?.focus?.({ preventScroll: true });
    };
  }, [open, initialFocusRef]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        className="absolute inset-0 bg-stone-950/60"
        aria-hidden="true"
        onClick={() => closeRef.current?.()}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
        className={`relative max-h-[92vh] w-full overflow-y-auto rounded-t-2xl bg-white shadow-2xl outline-none sm:rounded-2xl ${SIZES[size]} ${className}`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              onClick={onClose}
              className="-m-2 rounded-lg p-2 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-saffron-500"
              aria-label={translateText('Close')}
            >
              <CloseIcon className="size-5" />
            </button>
          )}
        </div>
        {description && (
          <div id={descId} className="sr-only">
            {description}
          </div>
        )}
        <div className="px-5 py-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
