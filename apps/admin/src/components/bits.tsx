// Small pieces the admin screens share: a titled panel, a loading/error line, an empty state, a pill, a pager.
import type { ReactNode } from 'react';

export function Panel({
  title,
  description,
  actions,
  children,
  id,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section
      id={id}
      className="scroll-mt-16 rounded-xl border border-stone-200 bg-white p-4 lg:scroll-mt-4"
      aria-label={typeof title === 'string' ? title : undefined}
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold">{title}</h2>
          {description && <p className="text-sm text-stone-600">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="space-y-4">{children}</div>
    </section>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {message}{' '}
      {onRetry && (
        <button type="button" className="font-medium underline" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
      <p>{children}</p>
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

const PILL_TONES = {
  green: 'bg-green-100 text-green-900 ring-green-300',
  amber: 'bg-saffron-100 text-brand-950 ring-saffron-400',
  sky: 'bg-sky-100 text-sky-900 ring-sky-300',
  stone: 'bg-stone-100 text-stone-700 ring-stone-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
} as const;

export type PillTone = keyof typeof PILL_TONES;

/** A status word in a coloured pill (readable without the colour). */
export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${PILL_TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/** A checkbox with its words, large enough for a thumb. */
export function CheckboxRow({
  label,
  hint,
  ...input
}: { label: ReactNode; hint?: ReactNode } & React.InputHTMLAttributes<HTMLInputElement> & {
    ref?: React.Ref<HTMLInputElement>;
  }) {
  return (
    <label className="flex min-h-11 items-start gap-3 py-1">
      <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-700" {...input} />
      <span className="text-sm">
        <span className="font-medium text-stone-900">{label}</span>
        {hint && <span className="block text-stone-600">{hint}</span>}
      </span>
    </label>
  );
}

/**
 * A page change from the pager under a list. The new page is read from its top: on a phone the pager is
 * a long scroll down, and the window stayed there, past the new page's first rows (an assistant saw the
 * footer of page 2 and had to scroll back up for every page).
 */
export function turnPage(onPage: (page: number) => void, page: number): void {
  onPage(page);
  window.scrollTo({ top: 0 });
}

export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (p: number) => void;
}) {
  if (totalPages <= 1) return null;
  const btn =
    'min-h-11 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium disabled:opacity-40 hover:bg-stone-50';
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2 pt-2">
      <button type="button" className={btn} disabled={page <= 1} onClick={() => turnPage(onPage, page - 1)}>
        Previous
      </button>
      <span className="text-sm text-stone-600">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className={btn}
        disabled={page >= totalPages}
        onClick={() => turnPage(onPage, page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
}) {
  return (
    <input
      type="search"
      inputMode="search"
      autoComplete="off"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none md:max-w-sm"
    />
  );
}
