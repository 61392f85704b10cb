import { deferredPart } from './deferred-part';
import type { GalleryProps } from './gallery/bike-gallery';
import type { DetailSectionsProps } from './platform-sections';

/**
 * The bike page's parts that hydrate when the browser is idle (deferred-part.tsx): the picture
 * gallery (issue 32 item 6; its texts come with it) and the sections about the platform (about,
 * video, technologies, photo: static until then, their links and video work without script).
 */
const gallery = deferredPart<GalleryProps>((language) => import('./gallery/bike-gallery').then((m) => m.loadGalleryTexts(language).then(() => m.BikeGallery)));
export const GallerySlot = gallery.Slot;
export const loadGallery = gallery.preload;

const sections = deferredPart<DetailSectionsProps>(() => import('./platform-sections').then((m) => m.DetailSections));
export const SectionsSlot = sections.Slot;
export const loadSections = sections.preload;
