import { dismissToast, useToasts, type ToastType } from '../lib/toast.ts';
import { CloseIcon } from '@pataka/ui/icons';

const STYLES: Record<ToastType, string> = {
  success: 'border-green-600 bg-green-50 text-green-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  info: 'border-sky-600 bg-sky-50 text-sky-900',
};

/** Mounted once by the layout; errors are announced assertively, the rest politely. */
export function ToastStack() {
  const toasts = useToasts();
  const item = (t: (typeof toasts)[number]) => (
    <div
      key={t.id}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border-l-4 px-4 py-3 shadow-lg ${STYLES[t.type]}`}
      data-toast-type={t.type}
    >
      <p className="flex-1 text-sm font-medium">{t.message}</p>
      <button
        type="button"
        onClick={() => dismissToast(t.id)}
        className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
        aria-label="Close notification"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
  return (
    <div className="pointer-events-none fixed inset-x-0 top-14 z-[70] flex flex-col items-center gap-2 px-3 lg:inset-x-auto lg:top-4 lg:right-4 lg:items-end">
      <div aria-live="polite" role="status" className="contents">
        {toasts.filter((t) => t.type !== 'error').map(item)}
      </div>
      <div aria-live="assertive" role="alert" className="contents">
        {toasts.filter((t) => t.type === 'error').map(item)}
      </div>
    </div>
  );
}
