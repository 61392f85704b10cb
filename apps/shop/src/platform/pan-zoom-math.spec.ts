import { INITIAL_VIEW, MAX_SCALE, MIN_SCALE, clampPan, clampScale, panBy, zoomAt } from './pan-zoom-math';

describe('pan-zoom geometry (scale 1 to 5)', () => {
  it('keeps the scale between 1 and 5', () => {
    expect(MIN_SCALE).toBe(1);
    expect(MAX_SCALE).toBe(5);
    expect(clampScale(0.2)).toBe(1);
    expect(clampScale(9)).toBe(5);
    expect(clampScale(Number.NaN)).toBe(1);
    let view = INITIAL_VIEW;
    for (let i = 0; i < 20; i++) view = zoomAt(view, 1.5, 0, 0, 400, 300);
    expect(view.scale).toBe(5);
  });

  it('zooms around the pointer and never lets the image leave the viewport', () => {
    const zoomed = zoomAt(INITIAL_VIEW, 2, 100, 0, 400, 300);
    expect(zoomed.scale).toBe(2);
    expect(zoomed.x).toBe(-100); // the point under the pointer stays put
    expect(clampPan({ scale: 2, x: 999, y: -999 }, 400, 300)).toEqual({ scale: 2, x: 200, y: -150 });
    expect(panBy(INITIAL_VIEW, 50, 50, 400, 300)).toEqual(INITIAL_VIEW);
  });

  it('re-centres when zooming back out to 1', () => {
    const zoomed = zoomAt(INITIAL_VIEW, 3, 150, 100, 400, 300);
    expect(zoomAt(zoomed, 1 / 3, 0, 0, 400, 300)).toEqual({ scale: 1, x: 0, y: 0 });
  });
});
