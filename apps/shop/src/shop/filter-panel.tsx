import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '@bike/shared/i18n';
import type { ShopFacet } from './shop-calls';
import { facetParamName, selectedValues, toggleValue, type ShopQuery } from './shop-query';

export interface FilterPanelProps {
  /** The state the controls show (the pending one while a navigation loads). */
  query: ShopQuery;
  /** Groups in display order (see visibleFacets). */
  facets: ShopFacet[];
  total: number;
  action: string;
  onChange: (next: ShopQuery) => void;
}

/**
 * The filter panel: a GET form, so it also works before (or without) JavaScript; with
 * JavaScript every tick navigates at once. On phones it is a drawer opened by a button; the
 * drawer's own button shows how many results the current filters give.
 */
export function FilterPanel({ query, facets, total, action, onChange }: FilterPanelProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const activeCount = facets.reduce((n, f) => n + selectedValues(query, f.code).length, 0) + (query.deliveryDate ? 1 : 0);

  return (
    <div className={`shop-filter${open ? ' shop-filter--open' : ''}${enhanced ? ' shop-filter--js' : ''}`}>
      {/* Phones: without JavaScript the link opens the panel through :target. */}
      <a
        ref={toggleRef}
        href="#shop-filters"
        className="btn btn--secondary shop-filter__toggle"
        role="button"
        aria-expanded={enhanced ? open : undefined}
        aria-controls="shop-filters"
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        {t('shop.filters')}
        {activeCount > 0 && <span className="shop-filter__badge">{activeCount}</span>}
      </a>
      <form
        id="shop-filters"
        className="shop-filter__panel"
        method="get"
        action={action}
        aria-label={t('shop.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          setOpen(false);
        }}
      >
        <div className="shop-filter__head">
          <h2 className="shop-filter__title">{t('shop.filters')}</h2>
          <button ref={closeRef} type="button" className="btn btn--ghost btn--small shop-filter__close" onClick={close} aria-label={t('common.close')}>
            ×
          </button>
        </div>
        {/* Kept when the form is sent without JavaScript. */}
        {query.q && <input type="hidden" name="q" value={query.q} />}
        {query.category.map((c) => <input key={c} type="hidden" name="category" value={c} />)}
        {query.sort !== 'relevance' && <input type="hidden" name="sort" value={query.sort} />}

        <fieldset className="shop-filter__group">
          <legend>{t('shop.deliveryDate')}</legend>
          <label className="shop-filter__option">
            <input
              type="checkbox"
              name="deliveryDate"
              value="Factory Stock"
              checked={query.deliveryDate === 'Factory Stock'}
              onChange={() => onChange(toggleValue(query, 'deliveryDate', 'Factory Stock'))}
            />
            <span>{t('shop.factoryStock')}</span>
          </label>
        </fieldset>

        {facets.map((facet) => (
          <FacetGroup key={facet.code} facet={facet} query={query} onChange={onChange} />
        ))}

        <div className="shop-filter__foot">
          {/* Without JavaScript this sends the form; with it, filters already applied and it closes the drawer. */}
          <button type="submit" className="btn shop-filter__show">
            {enhanced ? t('shop.filter.showResults', { count: total }) : t('shop.filter.apply')}
          </button>
        </div>
      </form>
      {open && <div className="shop-filter__backdrop" aria-hidden="true" onClick={close} />}
    </div>
  );
}

/** Many values (sizes, designs) fold after this many, the selected ones always stay visible. */
const FOLD_AFTER = 8;

function FacetGroup({ facet, query, onChange }: { facet: ShopFacet; query: ShopQuery; onChange: (next: ShopQuery) => void }) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const selected = selectedValues(query, facet.code);
  const name = facetParamName(facet.code);
  const shown = expanded ? facet.values : facet.values.filter((v, i) => i < FOLD_AFTER || selected.includes(v.value));
  const hidden = facet.values.length - shown.length;
  const id = `shop-facet-${facet.code}`;
  return (
    <fieldset className="shop-filter__group" id={id} data-facet={facet.code}>
      <legend>{facet.label}</legend>
      <ul className="shop-filter__values">
        {shown.map((v) => (
          <li key={v.value}>
            <label className="shop-filter__option">
              <input
                type="checkbox"
                name={name}
                value={v.value}
                checked={selected.includes(v.value)}
                onChange={() => onChange(toggleValue(query, facet.code, v.value))}
              />
              <span className="shop-filter__label">{v.label}</span>
              <span className="shop-filter__count" aria-label={intl.formatMessage({ id: 'shop.filter.count' }, { count: v.count })}>{v.count}</span>
            </label>
          </li>
        ))}
      </ul>
      {(hidden > 0 || expanded) && facet.values.length > FOLD_AFTER && (
        <button type="button" className="btn btn--ghost btn--small shop-filter__more" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {intl.formatMessage({ id: expanded ? 'common.showLess' : 'common.showMore' })}
        </button>
      )}
    </fieldset>
  );
}
