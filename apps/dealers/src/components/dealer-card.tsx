import { useIntl } from 'react-intl';
import { kmOptions } from './distance';
import type { Dealer } from '@bike/shared/domain';
import { ShopLink } from '@bike/shared/remote-kit';
import { useT } from '@bike/shared/i18n';
import { DealerAddress } from './dealer-address';

/** One dealer in the locator's list: name (to its page), kind, address, distance, phone. */
export function DealerCard({ dealer, countryName }: { dealer: Dealer; countryName: string }) {
  const intl = useIntl();
  const t = useT();
  return (
    <li className="dealer-card" data-testid="dealer-card">
      <div className="dealer-card__head">
        <h3 className="dealer-card__name"><ShopLink to={`dealers/${dealer.slug}`}>{dealer.name}</ShopLink></h3>
        {dealer.distance !== null && (
          <span className="dealer-card__distance" data-testid="dealer-distance">
            {intl.formatNumber(dealer.distance, kmOptions(dealer.distance))}
          </span>
        )}
      </div>
      <span className={`badge dealer-card__type dealer-card__type--${dealer.type}`}>{t(`dealers.type.${dealer.type}`)}</span>
      <DealerAddress lines={dealer.address} countryName={countryName} />
      {dealer.phone && <a className="dealer-card__phone" href={`tel:${dealer.phone.replace(/[^+\d]/g, '')}`}>{dealer.phone}</a>}
    </li>
  );
}
