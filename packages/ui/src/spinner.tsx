import { SHELL_MESSAGES } from '@pataka/domain/shell-messages';

const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-3', lg: 'size-12 border-4' } as const;

export type SpinnerProps = {
  size?: keyof typeof SIZES;
  /** Read by screen readers; null when the surrounding text already says what is happening. */
  label?: string | null;
  className?: string;
};

export function Spinner({ size = 'md', label = SHELL_MESSAGES.loading, className = '' }: SpinnerProps) {
  const wheel = (
    <span
      className={`inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite] ${SIZES[size]} ${className}`}
      aria-hidden="true"
    />
  );
  if (label === null) return wheel;
  return (
    <span role="status" className="inline-flex items-center">
      {wheel}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A page-sized loading state (route fallbacks, protected routes while auth resolves). */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
      <Spinner size="lg" />
    </div>
  );
}
