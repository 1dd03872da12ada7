import { useNearViewport } from '@temple/shared/ui-base';
import { type ReactNode, useRef } from 'react';

export interface NearViewportProps {
  /** Reserved height while waiting, so nothing below shifts when the content arrives. */
  minHeight: number;
  /** Shown meanwhile (in the prerendered page too), so the reserved room is not a blank. */
  placeholder: ReactNode;
  /** How far ahead of the viewport to start, e.g. "600px". */
  rootMargin?: string;
  children: ReactNode;
}

/**
 * Renders its children only once they come near the viewport: a section below the fold
 * (and the remote code behind it) costs nothing on the first paint.
 */
export function NearViewport({ minHeight, placeholder, rootMargin = '600px', children }: NearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { rootMargin });
  return (
    <div ref={ref} style={near ? undefined : { minHeight }}>
      {near ? children : placeholder}
    </div>
  );
}
