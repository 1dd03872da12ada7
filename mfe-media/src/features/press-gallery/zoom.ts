/**
 * The arithmetic of the media viewer's zoom (spec sections 2 and 9): 1x to 5x in steps of
 * 10 %, double-click toggles 1x and 2x, and a zoomed picture pans only as far as its edges.
 * Pure functions; the viewer wires them to the pointer, the wheel and the keyboard.
 *
 * The picture is drawn at its fitted size, centred in the stage, with
 * `transform: translate(x, y) scale(scale)` about its centre. Points are in CSS pixels
 * from the stage's centre.
 */
export const ZOOM_LIMITS = { min: 1, max: 5, step: 0.1, doubleClick: 2 } as const;

export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const NO_ZOOM: ZoomState = { scale: 1, x: 0, y: 0 };

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Within 1x–5x, to two decimals (pinching gives any value; steps give tenths). */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return ZOOM_LIMITS.min;
  return round(Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, scale)), 2);
}

/** One 10 % step in or out, landing on the next tenth (1.37 steps in to 1.4, out to 1.3). */
export function stepScale(scale: number, direction: 1 | -1): number {
  const tenths = round(scale * 10, 6);
  const next = direction > 0 ? Math.floor(tenths) + 1 : Math.ceil(tenths) - 1;
  return clampScale(next / 10);
}

/** The largest size with the picture's proportions that fits the stage (never 0 by 0). */
export function fitSize(natural: Size, stage: Size): Size {
  if (stage.width <= 0 || stage.height <= 0) return natural;
  const ratio = Math.min(stage.width / natural.width, stage.height / natural.height);
  return { width: round(natural.width * ratio, 2), height: round(natural.height * ratio, 2) };
}

/** How far the picture may move each way: until its edge meets the stage's edge. */
export function panLimits(scale: number, content: Size, stage: Size): Point {
  return {
    x: Math.max(0, (content.width * scale - stage.width) / 2),
    y: Math.max(0, (content.height * scale - stage.height) / 2),
  };
}

const clampTo = (value: number, limit: number) => round(Math.min(limit, Math.max(-limit, value)), 2) || 0;

/** The state with its scale in bounds and its offset within the pan limits. */
export function clampZoom(state: ZoomState, content: Size, stage: Size): ZoomState {
  const scale = clampScale(state.scale);
  const limits = panLimits(scale, content, stage);
  return { scale, x: clampTo(state.x, limits.x), y: clampTo(state.y, limits.y) };
}

/** Zooms to `scale` keeping the point under the pointer where it is. */
export function zoomAt(state: ZoomState, scale: number, point: Point, content: Size, stage: Size): ZoomState {
  const next = clampScale(scale);
  const factor = next / state.scale;
  return clampZoom(
    { scale: next, x: point.x - (point.x - state.x) * factor, y: point.y - (point.y - state.y) * factor },
    content,
    stage,
  );
}

/** Double-click: 1x to 2x at the pointer, any zoom back to 1x. */
export function toggleZoom(state: ZoomState, point: Point, content: Size, stage: Size): ZoomState {
  return state.scale > ZOOM_LIMITS.min
    ? NO_ZOOM
    : zoomAt(state, ZOOM_LIMITS.doubleClick, point, content, stage);
}

/** Ctrl/Cmd + wheel or +/−: one step, towards the pointer (the centre from the keyboard). */
export function stepZoom(
  state: ZoomState,
  direction: 1 | -1,
  point: Point,
  content: Size,
  stage: Size,
): ZoomState {
  return zoomAt(state, stepScale(state.scale, direction), point, content, stage);
}

/** Dragging or arrow keys: moves the picture, never past its edges (not at all at 1x). */
export function panBy(state: ZoomState, dx: number, dy: number, content: Size, stage: Size): ZoomState {
  return clampZoom({ ...state, x: state.x + dx, y: state.y + dy }, content, stage);
}

export const zoomTransform = ({ scale, x, y }: ZoomState) => `translate(${x}px, ${y}px) scale(${scale})`;

export const zoomPercent = (scale: number) => `${Math.round(scale * 100)}%`;
