import { useEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import type { ItemView } from '@bike/shared/domain/bike-views';
import { ProductImage } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { GalleryTexts } from './gallery-texts';
import type { ZoomViewerProps } from './zoom-viewer';

export { loadGalleryTexts } from './gallery-texts';

export interface GalleryProps {
  /** The picture's views with their alt texts in the page's language, as the item call answers them. */
  views?: ItemView[];
  /** The item's picture: its one view when the call answers none. */
  image: string;
  /** What the picture shows: the bike's title and design. */
  name: string;
  /** The view the address asks for (?view=; anything else is the first). */
  initialView: string | null;
  language: string;
}

/**
 * The bike page's pictures (issue 32 item 6): the chosen view large, the views as thumbnails
 * below, and a zoom viewer. Without script (and until this code arrives after the page is idle,
 * ../detail-parts.tsx) every control is a plain link: a thumbnail asks the server for the page
 * with that view (?view=groupset#gallery), the picture and "Zoom" open the full-size drawing.
 * Once hydrated, a thumbnail switches the view in place and the picture or "Zoom" opens the zoom
 * viewer, whose code loads when the shopper comes near either (pointer or focus).
 */
type Viewer = ComponentType<ZoomViewerProps>;
let viewer: Promise<Viewer> | null = null;
const loadViewer = (): Promise<Viewer> => (viewer ??= import('./zoom-viewer').then((m) => m.ZoomViewer, (error) => ((viewer = null), Promise.reject(error))));
const preloadViewer = () => void loadViewer().catch(() => undefined);

/** A press that the page should handle itself; a new tab or window follows the link as without script. */
const plainPress = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function BikeGallery({ language, ...props }: GalleryProps) {
  return (
    <GalleryTexts language={language}>
      <Gallery {...props} />
    </GalleryTexts>
  );
}

function Gallery({ views: answered, image, name, initialView }: Omit<GalleryProps, 'language'>) {
  const views: ItemView[] = answered?.length ? answered : [{ view: 'side', image, alt: '' }];
  const t = useT();
  const first = Math.max(0, views.findIndex((v) => v.view === initialView));
  const [index, setIndex] = useState(first);
  const [open, setOpen] = useState<Viewer | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Says on the gallery when its controls act in place (tests and styles); the server's HTML has plain links.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The focus goes back to what opened the viewer once its dialog has left the page: while a
  // modal dialog is open the rest of the page is inert and cannot take the focus.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      opener.current?.focus();
    }
  }, [open]);
  const current = views[index] ?? views[0];
  if (!current) return null;

  const openZoom = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainPress(event)) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    const href = event.currentTarget.href;
    // Offline (its code cannot be fetched): the full-size drawing, as without script.
    loadViewer().then((component) => setOpen(() => component), () => window.location.assign(href));
  };
  const choose = (event: MouseEvent<HTMLAnchorElement>, i: number) => {
    if (!plainPress(event)) return;
    event.preventDefault();
    setIndex(i);
  };
  const close = () => setOpen(null);
  const Zoom = open;

  return (
    <section className="bike-gallery" id="gallery" aria-label={t('bike.gallery.label')} data-hydrated={hydrated ? 'true' : undefined}>
      <a className="bike-gallery__main" href={current.image} onClick={openZoom} onPointerEnter={preloadViewer} onFocus={preloadViewer} data-view={current.view}>
        <ProductImage src={current.image} alt={current.alt ? `${name} – ${current.alt}` : name} width={880} height={496} sizes="(max-width: 960px) 100vw, 60vw"
          priority={index === first} className="bike-detail__image" />
      </a>
      <a className="bike-gallery__zoom btn btn--secondary btn--small" href={current.image} onClick={openZoom} onPointerEnter={preloadViewer} onFocus={preloadViewer}>
        {t('bike.gallery.zoom')}
      </a>
      {views.length > 1 && (
        <ul className="bike-gallery__thumbs" aria-label={t('bike.gallery.views')}>
          {views.map((v, i) => (
            <li key={v.view}>
              <a href={`?view=${v.view}#gallery`} aria-current={i === index ? 'true' : undefined} onClick={(event) => choose(event, i)}>
                <img src={v.image} alt={v.alt} width={176} height={99} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {Zoom && <Zoom views={views} index={index} onIndex={setIndex} onClose={close} name={name} />}
    </section>
  );
}
