/**
 * Geometry of the media zoom (spec point 9: pan-zoom scale 1 to 5). The image is translated by
 * (x, y) and scaled around its centre; pans are clamped so the image always covers the viewport.
 */
export const MIN_SCALE = 1;
export const MAX_SCALE = 5;
/** One button press or key press zooms by this factor. */
export const ZOOM_STEP = 1.5;
/** Arrow keys pan by this share of the viewport. */
export const PAN_STEP = 0.1;

export interface PanZoomState {
  scale: number;
  x: number;
  y: number;
}

export const INITIAL_VIEW: PanZoomState = { scale: 1, x: 0, y: 0 };

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, Number.isFinite(scale) ? scale : MIN_SCALE));

/** Keeps the scaled image over the whole viewport: at scale s it may move (s - 1) / 2 of its size each way. */
export function clampPan(state: PanZoomState, width: number, height: number): PanZoomState {
  const maxX = ((state.scale - 1) * width) / 2;
  const maxY = ((state.scale - 1) * height) / 2;
  const clamp = (v: number, max: number) => (max <= 0 ? 0 : Math.min(max, Math.max(-max, v)));
  return { scale: state.scale, x: clamp(state.x, maxX), y: clamp(state.y, maxY) };
}

/**
 * Zooms by `factor` keeping the point (px, py), measured from the viewport centre, under the
 * pointer, so wheel and pinch zoom where the shopper looks.
 */
export function zoomAt(state: PanZoomState, factor: number, px: number, py: number, width: number, height: number): PanZoomState {
  const scale = clampScale(state.scale * factor);
  const ratio = scale / state.scale;
  const next = { scale, x: px - (px - state.x) * ratio, y: py - (py - state.y) * ratio };
  return clampPan(next, width, height);
}

export function panBy(state: PanZoomState, dx: number, dy: number, width: number, height: number): PanZoomState {
  return clampPan({ ...state, x: state.x + dx, y: state.y + dy }, width, height);
}
