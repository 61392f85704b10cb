import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice, useT } from '@bike/shared/i18n';
import { bikePicturePath, isBikeCategory, isNewPlatform, toMenuPlatform, type Family, type Platform } from '@bike/shared/domain';
import { definePage, PageNotFoundError, ShopLink, useShop } from '@bike/shared/remote-kit';
import { ProductImage } from '@bike/shared/ui';
import { fetchPlatformFamily } from '@bike/shared/api-client';
import { platformsFetchError } from '../bikes/page-errors';
import { BikeSelector } from '../platform/bike-selector';
import { expectedText, isComingModel } from '../platform/coming-model';
import { initialSelection, matchConfiguration, type BikeSelection } from '../platform/bike-selection';
import { InPageMenu, type InPageSection } from '../platform/in-page-menu';
import { PanZoom } from '../platform/pan-zoom';
import { fetchPlatformContent, type PlatformContent } from '../platform/platform-content';
import { inspirationPrices } from '../platform/inspiration-prices';
import { AboutPlatform, Inspirations, News, Reviews, TechnologyHighlights, TechnologyList } from '../platform/platform-sections';
import { hasScrollGallery } from '../platform/platform-variants';
import { ScrollGallery, type GalleryImage } from '../platform/scroll-gallery';

interface PlatformData extends PlatformContent {
  family: Family;
  platform: Platform;
  gallery: boolean;
}

/** Finds the platform by code; a family slug, when given, must be the platform's family. */
function findPlatform(families: Family[], familyCode: string | undefined, platformCode: string | undefined) {
  if (!platformCode) return null;
  for (const family of families) {
    const platform = family.platforms.find((p) => p.code === platformCode);
    // The family's other platforms are left out: they would only weigh down the hydration data.
    if (platform) return !familyCode || familyCode === family.code ? { family: { ...family, platforms: [] }, platform } : null;
  }
  return null;
}

/** Images of the platform's designs, one per paint design, for the photo section and the gallery. */
function designImages(platform: Platform): GalleryImage[] {
  const seen = new Set<string>();
  const images: GalleryImage[] = [];
  for (const c of platform.configurations) {
    if (!c.image || seen.has(c.image)) continue;
    seen.add(c.image);
    images.push({ src: c.image, alt: `${platform.title}, ${c.paint_des ?? ''}`.trim(), caption: c.paint_des ?? undefined });
  }
  return images;
}

/**
 * Platform page (spec point 2): media zoom scroll, intro, bike selector, technology highlights,
 * about platform, technology list, photo, inspirations, reviews, news; two platform variants add
 * a scroll gallery. Each section has an id for the sticky in-page menu and shared links.
 */
export default definePage<PlatformData>({
  meta: ({ family, platform }) => {
    const image = platform.configurations.find((c) => c.image)?.image;
    return {
      title: platform.title,
      description: [platform.menu_subtitle, `${family.title}: ${platform.technology.slice(0, 4).join(', ')}`].filter(Boolean).join('. '),
      openGraph: { type: 'product.group', ...(image ? { image } : {}) },
    };
  },
  loader: async ({ api, content, language, locale, brand, params }) => {
    // A code that cannot exist is a missing page, not a failed call.
    const code = params['platform'] ?? '';
    if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/.test(code)) throw new PageNotFoundError('PLATFORM_NOT_FOUND');
    const families = await fetchPlatformFamily(api, locale, brand, code).catch((error) => {
      throw platformsFetchError(error);
    });
    const found = findPlatform(families, params['slug'], params['platform']);
    if (!found) throw new PageNotFoundError('PLATFORM_NOT_FOUND');
    const contentLists = await fetchPlatformContent(content, language, found.platform.code);
    const prices = await inspirationPrices(api, contentLists.inspirations.map((entry) => entry.id), locale);
    contentLists.inspirations = contentLists.inspirations.map((entry) => ({ ...entry, shopPrice: prices[entry.id] ?? null }));
    return { ...found, ...contentLists, gallery: hasScrollGallery(brand, found.platform.code) };
  },
  Component: ({ data }) => <PlatformView data={data} />,
});

