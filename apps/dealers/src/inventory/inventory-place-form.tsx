import { INVENTORY_SORTS } from '@bike/shared/domain';
import { useLocaleHref } from '@bike/shared/remote-kit';
import { useT } from '@bike/shared/i18n';
import type { InventoryQuery } from './inventory-query';

/**
 * Where to measure "nearest" from (a town or postcode) and the order: a plain GET form that
 * keeps the chosen filters, so it works before the script runs and every search is a link.
 */
export function InventoryPlaceForm({ query }: { query: InventoryQuery }) {
  const href = useLocaleHref();
  const t = useT();
  return (
    <form className="locator-form inventory-place" method="get" action={href('inventory')} role="search" aria-label={t('inventory.searchTitle')}>
      {Object.entries(query.filters).map(([code, values]) => <input key={code} type="hidden" name={code} value={values!.join(',')} />)}
      <div className="field locator-form__place">
        <label htmlFor="inventory-q">{t('inventory.placeLabel')}</label>
        <input id="inventory-q" name="q" type="search" defaultValue={query.q || query.place} maxLength={80} autoComplete="address-level2" enterKeyHint="search" />
      </div>
      <div className="field">
        <label htmlFor="inventory-sort">{t('inventory.sortLabel')}</label>
        <select id="inventory-sort" name="sort" defaultValue={query.sort}>
          {INVENTORY_SORTS.map((s) => <option key={s} value={s}>{t(`inventory.sort.${s}`)}</option>)}
        </select>
      </div>
      <button type="submit" className="btn">{t('dealers.search')}</button>
    </form>
  );
}
