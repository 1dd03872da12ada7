import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport (at once where that
 * cannot be observed); true from the start when not `watch`ed.
 */
export function useNearViewport(
  element: RefObject<Element | null>,
  { rootMargin, watch = true }: { rootMargin: string; watch?: boolean },
): boolean {
  const [near, setNear] = useState(!watch);
  useEffect(() => {
    const target = element.current;
    if (near) return;
    if (!target || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);
  return near;
}
