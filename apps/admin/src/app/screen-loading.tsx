// What shows while a screen's chunk loads (decision 148: every screen is its own chunk).
import { useNavigation } from 'react-router';
import { PageSpinner } from '@pataka/ui/spinner';

/**
 * The page opened on a signed-in screen, before that screen's chunk has arrived: the phone's top bar
 * (same height and colour as ConsoleLayout's, so nothing moves when the frame replaces it) and a spinner.
 */
export function ConsoleFrameFallback() {
  return (
    <div className="min-h-dvh">
      <div className="sticky top-0 z-40 h-12 bg-brand-900 lg:hidden" aria-hidden="true" />
      <PageSpinner />
    </div>
  );
}

/**
 * A move to another screen whose chunk is still loading: the router keeps the current screen until the
 * next one can render, so a thin bar over the top edge says the tap was taken. Fixed: shifts nothing.
 */
export function NavigationBar() {
  const loading = useNavigation().state === 'loading';
  if (!loading) return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-saffron-400 motion-reduce:animate-none"
      role="progressbar"
      aria-label="Opening"
    />
  );
}
