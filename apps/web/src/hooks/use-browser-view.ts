import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first render (on the server, and hydration's repeat of it), true from the
 * render after, which comes as a transition: React renders it in slices, in tasks of its own, after the
 * page is interactive.
 *
 * Not use-hydrated.ts for anything hydration renders in bulk: its useSyncExternalStore re-renders
 * synchronously inside the commit that ends hydration, the longest task of a page load already.
 */
export function useBrowserView(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => startTransition(() => setInBrowser(true)), []);
  return inBrowser;
}
