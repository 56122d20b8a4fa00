import { dismissToast, useToasts, type ToastType } from '../../lib/toast.ts';
import { CloseIcon } from '@pataka/ui/icons';
import { AlertIcon, CheckIcon, InfoIcon } from './icons.tsx';
import { uiText } from './messages.ts';

const STYLES: Record<
  ToastType,
  { box: string; Icon: typeof InfoIcon; label: 'success' | 'error' | 'warning' | 'info' }
> = {
  success: { box: 'border-green-600 bg-green-50 text-green-900', Icon: CheckIcon, label: 'success' },
  error: { box: 'border-red-600 bg-red-50 text-red-900', Icon: AlertIcon, label: 'error' },
  warning: { box: 'border-amber-500 bg-amber-50 text-amber-900', Icon: AlertIcon, label: 'warning' },
  info: { box: 'border-sky-600 bg-sky-50 text-sky-900', Icon: InfoIcon, label: 'info' },
};

/** The toast stack (§2). Mount once; errors are announced assertively, the rest politely. */
export function ToastStack() {
  const toasts = useToasts();
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-[70] flex flex-col items-center gap-2 px-3 sm:inset-x-auto sm:right-4 sm:items-end">
      <div aria-live="polite" role="status" className="contents">
        {toasts
          .filter((t) => t.type !== 'error')
          .map((t) => (
            <ToastItem key={t.id} {...t} />
          ))}
      </div>
      <div aria-live="assertive" role="alert" className="contents">
        {toasts
          .filter((t) => t.type === 'error')
          .map((t) => (
            <ToastItem key={t.id} {...t} />
          ))}
      </div>
    </div>
  );
}

function ToastItem({ id, type, message }: { id: number; type: ToastType; message: string }) {
  const { box, Icon, label } = STYLES[type];
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border-l-4 px-4 py-3 shadow-lg ${box}`}
      data-toast-type={type}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <span className="sr-only">{uiText[label]}: </span>
      <p className="flex-1 text-sm font-medium">{message}</p>
      <button
        type="button"
        onClick={() => dismissToast(id)}
        className="-m-1 rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-2"
        aria-label={uiText.closeNotification}
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
