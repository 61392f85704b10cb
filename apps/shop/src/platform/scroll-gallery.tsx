/* eslint-disable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions -- a scrollable region must be focusable for keyboard users */
import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { ProductImage } from '@bike/shared/ui';

export interface GalleryImage {
  src: string;
  alt: string;
  caption?: string;
}

/**
 * Horizontal scroll-snap gallery of the two platform variants that have one. The track is
 * focusable: arrow keys, Home and End move one slide; the buttons do the same for pointer users.
 */
export function ScrollGallery({ images, labelledBy }: { images: GalleryImage[]; labelledBy: string }) {
  const intl = useIntl();
  const track = useRef<HTMLUListElement>(null);
  const slideWidth = () => (track.current?.querySelector('li')?.getBoundingClientRect().width ?? 300) + 16;
  const move = (slides: number) => {
    const el = track.current;
    if (!el) return;
    const reduce = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: slides * slideWidth(), behavior: reduce ? 'auto' : 'smooth' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const el = track.current;
    if (!el) return;
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(1),
      ArrowLeft: () => move(-1),
      Home: () => el.scrollTo({ left: 0 }),
      End: () => el.scrollTo({ left: el.scrollWidth }),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };
  if (images.length === 0) return null;
  return (
    <div className="platform-gallery">
      {/* A scrollable region must be focusable for keyboard users (axe scrollable-region-focusable); arrows move a slide. */}
      <ul
        ref={track}
        className="platform-gallery__track"
        tabIndex={0}
        aria-labelledby={labelledBy}
        aria-describedby="platform-gallery-help"
        onKeyDown={onKeyDown}
      >
        {images.map((image, index) => (
          <li key={`${image.src}-${index}`} className="platform-gallery__slide">
            <figure>
              <ProductImage src={image.src} alt={image.alt} width={800} height={600} sizes="(max-width: 650px) 80vw, 520px" />
              <figcaption>
                <span className="visually-hidden">{intl.formatMessage({ id: 'platform.gallery.position' }, { position: index + 1, total: images.length })}</span>
                {image.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p id="platform-gallery-help" className="visually-hidden">{intl.formatMessage({ id: 'platform.gallery.help' })}</p>
      <div className="platform-gallery__controls">
        <button type="button" className="btn btn--secondary btn--small" onClick={() => move(-1)} aria-label={intl.formatMessage({ id: 'platform.gallery.previous' })}>←</button>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => move(1)} aria-label={intl.formatMessage({ id: 'platform.gallery.next' })}>→</button>
      </div>
    </div>
  );
}
