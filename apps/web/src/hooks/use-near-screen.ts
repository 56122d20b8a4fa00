import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the screen, and from then on. False on the server and
 * in the first (hydrating) render, so what is drawn later is not part of the server's HTML nor of
 * hydration (decision 147). Without IntersectionObserver (old browsers) it turns true at once.
 */
export function useNearScreen<T extends Element>(margin = '600px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return [near, ref] as const;
}
