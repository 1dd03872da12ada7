import {
  clampScale,
  clampZoom,
  fitSize,
  NO_ZOOM,
  panBy,
  panLimits,
  stepScale,
  stepZoom,
  toggleZoom,
  zoomAt,
  zoomPercent,
  zoomTransform,
} from './zoom';

const CONTENT = { width: 900, height: 600 };
const STAGE = { width: 1000, height: 600 };
const CENTRE = { x: 0, y: 0 };

describe('zoom bounds and steps', () => {
  it('keeps the scale between 1x and 5x', () => {
    expect(clampScale(0.5)).toBe(1);
    expect(clampScale(7)).toBe(5);
    expect(clampScale(2.345)).toBe(2.35);
    expect(clampScale(Number.NaN)).toBe(1);
  });

  it('steps by 10 % without drifting, and stops at the bounds', () => {
    let scale = 1;
    for (let i = 0; i < 10; i++) scale = stepScale(scale, 1);
    expect(scale).toBe(2);
    for (let i = 0; i < 50; i++) scale = stepScale(scale, 1);
    expect(scale).toBe(5);
    expect(stepScale(5, 1)).toBe(5);
    expect(stepScale(1, -1)).toBe(1);
    expect(stepScale(1.1, -1)).toBe(1);
    expect(stepScale(1.3, 1)).toBe(1.4);
    // In between after a pinch: snaps to the next tenth either way.
    expect(stepScale(1.37, 1)).toBe(1.4);
    expect(stepScale(1.37, -1)).toBe(1.3);
  });

  it('counts 41 levels from 1x to 5x', () => {
    const levels = new Set<number>();
    for (let scale = 1; levels.size < 60 && !levels.has(scale); scale = stepScale(scale, 1))
      levels.add(scale);
    expect(levels.size).toBe(41);
  });
});

describe('fitting and pan limits', () => {
  it('fits the picture in the stage, keeping its proportions', () => {
    expect(fitSize({ width: 960, height: 640 }, { width: 1000, height: 600 })).toEqual({
      width: 900,
      height: 600,
    });
    expect(fitSize({ width: 960, height: 640 }, { width: 390, height: 600 })).toEqual({
      width: 390,
      height: 260,
    });
    expect(fitSize({ width: 960, height: 640 }, { width: 0, height: 0 })).toEqual({
      width: 960,
      height: 640,
    });
  });

  it('cannot pan at 1x, and at 2x only until an edge meets the stage', () => {
    expect(panLimits(1, CONTENT, STAGE)).toEqual({ x: 0, y: 0 });
    expect(panLimits(2, CONTENT, STAGE)).toEqual({ x: 400, y: 300 });
    expect(panBy(NO_ZOOM, 50, 50, CONTENT, STAGE)).toEqual(NO_ZOOM);
    const zoomed = { scale: 2, x: 0, y: 0 };
    expect(panBy(zoomed, 120, -80, CONTENT, STAGE)).toEqual({ scale: 2, x: 120, y: -80 });
    expect(panBy(zoomed, 5000, -5000, CONTENT, STAGE)).toEqual({ scale: 2, x: 400, y: -300 });
  });

  it('pulls the offset back in when zooming out', () => {
    expect(clampZoom({ scale: 1.5, x: 400, y: -300 }, CONTENT, STAGE)).toEqual({
      scale: 1.5,
      x: 175,
      y: -150,
    });
  });
});

describe('zooming at a point', () => {
  it('keeps the point under the pointer in place', () => {
    const point = { x: 200, y: 100 };
    const zoomed = zoomAt(NO_ZOOM, 2, point, CONTENT, STAGE);
    expect(zoomed).toEqual({ scale: 2, x: -200, y: -100 });
    // The picture point under the pointer stays there: (point - offset) / scale is unchanged.
    expect((point.x - zoomed.x) / zoomed.scale).toBe(point.x);
  });

  it('double-click toggles 1x and 2x', () => {
    const twice = toggleZoom(NO_ZOOM, CENTRE, CONTENT, STAGE);
    expect(twice).toEqual({ scale: 2, x: 0, y: 0 });
    expect(toggleZoom(twice, CENTRE, CONTENT, STAGE)).toEqual(NO_ZOOM);
    expect(toggleZoom({ scale: 3.4, x: 10, y: 10 }, CENTRE, CONTENT, STAGE)).toEqual(NO_ZOOM);
  });

  it('wheel and keys step 10 % at a time', () => {
    const once = stepZoom(NO_ZOOM, 1, CENTRE, CONTENT, STAGE);
    expect(once.scale).toBe(1.1);
    expect(stepZoom(once, -1, CENTRE, CONTENT, STAGE)).toEqual(NO_ZOOM);
  });

  it('describes the state for CSS and for people', () => {
    expect(zoomTransform({ scale: 1.5, x: -20, y: 10 })).toBe('translate(-20px, 10px) scale(1.5)');
    expect(zoomPercent(1.1)).toBe('110%');
    expect(zoomPercent(5)).toBe('500%');
  });
});
