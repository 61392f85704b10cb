import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type SyntheticEvent, type WheelEvent } from 'react';
import type { ItemView } from '@bike/shared/domain/bike-views';
import { useT } from '@bike/shared/i18n';

export interface ZoomViewerProps {
  views: ItemView[];
  index: number;
  onIndex: (index: number) => void;
  /** Closes the viewer; the gallery then returns the focus to what opened it. */
  onClose: () => void;
  name: string;
}

const MAX_ZOOM = 6;
const STEP = 1.5;
interface Pan { x: number; y: number }

/**
 * The zoom viewer (loaded on demand by ./bike-gallery.tsx): a modal dialog over the page with the
 * chosen view as its drawing (an SVG: sharp at any zoom). Keyboard: arrow keys change the view,
 * + and − zoom, 0 resets, Escape closes; the focus stays in the dialog (a modal dialog makes the
 * page inert, and Tab wraps round its buttons) and returns to what opened it. Pointer: drag to
 * move a zoomed picture, two fingers to pinch, the wheel to zoom; buttons do all of it too.
 */
export function ZoomViewer({ views, index, onIndex, onClose, name }: ZoomViewerProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState<Pan>({ x: 0, y: 0 });
  const pointers = useRef(new Map<number, Pan>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const view = views[index] ?? views[0]!;

  useEffect(() => {
    const element = dialog.current;
    // A browser without modal dialogs (old ones, jsdom) shows it open in place.
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    // The dialog's first focus: its close button (a modal dialog would focus its first button).
    closeButton.current?.focus();
    return () => {
      if (typeof element?.close === 'function') element.close();
      else element?.removeAttribute('open');
    };
  }, []);
  // A new view starts whole.
  useEffect(() => {
    setZoom(1);
    setPan({ x: 0, y: 0 });
  }, [index]);

  /** Keeps the zoomed picture covering the stage: it never slides away from its own edges. */
  const bounded = (p: Pan, z: number): Pan => {
    const box = stage.current?.getBoundingClientRect();
    const maxX = box ? (box.width * (z - 1)) / 2 : 0;
    const maxY = box ? (box.height * (z - 1)) / 2 : 0;
    return { x: Math.max(-maxX, Math.min(maxX, p.x)), y: Math.max(-maxY, Math.min(maxY, p.y)) };
  };
  const zoomTo = (next: number) => {
    const z = Math.max(1, Math.min(MAX_ZOOM, next));
    setZoom(z);
    setPan((p) => bounded(p, z));
  };
  const go = (step: number) => onIndex((index + step + views.length) % views.length);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => go(1), ArrowLeft: () => go(-1),
      '+': () => zoomTo(zoom * STEP), '=': () => zoomTo(zoom * STEP), '-': () => zoomTo(zoom / STEP), '0': () => zoomTo(1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
      return;
    }
    if (event.key !== 'Tab') return;
    // Tab wraps round the dialog's own controls.
    const controls = [...(dialog.current?.querySelectorAll<HTMLElement>('button') ?? [])];
    const edge = event.shiftKey ? controls[0] : controls[controls.length - 1];
    if (document.activeElement === edge || !dialog.current?.contains(document.activeElement)) {
      event.preventDefault();
      (event.shiftKey ? controls[controls.length - 1] : controls[0])?.focus();
    }
  };
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault(); // Escape: we close, so the gallery can return the focus
    onClose();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y) || 1, zoom };
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      zoomTo((pinch.current.zoom * Math.hypot(a!.x - b!.x, a!.y - b!.y)) / pinch.current.distance);
    } else if (pointers.current.size === 1 && zoom > 1) {
      setPan((p) => bounded({ x: p.x + now.x - before.x, y: p.y + now.y - before.y }, zoom));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => zoomTo(zoom * (event.deltaY < 0 ? 1.2 : 1 / 1.2));

  return (
    <dialog ref={dialog} className="zoom-viewer" aria-label={t('bike.gallery.dialog', { view: view.alt })} onKeyDown={onKeyDown} onCancel={onCancel}>
      <div className="zoom-viewer__bar">
        <p className="zoom-viewer__position" aria-live="polite">
          {t('bike.gallery.position', { index: index + 1, count: views.length })}: {view.alt}
        </p>
        <div className="zoom-viewer__buttons">
          <button type="button" className="zoom-viewer__button" onClick={() => zoomTo(zoom / STEP)} aria-label={t('bike.gallery.zoomOut')}>−</button>
          <button type="button" className="zoom-viewer__button" onClick={() => zoomTo(zoom * STEP)} aria-label={t('bike.gallery.zoomIn')}>+</button>
          <button type="button" className="zoom-viewer__button" onClick={() => go(-1)} aria-label={t('bike.gallery.previous')}>‹</button>
          <button type="button" className="zoom-viewer__button" onClick={() => go(1)} aria-label={t('bike.gallery.next')}>›</button>
          <button ref={closeButton} type="button" className="zoom-viewer__button" onClick={onClose} aria-label={t('common.close')}>×</button>
        </div>
      </div>
      <div ref={stage} className="zoom-viewer__stage" data-zoom={Math.round(zoom * 100) / 100}
        onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp} onWheel={onWheel}>
        <img src={view.image} alt={view.alt ? `${name} – ${view.alt}` : name} width={880} height={496} draggable={false}
          style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }} />
      </div>
      <p className="zoom-viewer__hint">{t('bike.gallery.hint')}</p>
    </dialog>
  );
}
