import { useIntl } from 'react-intl';
import { formatDate, messageOr } from '@bike/shared/i18n';
import type { Family, Platform } from '@bike/shared/domain';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { isComingModel } from './coming-model';
import { PriceTag } from '../components/price-tag';
import type { Inspiration, NewsArticle, PlatformReview } from './platform-content';

/** The platform page's content sections below the bike selector (spec point 2, in order). */

export function TechnologyHighlights({ technology }: { technology: string[] }) {
  return (
    <ol className="platform-highlights">
      {technology.slice(0, 3).map((name, index) => (
        <li key={name} className="platform-highlights__item">
          <span className="platform-highlights__number" aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
          <h3>{name}</h3>
        </li>
      ))}
    </ol>
  );
}

const DETAIL_LABELS: Record<string, string> = {
  material: 'platform.about.material',
  weightGrams: 'platform.about.weight',
  tyreClearanceMm: 'platform.about.tyreClearance',
};

/** About the platform: the family's frame platform details, with units and translated labels. */
export function AboutPlatform({ family, platform }: { family: Family; platform: Platform }) {
  const intl = useIntl();
  const number = (value: number, unit: string) => `${intl.formatNumber(value)}\u00a0${unit}`;
  const value = (key: string, raw: unknown): string => {
    if (key === 'weightGrams' && typeof raw === 'number') return number(raw, 'g');
    if (key === 'tyreClearanceMm' && typeof raw === 'number') return number(raw, 'mm');
    if (key === 'material' && typeof raw === 'string') return messageOr(intl, `platform.material.${raw}`, raw);
    return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  };
  const details = Object.entries(family.frameplatformdetails ?? {}).filter(([key, raw]) => value(key, raw) !== '');
  return (
    <div className="platform-about">
      <p className="platform-about__text">
        {isComingModel(platform)
          ? intl.formatMessage({ id: 'platform.about.coming' }, { platform: platform.title, family: family.title })
          : intl.formatMessage({ id: 'platform.about.text' }, { platform: platform.title, family: family.title, count: platform.configurations.length })}
      </p>
      {details.length > 0 && (
        <dl className="spec-list">
          {details.map(([key, raw]) => (
            <div key={key} className="platform-about__row">
              <dt>{DETAIL_LABELS[key] ? intl.formatMessage({ id: DETAIL_LABELS[key] }) : key}</dt>
              <dd>{value(key, raw)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

export function TechnologyList({ technology }: { technology: string[] }) {
  return (
    <ul className="platform-technology">
      {technology.map((name) => <li key={name}>{name}</li>)}
    </ul>
  );
}

/** Inspirations: configuration entries from the content service, each loadable in the configurator. */
export function Inspirations({ inspirations }: { inspirations: Inspiration[] }) {
  const intl = useIntl();
  return (
    <ul className="grid platform-inspirations">
      {inspirations.map((entry) => (
        <li key={entry.id} className="card">
          {entry.featuredImage && (
            <div className="card__media platform-inspirations__media">
              <img src={entry.featuredImage.url} alt={entry.featuredImage.alt} width={entry.featuredImage.width ?? 800} height={entry.featuredImage.height ?? 450} loading="lazy" decoding="async" />
            </div>
          )}
          <div className="card__body">
            <h3 className="card__title">{entry.title}</h3>
            <p className="card__meta">{entry.configurationDescription}</p>
            {entry.specifications.length > 0 && (
              <dl className="spec-list platform-inspirations__specs">
                {entry.specifications.map((spec) => (
                  <div key={spec.specTitle} className="platform-about__row"><dt>{spec.specTitle}</dt><dd>{spec.specContent}</dd></div>
                ))}
              </dl>
            )}
            {/* The shop's price for the concept (inspiration-prices.ts), never the content team's figure. */}
            {entry.shopPrice && <PriceTag price={entry.shopPrice} />}
            <ShopLink className="btn btn--secondary btn--small platform-inspirations__cta" to={`configurator/configuration/${encodeURIComponent(entry.configurationCode)}`}>
              {intl.formatMessage({ id: 'platform.inspirations.open' })}
              <span className="visually-hidden">: {entry.title}</span>
            </ShopLink>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Language tag of a review for the lang attribute ("int" reviews are in English). */
const reviewLang = (language: string) => (language === 'int' ? 'en' : language);

export function Reviews({ reviews }: { reviews: PlatformReview[] }) {
  const intl = useIntl();
  const { locale } = useShop();
  return (
    <ul className="platform-reviews">
      {reviews.map((review) => (
        <li key={review.id} className="platform-reviews__item" lang={reviewLang(review.reviewLanguage)}>
          <article>
            <p className="eyebrow">{review.reviewBrand} · <span lang={intl.locale}>{messageOr(intl, `platform.reviews.type.${review.reviewType}`, review.reviewType)}</span></p>
            <h3>{review.title}</h3>
            <blockquote><p>{review.description}</p></blockquote>
            <p className="card__meta" lang={intl.locale}>
              <time dateTime={review.postDate}>{formatDate(review.postDate, locale, { style: 'medium' })}</time>
              {review.pageUrl && (
                <>
                  {' · '}
                  <a href={review.pageUrl} target="_blank" rel="noopener noreferrer">
                    {intl.formatMessage({ id: 'platform.reviews.read' })}
                    <span className="visually-hidden"> {review.title} ({intl.formatMessage({ id: 'platform.newWindow' })})</span>
                  </a>
                </>
              )}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function News({ articles }: { articles: NewsArticle[] }) {
  const { locale } = useShop();
  return (
    <ul className="grid platform-news">
      {articles.map((article) => (
        <li key={article.id} className="card platform-news__item">
          {article.featuredImage && (
            <div className="card__media platform-news__media">
              <img src={article.featuredImage.url} alt="" width={article.featuredImage.width ?? 800} height={article.featuredImage.height ?? 450} loading="lazy" decoding="async" />
            </div>
          )}
          <div className="card__body">
            <p className="card__meta"><time dateTime={article.postDate}>{formatDate(article.postDate, locale)}</time></p>
            <h3 className="card__title"><ShopLink to={`news/article/${article.id}`}>{article.title}</ShopLink></h3>
            <p>{article.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
