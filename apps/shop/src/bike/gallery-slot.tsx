import { Suspense, type ComponentType } from 'react';
import type { GalleryProps } from './gallery/bike-gallery';

/**
 * The bike page's picture gallery (issue 32 item 6) stays out of the page's first load (issue 9:
 * the page is at its budget): the server renders it (the page's loader awaits `loadGallery`),
 * and on the first page of a visit its HTML stays as the server wrote it, plain links to each
 * view and to the full-size drawing, until the shell has hydrated the page and the browser is
 * idle; only then are its code and texts fetched and the gallery hydrated in place (a suspended
 * boundary keeps the server's HTML meanwhile). After a navigation in the browser the loader has
 * it in place already. Its props are the loader's data and do not change.
 */
let Gallery: ComponentType<GalleryProps> | null = null;
let code: Promise<typeof import('./gallery/bike-gallery')> | null = null;
let waiting: Promise<void> | null = null;

/** The gallery's code, once, and its texts in the language (kept per language by the gallery). */
export function loadGallery(language: string): Promise<void> {
  code ??= import('./gallery/bike-gallery');
  return code.then((m) => m.loadGalleryTexts(language).then(() => void (Gallery = m.BikeGallery)));
}

/** The shell says on <html> when it has hydrated the page; then the browser's first idle moment. */
const idle = (language: string) =>
  new Promise<void>((resolve) => {
    const check = () => (document.documentElement.dataset['hydrated'] ? (self.requestIdleCallback ?? setTimeout)(() => resolve()) : setTimeout(check, 99));
    check();
  }).then(() => loadGallery(language));

function Waiting(props: GalleryProps) {
  if (Gallery) return <Gallery {...props} />;
  // A server whose load failed renders the page without it.
  if (typeof document === 'undefined') return null;
  throw (waiting ??= idle(props.language));
}

export const GallerySlot = (props: GalleryProps) => (
  <Suspense fallback={null}>
    <Waiting {...props} />
  </Suspense>
);
