import type { ReactNode } from 'react';
import { AlertIcon } from '../../../components/ui/icons.tsx';

/** A form-level error (the server's answer), announced to screen readers. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
