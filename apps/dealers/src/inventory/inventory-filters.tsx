import { useIntl } from 'react-intl';
import type { InventoryFilterGroup } from '@bike/shared/domain';
import { useLocaleHref } from '@bike/shared/remote-kit';
import { useT } from '@bike/shared/i18n';
import type { InventoryQuery } from './inventory-query';

/** Groups open at first: the ones most shoppers start with. Groups with a ticked value open too. */
const OPEN_GROUPS = new Set(['bike_category', 'frame_size', 'source']);

/**
 * The inventory's filters: a plain GET form of checkboxes (one parameter per ticked box), so
 * it filters before the page's script runs; once it runs, ticking a box follows the link at
 * once (onToggle). Each value shows how many bikes it would give with the other filters as they are.
 */
export function InventoryFilters({ groups, query, onToggle }: { groups: InventoryFilterGroup[]; query: InventoryQuery; onToggle?: (code: InventoryFilterGroup['code'], value: string) => void }) {
  const intl = useIntl();
  const href = useLocaleHref();
  const t = useT();
  const valueLabel = (group: InventoryFilterGroup, value: { value: string; label: string }) =>
    group.code === 'source' || group.code === 'availability' ? t(`inventory.${group.code}.${value.value}`) : value.label;
  return (
    <form className="inventory-filters" method="get" action={href('inventory')} aria-label={t('inventory.filters')}>
      {query.q && <input type="hidden" name="q" value={query.q} />}
      {!query.q && query.point && (
        <>
          <input type="hidden" name="lat" value={query.point.lat.toFixed(5)} />
          <input type="hidden" name="lng" value={query.point.lng.toFixed(5)} />
          {query.place && <input type="hidden" name="place" value={query.place} />}
        </>
      )}
      {query.sort !== 'distance' && <input type="hidden" name="sort" value={query.sort} />}
      {groups.map((group) => {
        const chosen = new Set(query.filters[group.code] ?? []);
        if (group.values.length === 0) return null;
        return (
          <details key={group.code} className="inventory-filters__group" open={OPEN_GROUPS.has(group.code) || chosen.size > 0}>
            <summary>
              {t(`inventory.filter.${group.code}`)}
              {chosen.size > 0 && <span className="inventory-filters__chosen">({chosen.size})</span>}
            </summary>
            <fieldset>
              <legend className="visually-hidden">{t(`inventory.filter.${group.code}`)}</legend>
              {group.values.map((value) => {
                const id = `inv-${group.code}-${value.value}`.replace(/[^A-Za-z0-9_-]/g, '_');
                const ticked = chosen.has(value.value);
                return (
                  // Uncontrolled, so a tick shows at once (and before hydration); keyed by its state so
                  // the page the tick leads to renders the box afresh.
                  <div key={`${value.value}-${ticked}`} className={`inventory-filters__value${value.count === 0 && !ticked ? ' inventory-filters__value--none' : ''}`}>
                    <input
                      type="checkbox" id={id} name={group.code} value={value.value} defaultChecked={ticked} disabled={value.count === 0 && !ticked}
                      onChange={() => onToggle?.(group.code, value.value)}
                    />
                    <label htmlFor={id}>{valueLabel(group, value)}</label>
                    <span className="inventory-filters__count" aria-label={t('inventory.valueCount', { count: value.count })}>{intl.formatNumber(value.count)}</span>
                  </div>
                );
              })}
            </fieldset>
          </details>
        );
      })}
      <div className="inventory-filters__actions">
        <button type="submit" className="btn">{t('inventory.apply')}</button>
      </div>
    </form>
  );
}
