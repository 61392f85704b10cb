import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Dealer } from '@bike/shared/domain/catalogue-filter';
import { ShopLink, useLocaleHref } from '@bike/shared/remote-kit';
import { EmptyState, ErrorBox } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import type { FittersNearby } from './fitting-dealers';

/** The address of the page with a dealer chosen for the request (works as a plain link before script). */
export const chosenDealerHref = (q: string, slug: string) => `bikefitting?${new URLSearchParams({ ...(q ? { q } : {}), dealer: slug })}#fitting-request`;

/**
 * The dealers that offer fitting, nearest first, with a town search (a plain GET form, so it
 * works without script and every search is a link) and, on each, the way to ask it for an
 * appointment: a link that chooses the dealer in the request form.
 */
export function FitterList({ fitters, chosen, onChoose }: { fitters: FittersNearby; chosen: string; onChoose: (slug: string) => void }) {
  const t = useT();
  const href = useLocaleHref();
  const { origin } = fitters;
  const where = origin.chosen || !fitters.country ? t('fitting.dealers.near', { place: origin.name }) : t('fitting.dealers.inYourCountry');
  return (
    <div className="fitting__dealers">
      <h2 id="fitting-dealers-title">{t('fitting.dealers.title')}</h2>
      <form className="fitting__search" method="get" action={href('bikefitting')} role="search">
        <div className="field">
          <label htmlFor="fitting-place">{t('fitting.dealers.search')}</label>
          <div className="fitting__search-row">
            <input id="fitting-place" name="q" type="search" defaultValue={fitters.q} maxLength={80} autoComplete="address-level2" />
            <button type="submit" className="btn btn--secondary">{t('fitting.dealers.searchButton')}</button>
          </div>
        </div>
      </form>
      {fitters.placeNotFound && <p className="fitting__notice" role="status">{t('fitting.dealers.placeNotFound', { place: fitters.q, fallback: origin.name })}</p>}
      <p className="fitting__where" aria-live="polite">{where}</p>
      {fitters.failed ? (
        <ErrorBox title={t('codes.DEALER_FETCH_ERROR')} />
      ) : fitters.dealers.length === 0 ? (
        <EmptyState title={t('fitting.dealers.none')} />
      ) : (
        <ol className="fitting__list" data-testid="fitting-dealers">
          {fitters.dealers.map((d) => <FitterCard key={d.id} dealer={d} chosen={d.slug === chosen} href={href(chosenDealerHref(fitters.q, d.slug))} onChoose={onChoose} />)}
        </ol>
      )}
    </div>
  );
}

function FitterCard({ dealer, chosen, href, onChoose }: { dealer: Dealer; chosen: boolean; href: string; onChoose: (slug: string) => void }) {
  const intl = useIntl();
  const t = useT();
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onChoose(dealer.slug);
  };
  return (
    <li className={`fitting__dealer${chosen ? ' fitting__dealer--chosen' : ''}`} data-testid="fitting-dealer">
      <div className="fitting__dealer-head">
        <h3><ShopLink to={`dealers/${dealer.slug}`}>{dealer.name}</ShopLink></h3>
        {dealer.distance !== null && <span className="fitting__distance">{t('fitting.dealers.distance', { distance: intl.formatNumber(dealer.distance, { maximumFractionDigits: 1 }) })}</span>}
      </div>
      <address>
        {dealer.address.map((line) => <span key={line}>{line}<br /></span>)}
        {dealer.phone && <a href={`tel:${dealer.phone.replace(/[^+\d]/g, '')}`}>{dealer.phone}</a>}
      </address>
      {chosen ? (
        <p className="fitting__chosen" aria-current="true">✓ {t('fitting.dealers.chosen')}</p>
      ) : (
        <a className="btn btn--secondary btn--small" href={href} onClick={choose} aria-label={t('fitting.dealers.choose', { dealer: dealer.name })}>
          {t('fitting.dealers.chooseShort')}
        </a>
      )}
    </li>
  );
}
