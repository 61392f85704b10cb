import { useIntl } from 'react-intl';
import { formatDate } from '@bike/shared/i18n';
import { ShopLink, useShop } from '@bike/shared/remote-kit';
import { ProductImage } from '@bike/shared/ui';
import type { NewsItem } from './bike-data';

/** Related news: articles about this bike or platform first. */
export function NewsList({ news }: { news: NewsItem[] }) {
  const intl = useIntl();
  const { locale } = useShop();
  return (
    <section className="bike-section" id="news" aria-labelledby="news-title">
      <h2 id="news-title">{intl.formatMessage({ id: 'bike.relatedNews' })}</h2>
      {news.length === 0 ? <p>{intl.formatMessage({ id: 'bike.noNews' })}</p> : (
        <ul className="bike-news">
          {news.map((n) => (
            <li key={n.id} className="card bike-news__item">
              {n.image && <div className="card__media"><ProductImage src={n.image.url} alt="" width={n.image.width ?? 1600} height={n.image.height ?? 900} sizes="(max-width: 768px) 100vw, 33vw" /></div>}
              <div className="card__body">
                <h3 className="card__title"><ShopLink to={n.url.replace(/^\//, '')}>{n.title}</ShopLink></h3>
                <p className="card__meta"><time dateTime={n.postDate}>{formatDate(n.postDate, locale)}</time></p>
                {n.description && <p>{n.description}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
