import { useIntl } from 'react-intl';
import type { Item } from '@bike/shared/domain';
import { definePage, PageNotFoundError, ShopLink } from '@bike/shared/remote-kit';
import { PageHeader } from '@bike/shared/ui';
import { fetchBike, fetchRelations } from '@bike/shared/api-client';
import { PriceTag } from '../components/price-tag';
import { ProductActions } from '../components/product-actions';

interface BikeData {
  item: Item;
  related: Item[];
}

/** Bike detail: the priced configuration by external id, with price, availability and actions. */
export default definePage<BikeData>({
  meta: (d) => ({
    title: d.item.title,
    description: d.item.description?.slice(0, 160),
    openGraph: { type: 'product', ...(d.item.image ? { image: d.item.image } : {}) },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: d.item.title,
      sku: d.item.externalid,
      image: d.item.image ?? undefined,
      description: d.item.description,
      offers: d.item.$$price.msrp == null ? undefined : {
        '@type': 'Offer',
        price: d.item.$$price.msrp,
        priceCurrency: d.item.$$price.currency,
        availability: d.item.availability === 'unavailable' ? 'https://schema.org/OutOfStock' : d.item.availability === 'onstock' ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
      },
    },
  }),
  loader: async ({ api, locale, params }) => {
    const id = params['id'];
    if (!id) throw new PageNotFoundError('BIKE_NOT_FOUND');
    const [item, related] = await Promise.all([fetchBike(api, id, locale), fetchRelations(api, id, locale)]);
    if (!item) throw new PageNotFoundError('BIKE_NOT_FOUND');
    return { item, related: Array.isArray(related) ? related.slice(0, 4) : [] };
  },
  Component: ({ data: { item, related } }) => {
    const intl = useIntl();
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    return (
      <div className="container page bike-detail">
        <div className="bike-detail__top">
          <div className="bike-detail__media">
            {item.image && <img src={item.image} alt={item.title} width={1000} height={750} />}
          </div>
          <div className="bike-detail__buy" id="buy-now">
            <PageHeader eyebrow={item.familycode} title={item.title} />
            <PriceTag price={item.$$price} />
            {item.vouchertext && <p className="voucher-banner">{item.vouchertext}</p>}
            <p className={`availability availability--${item.availability}`} data-testid="availability">
              {t(`availability.${item.availability}`, { workdays: item.workdays ?? 0 })}
            </p>
            <dl className="spec-list">
              {item.groupset && (<><dt>{t('bike.groupset')}</dt><dd>{item.groupset}</dd></>)}
              {item.paint_des && (<><dt>{t('bike.design')}</dt><dd>{item.paint_des}</dd></>)}
              {item.size && (<><dt>{t('bike.size')}</dt><dd>{item.size}</dd></>)}
            </dl>
            <ProductActions item={item} />
          </div>
        </div>
        {item.description && (
          <section className="section" id="about-platform"><h2>{t('bike.aboutPlatform')}</h2><p className="prose">{item.description}</p></section>
        )}
        {Object.keys(item.attributes ?? {}).length > 0 && (
          <section className="section" id="specifications">
            <h2>{t('bike.specifications')}</h2>
            <table className="table"><tbody>
              {Object.entries(item.attributes).map(([k, v]) => <tr key={k}><th scope="row">{k}</th><td>{v}</td></tr>)}
            </tbody></table>
          </section>
        )}
        {related.length > 0 && (
          <section className="section">
            <h2>{t('page.bike.related')}</h2>
            <ul className="grid related">
              {related.map((r) => <li key={r.externalid} className="card"><div className="card__body"><ShopLink to={r.itemtype === 'bike' ? `bikes/${r.externalid}` : `accessories/${r.externalid}`}>{r.title}</ShopLink><PriceTag price={r.$$price} /></div></li>)}
            </ul>
          </section>
        )}
      </div>
    );
  },
});
