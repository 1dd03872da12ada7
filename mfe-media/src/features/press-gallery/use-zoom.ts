import { useElementSize } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import {
  fitSize,
  NO_ZOOM,
  type Point,
  panBy,
  type Size,
  stepZoom,
  toggleZoom,
  type ZoomState,
  zoomAt,
} from './zoom';

export interface Zoom {
  /** Attach to the stage: the box the picture is fitted into. */
  stageRef: (element: HTMLDivElement | null) => void;
  state: ZoomState;
  /** The picture's size at 1x, fitted into the stage. */
  content: Size;
  step: (direction: 1 | -1, point?: Point) => void;
  toggle: (point: Point) => void;
  /** Pinch: a scale about a point, then the fingers' movement. */
  scaleTo: (scale: number, point: Point, dx?: number, dy?: number) => void;
  pan: (dx: number, dy: number) => void;
  reset: () => void;
}

const CENTRE: Point = { x: 0, y: 0 };

/**
 * The zoom of one picture in the viewer. The state belongs to the item it was made for, so
 * moving to another item starts at 1x without an effect.
 */
export function useZoom(itemId: string, natural: Size): Zoom {
  const { ref: stageRef, width, height } = useElementSize<HTMLDivElement>();
  const stage: Size = { width, height };
  const content = fitSize(natural, stage);
  const [owned, setOwned] = useState({ itemId, state: NO_ZOOM });
  const state = owned.itemId === itemId ? owned.state : NO_ZOOM;

  const update = useCallback(
    (change: (current: ZoomState) => ZoomState) =>
      setOwned((previous) => ({
        itemId,
        state: change(previous.itemId === itemId ? previous.state : NO_ZOOM),
      })),
    [itemId],
  );

  return {
    stageRef,
    state,
    content,
    step: (direction, point = CENTRE) => update((s) => stepZoom(s, direction, point, content, stage)),
    toggle: (point) => update((s) => toggleZoom(s, point, content, stage)),
    scaleTo: (scale, point, dx = 0, dy = 0) =>
      update((s) => panBy(zoomAt(s, scale, point, content, stage), dx, dy, content, stage)),
    pan: (dx, dy) => update((s) => panBy(s, dx, dy, content, stage)),
    reset: () => update(() => NO_ZOOM),
  };
}
