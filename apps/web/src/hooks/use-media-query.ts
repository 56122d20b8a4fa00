import { useCallback, useSyncExternalStore } from 'react';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * True while the CSS media query matches (false where matchMedia is missing, e.g. old test DOMs). The
 * server cannot know the screen: it renders `false`, and so does hydration; prefer CSS for anything
 * visible on first paint, and use this for behaviour (timers, which widget to mount after a tap).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => canMatch() && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => false);
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return canMatch() && window.matchMedia(REDUCED_MOTION).matches;
}
