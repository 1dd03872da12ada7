import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface NearViewportProps {
  /** Reserved height while waiting, so nothing below shifts when the content arrives. */
  minHeight: number;
  /** How far ahead of the viewport to start, e.g. "600px". */
  rootMargin?: string;
  children: ReactNode;
}

/**
 * Renders its children only once they come near the viewport: a section below the fold
 * (and the remote code behind it) costs nothing on the first paint.
 */
export function NearViewport({ minHeight, rootMargin = '600px', children }: NearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return (
    <div ref={ref} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}
