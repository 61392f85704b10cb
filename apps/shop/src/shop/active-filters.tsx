import { Link } from 'react-router';
import { useT } from '@bike/shared/i18n';
import { valueLabel, facetLabel } from './facets';
import type { ShopFacet } from './shop-calls';
import { activeFilters, clearedQuery, hasFilters, toggleValue, type ShopQuery } from './shop-query';

/**
 * The applied filters as chips, each a link to the same page without that value, and a
 * "clear all" link. Links, not buttons: they work without JavaScript and can be opened in a tab.
 */
export function ActiveFilters({ query, facets, hrefFor, labelFor }: {
  query: ShopQuery;
  facets: ShopFacet[];
  hrefFor: (q: ShopQuery) => string;
  /** Labels for values the facets do not carry (category, delivery date). */
  labelFor: (code: string, value: string) => string | null;
}) {
  const t = useT();
  const active = activeFilters(query);
  if (!hasFilters(query)) return null;
  return (
    <div className="shop-active">
      <h2 className="visually-hidden">{t('page.shop.activeFilters')}</h2>
      <ul className="shop-active__list">
        {query.q && (
          <li>
            <Link className="shop-active__chip" to={hrefFor({ ...query, q: '', page: 1 })} preventScrollReset aria-label={t('shop.filter.remove', { label: `“${query.q}”` })}>
              “{query.q}” <span aria-hidden="true">×</span>
            </Link>
          </li>
        )}
        {active.map(({ code, value }) => {
          const label = labelFor(code, value) ?? valueLabel(facets, code, value);
          const group = facetLabel(facets, code);
          return (
            <li key={`${code}:${value}`}>
              <Link
                className="shop-active__chip"
                to={hrefFor(toggleValue(query, code, value))}
                preventScrollReset
                aria-label={t('shop.filter.remove', { label: group ? `${group}: ${label}` : label })}
              >
                {label} <span aria-hidden="true">×</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link className="shop-active__clear" to={hrefFor(clearedQuery(query))} preventScrollReset>
        {t('shop.clearFilters')}
      </Link>
    </div>
  );
}
