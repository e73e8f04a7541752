// Whether an element has come near the screen (it stays true once it has). Without
// IntersectionObserver (jsdom) everything counts as near.
import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * `margin`: how near counts (a CSS margin around the screen); '0px': only once on screen.
 * `watch`: false holds the answer at false (not watched yet).
 */
export function useNearScreen<E extends Element>(margin: string, watch = true): [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [seen, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const near = watch && seen;
  useEffect(() => {
    const element = ref.current;
    if (!watch || seen || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watch, seen, margin]);
  return [ref, near];
}
