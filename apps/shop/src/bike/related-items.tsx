import { useIntl } from 'react-intl';
import type { Item } from '@bike/shared/domain';
import { ShopLink } from '@bike/shared/remote-kit';
import { ProductImage } from '@bike/shared/ui';
import { PriceTag } from '../components/price-tag';

export const detailPath = (item: Pick<Item, 'itemtype' | 'externalid'>) => (item.itemtype === 'bike' ? `bikes/${item.externalid}` : `accessories/${item.externalid}`);

/** Related items: other designs of the platform and fitting accessories. */
export function RelatedItems({ items }: { items: Item[] }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <section className="section bike-section" id="related" aria-labelledby="related-title">
      <h2 id="related-title">{intl.formatMessage({ id: 'page.bike.related' })}</h2>
      <ul className="grid bike-related">
        {items.map((r) => (
          <li key={r.externalid} className="card bike-related__item">
            {r.image && <div className="card__media"><ProductImage src={r.image} alt="" width={600} height={450} sizes="(max-width: 768px) 100vw, 25vw" /></div>}
            <div className="card__body">
              <h3 className="card__title"><ShopLink to={detailPath(r)}>{r.title}</ShopLink></h3>
              {r.paint_des && <p className="card__meta">{r.paint_des}</p>}
              <PriceTag price={r.$$price} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
