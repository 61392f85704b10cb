import { useLocaleHref } from '@bike/shared/remote-kit';
import { useT } from '@bike/shared/i18n';
import type { CountryOption, LocatorQuery } from './locator-search';

/**
 * The locator's search: a plain GET form, so it works before the page's script has run and
 * every search is a link. Countries come named and sorted with the page's data (countryOptions).
 */
export function LocatorForm({ query, countries }: { query: LocatorQuery; countries: CountryOption[] }) {
  const href = useLocaleHref();
  const t = useT();
  return (
    <form className="locator-form" method="get" action={href('dealers')} role="search" aria-label={t('dealers.searchTitle')}>
      {/* A search from a bike's stock keeps looking for that bike. */}
      {query.item && <input type="hidden" name="item" value={query.item} />}
      <div className="field locator-form__place">
        <label htmlFor="locator-q">{t('dealers.searchLabel')}</label>
        <input id="locator-q" name="q" type="search" defaultValue={query.q || query.place} maxLength={80} autoComplete="address-level2" enterKeyHint="search" />
      </div>
      <div className="field">
        <label htmlFor="locator-type">{t('dealers.typeLabel')}</label>
        <select id="locator-type" name="type" defaultValue={query.type}>
          <option value="all">{t('dealers.type.all')}</option>
          <option value="dealer">{t('dealers.type.dealer')}</option>
          <option value="rental">{t('dealers.type.rental')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="locator-country">{t('dealers.countryLabel')}</label>
        <select id="locator-country" name="country" defaultValue={query.country}>
          <option value="">{t('dealers.allCountries')}</option>
          {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>
      </div>
      <button type="submit" className="btn">{t('dealers.search')}</button>
    </form>
  );
}
