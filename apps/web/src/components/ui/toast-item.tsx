import { dismissToast, type ToastType } from '../../lib/toast.ts';
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

/** One toast: its own chunk, loaded with the first toast (toast-stack.tsx says why). */
export default function ToastItem({ id, type, message }: { id: number; type: ToastType; message: string }) {
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
