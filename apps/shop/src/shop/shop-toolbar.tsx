import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SHOP_SORTS, type ShopQuery, type ShopSort } from './shop-query';

const SORT_LABELS: Record<ShopSort, string> = {
  relevance: 'shop.sortRelevance',
  'price-asc': 'shop.sortPriceAsc',
  'price-desc': 'shop.sortPriceDesc',
  newest: 'shop.sortNewest',
  name: 'shop.sortName',
};

/** Search box on the left, sort on the right. Both are GET forms that keep the other state. */
export function ShopSearch({ query, action, onSearch }: { query: ShopQuery; action: string; onSearch: (q: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState(query.q);
  // Back/forward or a chip removal changes the URL: the box follows it.
  useEffect(() => setText(query.q), [query.q]);
  return (
    <form
      role="search"
      className="shop-search"
      method="get"
      action={action}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor="shop-search-input" className="visually-hidden">{intl.formatMessage({ id: 'shop.search.label' })}</label>
      <input
        id="shop-search-input"
        className="shop-search__input"
        type="search"
        name="q"
        value={text}
        maxLength={100}
        placeholder={intl.formatMessage({ id: 'shop.search.placeholder' })}
        onChange={(e) => setText(e.target.value)}
      />
      {query.category.map((c) => <input key={c} type="hidden" name="category" value={c} />)}
      <button type="submit" className="btn shop-search__submit">{intl.formatMessage({ id: 'common.search' })}</button>
    </form>
  );
}

export function ShopSortSelect({ query, action, onSort }: { query: ShopQuery; action: string; onSort: (sort: ShopSort) => void }) {
  const intl = useIntl();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <form className="shop-sort" method="get" action={action} onSubmit={(e) => e.preventDefault()}>
      {query.q && <input type="hidden" name="q" value={query.q} />}
      {query.category.map((c) => <input key={c} type="hidden" name="category" value={c} />)}
      <label htmlFor="shop-sort-select">{intl.formatMessage({ id: 'shop.sortBy' })}</label>
      <select id="shop-sort-select" name="sort" value={query.sort} onChange={(e) => onSort(e.target.value as ShopSort)}>
        {SHOP_SORTS.map((s) => <option key={s} value={s}>{intl.formatMessage({ id: SORT_LABELS[s] })}</option>)}
      </select>
      {!enhanced && <button type="submit" className="btn btn--secondary btn--small">{intl.formatMessage({ id: 'shop.filter.apply' })}</button>}
    </form>
  );
}
