import { useIntl } from 'react-intl';
import { formatPrice } from '@bike/shared/i18n';
import type { MenuEntryPlatform } from '@bike/shared/domain';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { ProductImage } from '@bike/shared/ui';

/** Drawn outline for platforms that only exist in the configurator (no configuration image). */
function BikeOutline() {
  return (
    <svg className="bikes-card__placeholder" viewBox="0 0 120 70" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="28" cy="48" r="18" />
        <circle cx="92" cy="48" r="18" />
        <path d="M28 48 L50 20 L84 20 L92 48 M50 20 L60 48 L84 20 M60 48 L28 48 M46 12 L56 12 M84 20 L82 10 L90 10" />
      </g>
    </svg>
  );
}

/**
 * A platform in the bikes overview and on category pages: image, title, menu subtitle, the
 * "new" label (spec point 4) and the from-price in the locale's currency (a dash when missing).
 * The whole card is clickable through the title link's stretched area.
 */
export function PlatformCard({ platform, headingLevel = 3, priority = false }: { platform: MenuEntryPlatform; headingLevel?: 2 | 3; priority?: boolean }) {
  const intl = useIntl();
  const { locale } = useShop();
  const Heading = `h${headingLevel}` as const;
  const price = platform.fromPrice === null
    ? formatPrice(null, platform.currency, locale)
    : intl.formatMessage({ id: 'common.priceFrom' }, { price: formatPrice(platform.fromPrice, platform.currency, locale) });
  return (
    <article className="card bikes-card" data-platform={platform.code}>
      <div className="card__media bikes-card__media">
        {platform.image ? (
          <ProductImage src={platform.image} alt="" width={600} height={450} sizes="(max-width: 500px) 50vw, (max-width: 1280px) 25vw, 300px" priority={priority} />
        ) : (
          <BikeOutline />
        )}
        {platform.isNew && <span className="badge bikes-card__badge">{intl.formatMessage({ id: 'nav.newLabel' })}</span>}
      </div>
      <div className="card__body">
        <Heading className="card__title">
          <ShopLink className="bikes-card__link" to={`bikes/platform/${platform.familyCode}/${platform.code}`}>{platform.title}</ShopLink>
        </Heading>
        {platform.menu_subtitle && <p className="card__meta">{platform.menu_subtitle}</p>}
        <p className="price bikes-card__price" data-testid="price">
          {platform.fromPrice === null && <span className="visually-hidden">{intl.formatMessage({ id: 'common.priceMissingLabel' })}</span>}
          <span aria-hidden={platform.fromPrice === null ? true : undefined}>{price}</span>
        </p>
      </div>
    </article>
  );
}

/** Archived platforms (spec point 4: "Archived platforms go into an archive submenu"), collapsed. */
export function ArchiveDisclosure({ platforms, headingLevel = 2 }: { platforms: MenuEntryPlatform[]; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  if (platforms.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="bikes-archive" aria-labelledby="bikes-archive-title">
      <Heading id="bikes-archive-title" className="bikes-archive__title">{intl.formatMessage({ id: 'nav.archive' })}</Heading>
      <details className="bikes-archive__details">
        <summary>{intl.formatMessage({ id: 'bikes.archive.show' }, { count: platforms.length })}</summary>
        <ul className="bikes-archive__list">
          {platforms.map((platform) => (
            <li key={platform.code}>
              <ShopLink to={`bikes/platform/${platform.familyCode}/${platform.code}`}>{platform.title}</ShopLink>
              {platform.menu_subtitle && <span className="card__meta"> · {platform.menu_subtitle}</span>}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