function PlatformView({ data: { family, platform, inspirations, reviews, news, gallery } }: { data: PlatformData }) {
  const intl = useIntl();
  const { locale } = useShop();
  const t = useT();
  const [selection, setSelection] = useState<BikeSelection>(() => initialSelection(platform.configurations));
  const selected = matchConfiguration(platform.configurations, selection);
  const summary = toMenuPlatform(platform);
  const images = useMemo(() => designImages(platform), [platform]);
  // A coming model has nothing to choose yet: its page says when it comes instead of a price and a
  // selector, and shows its kind of bike drawn unpainted (silver, storm-grey details) until its designs are out.
  const coming = isComingModel(platform);
  const unpainted = coming && isBikeCategory(family.category) ? bikePicturePath(family.category, 'a9adb3', '4a4f55') : null;
  const mediaImage = selected?.image ?? images[0]?.src ?? unpainted;
  const photo = images.find((image) => image.src !== mediaImage) ?? images[0];

  const sections: (InPageSection & { show: boolean })[] = [
    { id: 'bike-selector', label: t('page.platform.selector'), show: !coming },
    { id: 'highlights', label: t('platform.section.highlights'), show: platform.technology.length > 0 },
    { id: 'about', label: t('bike.aboutPlatform'), show: true },
    { id: 'technology', label: t('bike.technologies'), show: platform.technology.length > 0 },
    { id: 'photo', label: t('platform.section.photo'), show: !!photo },
    { id: 'gallery', label: t('platform.section.gallery'), show: gallery && images.length > 0 },
    { id: 'inspirations', label: t('bike.inspirations'), show: inspirations.length > 0 },
    { id: 'reviews', label: t('bike.reviews'), show: reviews.length > 0 },
    { id: 'news', label: t('bike.relatedNews'), show: news.length > 0 },
  ];
  const shown = sections.filter((s) => s.show);
  const menuSections = useMemo(() => shown.map(({ id, label }) => ({ id, label })), [shown.map((s) => s.id).join()]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="platform-page" data-platform={platform.code}>
      <div className="container platform-hero">
        <section id="media" className="platform-hero__media" aria-label={t('platform.section.media')}>
          {mediaImage ? (
            <PanZoom src={mediaImage} alt={`${platform.title}${selected?.paint_des ? `, ${selected.paint_des}` : ''}`} width={1200} height={900} labelledBy="platform-title" />
          ) : (
            <div className="platform-hero__placeholder" aria-hidden="true" />
          )}
        </section>
        <section id="intro" className="platform-hero__intro" aria-labelledby="platform-title">
          <nav aria-label={t('nav.breadcrumb')} className="platform-breadcrumb">
            <ol>
              <li><ShopLink to="bikes">{t('nav.bikes')}</ShopLink></li>
              <li><ShopLink to={`bikes/categories/${family.category}`}>{t(`category.${family.category}`)}</ShopLink></li>
            </ol>
          </nav>
          <p className="eyebrow">{family.title}</p>
          <h1 id="platform-title">
            {platform.title}
            {isNewPlatform(platform) && <span className="badge platform-badge">{t('nav.newLabel')}</span>}
          </h1>
          {platform.archived && <p className="platform-hero__archived">{t('platform.archived')}</p>}
          {platform.menu_subtitle && <p className="platform-hero__subtitle">{platform.menu_subtitle}</p>}
          {coming && platform.expected_date ? (
            <p className="platform-hero__expected" data-testid="platform-expected">{expectedText(intl, platform.expected_date)}</p>
          ) : summary.fromPrice !== null ? (
            <p className="price platform-hero__price">{t('common.priceFrom', { price: formatPrice(summary.fromPrice, summary.currency, locale) })}</p>
          ) : null}
          <div className="platform-hero__actions">
            {platform.configurations.length > 0 && <ShopLink className="btn" to={`bikes/platform/${family.code}/${platform.code}#bike-selector`}>{t('page.platform.selector')}</ShopLink>}
            {platform.has_customizer && <ShopLink className="btn btn--secondary" to={`configurator/${encodeURIComponent(platform.code)}`}>{t('bike.configure')}</ShopLink>}
          </div>
        </section>
      </div>

      <InPageMenu sections={menuSections} label={t('platform.inPageMenu')} />

      {!coming && (
        <PlatformSection id="bike-selector" title={t('page.platform.selector')}>
          <BikeSelector platformTitle={platform.title} configurations={platform.configurations} selection={selection} onChange={setSelection} />
        </PlatformSection>
      )}

      {platform.technology.length > 0 && (
        <PlatformSection id="highlights" title={t('platform.section.highlights')} tinted>
          <TechnologyHighlights technology={platform.technology} />
        </PlatformSection>
      )}

      <PlatformSection id="about" title={t('bike.aboutPlatform')}>
        <AboutPlatform family={family} platform={platform} />
      </PlatformSection>

      {platform.technology.length > 0 && (
        <PlatformSection id="technology" title={t('bike.technologies')}>
          <TechnologyList technology={platform.technology} />
        </PlatformSection>
      )}

      {photo && (
        <section id="photo" className="platform-photo" aria-labelledby="photo-title">
          <h2 id="photo-title" className="visually-hidden">{t('platform.section.photo')}</h2>
          <figure>
            <ProductImage src={photo.src} alt={photo.alt} width={1800} height={1000} sizes="100vw" />
            {photo.caption && <figcaption className="container">{photo.caption}</figcaption>}
          </figure>
        </section>
      )}

      {gallery && images.length > 0 && (
        <PlatformSection id="gallery" title={t('platform.section.gallery')} variant="scroll-gallery">
          <ScrollGallery images={images} labelledBy="gallery-title" />
        </PlatformSection>
      )}

      {inspirations.length > 0 && (
        <PlatformSection id="inspirations" title={t('bike.inspirations')}>
          <Inspirations inspirations={inspirations} />
        </PlatformSection>
      )}

      {reviews.length > 0 && (
        <PlatformSection id="reviews" title={t('bike.reviews')} tinted>
          <Reviews reviews={reviews} />
        </PlatformSection>
      )}

      {news.length > 0 && (
        <PlatformSection id="news" title={t('bike.relatedNews')}>
          <News articles={news} />
        </PlatformSection>
      )}
    </div>
  );
}

/** A titled band of the platform page; its id is the in-page menu's anchor. */
function PlatformSection({ id, title, tinted = false, variant, children }: { id: string; title: string; tinted?: boolean; variant?: string; children: ReactNode }) {
  return (
    <section id={id} className={tinted ? 'section section--tinted' : 'section'} aria-labelledby={`${id}-title`} data-variant={variant}>
      <div className="container">
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
