/* eslint-disable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions -- the zoom viewer is a keyboard-operable widget without a native element */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '@bike/shared/i18n';
import { INITIAL_VIEW, MAX_SCALE, MIN_SCALE, PAN_STEP, ZOOM_STEP, panBy, zoomAt, type PanZoomState } from './pan-zoom-math';

interface PanZoomProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Id of the element naming the viewer (the platform title). */
  labelledBy?: string;
}

/**
 * Media zoom of the platform page: wheel (with Ctrl, or once zoomed, so the page still scrolls),
 * pinch and drag on touch, buttons, and the keyboard (+ / - to zoom, arrows to move, 0 to reset).
 */
export function PanZoom({ src, alt, width, height, labelledBy }: PanZoomProps) {
  const t = useT();
  const viewport = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<PanZoomState>(INITIAL_VIEW);
  const viewRef = useRef(view);
  viewRef.current = view;
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number } | null>(null);

  const size = () => {
    const rect = viewport.current?.getBoundingClientRect();
    return { w: rect?.width || width, h: rect?.height || height, left: rect?.left ?? 0, top: rect?.top ?? 0 };
  };
  const zoom = useCallback((factor: number, clientX?: number, clientY?: number) => {
    const { w, h, left, top } = size();
    const px = clientX === undefined ? 0 : clientX - left - w / 2;
    const py = clientY === undefined ? 0 : clientY - top - h / 2;
    setView((v) => zoomAt(v, factor, px, py, w, h));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const pan = (dx: number, dy: number) => {
    const { w, h } = size();
    setView((v) => panBy(v, dx, dy, w, h));
  };
  const reset = () => setView(INITIAL_VIEW);

  // A new image (another design chosen) starts unzoomed.
  useEffect(() => setView(INITIAL_VIEW), [src]);

  // React's onWheel is passive; zooming must be able to cancel the page scroll.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return undefined;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey && viewRef.current.scale === 1) return;
      event.preventDefault();
      zoom(Math.exp(-event.deltaY * 0.002), event.clientX, event.clientY);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoom]);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (pointers.current.size === 2) pinch.current = { distance: distance() };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size >= 2 && pinch.current) {
      const now = distance();
      if (pinch.current.distance > 0 && now > 0) {
        const [a, b] = [...pointers.current.values()];
        zoom(now / pinch.current.distance, (a!.x + b!.x) / 2, (a!.y + b!.y) / 2);
      }
      pinch.current = { distance: now };
    } else if (viewRef.current.scale > 1) {
      pan(event.clientX - previous.x, event.clientY - previous.y);
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { w, h } = size();
    const actions: Record<string, () => void> = {
      '+': () => zoom(ZOOM_STEP),
      '=': () => zoom(ZOOM_STEP),
      '-': () => zoom(1 / ZOOM_STEP),
      _: () => zoom(1 / ZOOM_STEP),
      '0': reset,
      Home: reset,
      ArrowLeft: () => pan(w * PAN_STEP, 0),
      ArrowRight: () => pan(-w * PAN_STEP, 0),
      ArrowUp: () => pan(0, h * PAN_STEP),
      ArrowDown: () => pan(0, -h * PAN_STEP),
    };
    const action = actions[event.key];
    // Arrows only move a zoomed image; unzoomed they keep scrolling the page.
    if (!action || (event.key.startsWith('Arrow') && viewRef.current.scale === 1)) return;
    event.preventDefault();
    action();
  };

  const percent = Math.round(view.scale * 100);
  return (
    <div className="platform-zoom">
      {/* role="application": the viewer handles its own keys (+, -, arrows, 0), so screen readers pass them through. */}
      <div
        ref={viewport}
        className={`platform-zoom__viewport${view.scale > 1 ? ' platform-zoom__viewport--zoomed' : ''}`}
        role="application"
        aria-roledescription={t('platform.zoom.roledescription')}
        aria-labelledby={labelledBy}
        aria-describedby="platform-zoom-help"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={(e) => (view.scale > 1 ? reset() : zoom(2, e.clientX, e.clientY))}
      >
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          draggable={false}
          fetchPriority="high"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </div>
      <p id="platform-zoom-help" className="visually-hidden">{t('platform.zoom.help')}</p>
      <div className="platform-zoom__controls">
        <button type="button" className="btn btn--secondary btn--small platform-zoom__button" onClick={() => zoom(1 / ZOOM_STEP)} disabled={view.scale <= MIN_SCALE} aria-label={t('platform.zoom.out')}>−</button>
        <output className="platform-zoom__level" aria-live="polite">{t('platform.zoom.level', { percent })}</output>
        <button type="button" className="btn btn--secondary btn--small platform-zoom__button" onClick={() => zoom(ZOOM_STEP)} disabled={view.scale >= MAX_SCALE} aria-label={t('platform.zoom.in')}>+</button>
        <button type="button" className="btn btn--secondary btn--small platform-zoom__button" onClick={reset} disabled={view.scale === 1}>{t('platform.zoom.reset')}</button>
      </div>
    </div>
  );
}
