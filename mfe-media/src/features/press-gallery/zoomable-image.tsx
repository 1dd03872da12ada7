import { useMergedRef } from '@temple/shared/ui-base';
import { type PointerEvent, useEffect, useRef } from 'react';
import type { Zoom } from './use-zoom';
import type { Point } from './zoom';
import { zoomTransform } from './zoom';
import classes from './zoomable-image.module.css';

/** Horizontal travel (px) of a one-finger swipe at 1x that moves to the next or previous item. */
const SWIPE_PX = 60;

interface Gesture {
  kind: 'pan' | 'pinch';
  last: Point;
  travel: Point;
  startDistance: number;
  startScale: number;
}

function fromCentre(element: HTMLElement, clientX: number, clientY: number): Point {
  const box = element.getBoundingClientRect();
  return { x: clientX - (box.left + box.width / 2), y: clientY - (box.top + box.height / 2) };
}

/**
 * The large picture in the viewer: double-click toggles 1x/2x, Ctrl or Cmd + wheel zooms in
 * 10 % steps, dragging pans when zoomed (mouse, pen, touch), two fingers pinch. At 1x a
 * horizontal swipe asks for the next or previous item. The zoom is readable by tests and
 * tools as `data-zoom` and the picture's `transform`.
 */
export function ZoomableImage({
  src,
  title,
  zoom,
  onSwipe,
}: {
  src: string;
  title: string;
  zoom: Zoom;
  onSwipe: (direction: 1 | -1) => void;
}) {
  const stage = useRef<HTMLDivElement | null>(null);
  // One stable ref: a new callback each render would restart the size observer every frame.
  const stageRef = useMergedRef(stage, zoom.stageRef);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const { state, content } = zoom;

  // React's wheel listeners are passive; Ctrl/Cmd + wheel must not also zoom the whole page.
  const stepAt = useRef(zoom.step);
  stepAt.current = zoom.step;
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.deltaY === 0) return;
      event.preventDefault();
      stepAt.current(event.deltaY < 0 ? 1 : -1, fromCentre(element, event.clientX, event.clientY));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const startGesture = () => {
    const [first, second] = [...pointers.current.values()];
    if (!first) {
      gesture.current = null;
      return;
    }
    const pinch = second !== undefined;
    gesture.current = {
      kind: pinch ? 'pinch' : 'pan',
      last: pinch ? { x: (first.x + second.x) / 2, y: (first.y + second.y) / 2 } : first,
      travel: { x: 0, y: 0 },
      startDistance: pinch ? Math.hypot(first.x - second.x, first.y - second.y) : 0,
      startScale: state.scale,
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Not a live pointer (a synthetic event): the gesture still works without capture.
    }
    event.currentTarget.dataset.dragging = '';
    pointers.current.set(event.pointerId, fromCentre(event.currentTarget, event.clientX, event.clientY));
    startGesture();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current || !pointers.current.has(event.pointerId)) return;
    const point = fromCentre(event.currentTarget, event.clientX, event.clientY);
    pointers.current.set(event.pointerId, point);
    const [first, second] = [...pointers.current.values()];
    if (current.kind === 'pinch' && first && second) {
      const middle = { x: (first.x + second.x) / 2, y: (first.y + second.y) / 2 };
      const distance = Math.hypot(first.x - second.x, first.y - second.y);
      const scale =
        current.startDistance > 0 ? (current.startScale * distance) / current.startDistance : state.scale;
      zoom.scaleTo(scale, middle, middle.x - current.last.x, middle.y - current.last.y);
      current.last = middle;
      return;
    }
    const dx = point.x - current.last.x;
    const dy = point.y - current.last.y;
    current.last = point;
    current.travel = { x: current.travel.x + dx, y: current.travel.y + dy };
    if (state.scale > 1) zoom.pan(dx, dy);
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pointers.current.size === 0) delete event.currentTarget.dataset.dragging;
    const ended = gesture.current;
    if (
      ended?.kind === 'pan' &&
      event.type === 'pointerup' &&
      state.scale === 1 &&
      Math.abs(ended.travel.x) > SWIPE_PX &&
      Math.abs(ended.travel.x) > 2 * Math.abs(ended.travel.y)
    ) {
      onSwipe(ended.travel.x < 0 ? 1 : -1);
    }
    startGesture();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer gestures on the picture; every one has a keyboard equivalent (+, −, 0, arrows) handled by the viewer.
    <div
      ref={stageRef}
      className={classes.stage}
      data-zoomed={state.scale > 1 || undefined}
      data-testid="zoom-stage"
      onDoubleClick={(event) => zoom.toggle(fromCentre(event.currentTarget, event.clientX, event.clientY))}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <img
        src={src}
        alt={title}
        width={Math.round(content.width)}
        height={Math.round(content.height)}
        draggable={false}
        className={classes.picture}
        data-testid="zoom-image"
        data-zoom={state.scale}
        style={{ width: content.width, height: content.height, transform: zoomTransform(state) }}
      />
    </div>
  );
}
