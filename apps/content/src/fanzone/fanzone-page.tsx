import type { FanzoneGalleryPage } from '@bike/shared/domain/fanzone';
import { definePage } from '@bike/shared/remote-kit';
import { ErrorBox, PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { fetchGallery, galleryPageOf } from './fanzone-calls';
import { Gallery } from './gallery';
import { ShareYourRide } from './share-your-ride';

/**
 * /fanzone: riders' photos (spec point 1). The gallery is rendered on the server, the same for
 * every visitor (so the page may be cached); sharing a photo is the signed-in rider's part,
 * started in the browser (share-your-ride.tsx).
 */
export const fanzonePage = definePage<{ gallery: FanzoneGalleryPage | null }>({
  meta: () => ({ title: '', titleKey: 'page.fanzone.title', descriptionKey: 'page.fanzone.description' }),
  loader: async ({ api, searchParams }) => {
    try {
      return { gallery: await fetchGallery(api, galleryPageOf(searchParams.get('page'))) };
    } catch {
      // A page past the end or a failing service: the page still shows, with a contained message.
      return { gallery: null };
    }
  },
  Component: ({ data }) => {
    const t = useT();
    return (
      <div className="container page fanzone">
        <PageHeader title={t('page.fanzone.title')} intro={t('page.fanzone.description')} />
        <ShareYourRide />
        <section aria-labelledby="fanzone-gallery-title" className="fanzone__gallery">
          <h2 id="fanzone-gallery-title">
            {t('fanzone.gallery')}
            {data.gallery && data.gallery.total > 0 && <span className="fanzone__count"> · {t('fanzone.count', { count: data.gallery.total })}</span>}
          </h2>
          {data.gallery ? <Gallery gallery={data.gallery} /> : <ErrorBox title={t('fanzone.unavailable')} />}
        </section>
      </div>
    );
  },
});
