import { useIntl } from 'react-intl';
import type { Item } from '@bike/shared/domain';
import { messageOr, useT } from '@bike/shared/i18n';
import { ShopLink } from '@bike/shared/remote-kit';
import { ProductImage } from '@bike/shared/ui';
import type { PlatformInfo } from './bike-data';

const DETAIL_UNITS: Record<string, string> = { weightGrams: 'g', tyreClearanceMm: 'mm' };

/** About platform: the item's story and the frame platform's key figures. */
export function AboutPlatform({ item, platform }: { item: Item; platform: PlatformInfo | null }) {
  const intl = useIntl();
  const t = useT();
  const details = Object.entries(platform?.details ?? {});
  if (!item.description && !platform) return null;
  return (
    <section className="section bike-section" id="about-platform" aria-labelledby="about-platform-title">
      <h2 id="about-platform-title">{t('bike.aboutPlatform')}</h2>
      {platform && <p className="eyebrow">{platform.familyTitle} · {platform.title}</p>}
      {item.description && <p className="prose">{item.description}</p>}
      {details.length > 0 && (
        <dl className="bike-figures">
          {details.map(([key, value]) => (
            <div key={key} className="bike-figures__item">
              <dt>{messageOr(intl, `bike.platformDetail.${key}`, key)}</dt>
              <dd>{typeof value === 'number' ? intl.formatNumber(value) : messageOr(intl, `platform.material.${value}`, value.charAt(0).toUpperCase() + value.slice(1))}{DETAIL_UNITS[key] ? `\u00a0${DETAIL_UNITS[key]}` : ''}</dd>
            </div>
          ))}
        </dl>
      )}
      {platform && (
        <p><ShopLink to={`bikes/platform/${platform.familyCode}/${platform.code}`}>{intl.formatMessage({ id: 'bike.viewPlatform' }, { platform: platform.title })}</ShopLink></p>
      )}
    </section>
  );
}

/** Technologies of the platform, as a list. */
export function Technologies({ platform }: { platform: PlatformInfo | null }) {
  const intl = useIntl();
  if (!platform?.technology.length) return null;
  return (
    <section className="section bike-section" id="technologies" aria-labelledby="technologies-title">
      <h2 id="technologies-title">{intl.formatMessage({ id: 'bike.technologies' })}</h2>
      <ul className="bike-tech">
        {platform.technology.map((tech) => <li key={tech} className="bike-tech__item">{tech}</li>)}
      </ul>
    </section>
  );
}

/**
 * The platform video, when the catalogue has one: same-origin `video_url` and `video_captions`
 * (WebVTT) attributes. A video without captions is not shown (WCAG 1.2.2). Never autoplays, has
 * controls and a poster, and loads nothing until asked (preload none). No video, no section.
 */
export function VideoSection({ item }: { item: Item }) {
  const intl = useIntl();
  const sameOrigin = (u?: string) => !!u && u.startsWith('/') && !u.startsWith('//');
  const src = item.attributes?.['video_url'];
  const captions = item.attributes?.['video_captions'];
  if (!sameOrigin(src) || !sameOrigin(captions)) return null;
  return (
    <section className="section bike-section" id="video" aria-labelledby="video-title">
      <h2 id="video-title">{intl.formatMessage({ id: 'bike.video' })}</h2>
      <video className="bike-video" controls preload="none" playsInline poster={item.image ?? undefined} width={1280} height={720}
        aria-label={intl.formatMessage({ id: 'bike.videoLabel' }, { title: item.title })}>
        <source src={src} />
        <track kind="captions" src={captions} srcLang={intl.locale.slice(0, 2)} label={intl.formatMessage({ id: 'bike.videoCaptions' })} default />
      </video>
    </section>
  );
}

/** A large photo of the bike in its design. */
export function PhotoSection({ item }: { item: Item }) {
  const intl = useIntl();
  if (!item.image) return null;
  return (
    <section className="section bike-section bike-photo" id="photo" aria-labelledby="photo-title">
      <h2 id="photo-title" className="visually-hidden">{intl.formatMessage({ id: 'bike.photo' })}</h2>
      <figure className="bike-photo__figure">
        <ProductImage src={item.image} alt={intl.formatMessage({ id: 'bike.photoAlt' }, { title: item.title, design: item.paint_des ?? '' })} width={1800} height={1350} sizes="(max-width: 1280px) 100vw, 1240px" />
        {item.paint_des && <figcaption>{intl.formatMessage({ id: 'bike.design' })}: {item.paint_des}</figcaption>}
      </figure>
    </section>
  );
}

export interface DetailSectionsProps {
  item: Item;
  platform: PlatformInfo | null;
  /** The page's language (the deferred part's loading key, detail-parts.tsx). */
  language: string;
}

/** The detail page's sections between the section links and the tabs, as one part that hydrates when the browser is idle (detail-parts.tsx). */
export function DetailSections({ item, platform }: DetailSectionsProps) {
  const isBike = item.itemtype === 'bike';
  return (
    <>
      {isBike ? <AboutPlatform item={item} platform={platform} /> : item.description ? <section className="section bike-section" id="about"><p className="prose">{item.description}</p></section> : null}
      <VideoSection item={item} />
      {isBike && <Technologies platform={platform} />}
      {isBike && <PhotoSection item={item} />}
    </>
  );
}
