import { lazy, Suspense } from 'react';
import { useToasts } from '../../lib/toast.ts';

// A toast only ever follows a tap (added to cart, saved, an error): its look and icons load with the first
// one, out of the first page's JavaScript (DESIGN.md budget). The live regions stay in the first render, as
// a screen reader announces only what is added to a region that was already on the page.
const ToastItem = lazy(() => import('./toast-item.tsx'));

/** The toast stack (§2). Mount once; errors are announced assertively, the rest politely. */
export function ToastStack() {
  const toasts = useToasts();
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-[70] flex flex-col items-center gap-2 px-3 sm:inset-x-auto sm:right-4 sm:items-end">
      <div aria-live="polite" role="status" className="contents">
        <Suspense fallback={null}>
          {toasts
            .filter((t) => t.type !== 'error')
            .map((t) => (
              <ToastItem key={t.id} {...t} />
            ))}
        </Suspense>
      </div>
      <div aria-live="assertive" role="alert" className="contents">
        <Suspense fallback={null}>
          {toasts
            .filter((t) => t.type === 'error')
            .map((t) => (
              <ToastItem key={t.id} {...t} />
            ))}
        </Suspense>
      </div>
    </div>
  );
}
