import { useIntl } from 'react-intl';
import type { FanzoneGalleryPage, FanzonePhoto } from '@bike/shared/domain/fanzone';
import { formatConceptCode } from '@bike/shared/domain/concept-code';
import { ShopLink } from '@bike/shared/remote-kit';
import { EmptyState } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';

/**
 * The approved photos, rendered on the server. Portrait crops of spec point 9 (650x800 and
 * 880x1040, the same shape) let the browser pick by the column width; the first row loads at
 * once, the rest when scrolled to.
 */
export function Gallery({ gallery }: { gallery: FanzoneGalleryPage }) {
  const t = useT();
  if (gallery.photos.length === 0) {
    return (
      <EmptyState title={t('fanzone.empty')}>
        {gallery.page > 1 && <ShopLink className="btn btn--secondary" to="fanzone">{t('fanzone.firstPage')}</ShopLink>}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="fanzone-grid" data-testid="fanzone-gallery">
        {gallery.photos.map((photo, index) => <GalleryPhoto key={photo.id} photo={photo} eager={gallery.page === 1 && index === 0} />)}
      </ul>
      {gallery.pages > 1 && (
        <nav className="pager" aria-label={t('fanzone.pages')}>
          {Array.from({ length: gallery.pages }, (_, i) => i + 1).map((page) => (
            <ShopLink key={page} to={page === 1 ? 'fanzone' : `fanzone?page=${page}`} aria-current={page === gallery.page ? 'page' : undefined} aria-label={t('fanzone.page', { page })}>
              {page}
            </ShopLink>
          ))}
        </nav>
      )}
    </>
  );
}

function GalleryPhoto({ photo, eager }: { photo: FanzonePhoto; eager: boolean }) {
  const intl = useIntl();
  const { thumbnails } = photo.image;
  return (
    <li className="fanzone-photo">
      <figure>
        <img
          src={thumbnails['650x800']}
          srcSet={`${thumbnails['650x800']} 650w, ${thumbnails['880x1040']} 880w`}
          sizes="(min-width: 1100px) 25vw, (min-width: 700px) 33vw, 50vw"
          width={650}
          height={800}
          alt={photo.caption}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
        <figcaption>
          <span className="fanzone-photo__caption">{photo.caption}</span>
          <span className="fanzone-photo__author">{intl.formatMessage({ id: 'fanzone.by' }, { name: photo.author })}</span>
          {photo.conceptCode && (
            <ShopLink className="fanzone-photo__build" to={`configurator/configuration/${photo.conceptCode}`}>
              {intl.formatMessage({ id: 'fanzone.buildThis' })}
              <span className="visually-hidden"> ({formatConceptCode(photo.conceptCode)})</span>
            </ShopLink>
          )}
        </figcaption>
      </figure>
    </li>
  );
}
