import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { discountCodeAtom, useAtomValue } from '@bike/shared/store';
import { useShop } from '@bike/shared/remote-kit';
import { EmptyState, ErrorBox, PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { CheckoutNotice } from '../components/checkout-notice';
import { ActiveFilters } from './active-filters';
import { CategoryTabs } from './category-tabs';
import { visibleFacets } from './facets';
import { FilterPanel } from './filter-panel';
import { PaginationNav } from './pagination-nav';
import { pageRange } from './pagination';
import { ProductCard } from './product-card';
import { fetchShopItems, type ShopFilterResult } from './shop-calls';
import { effectiveQuery, fixedCategory, type ShopKind } from './shop-kind';
import { fixedLabel, shopHeading } from './shop-meta';
import { clearedQuery, hasFilters, parseShopQuery, toRequestBody, type ShopQuery } from './shop-query';
import { ShopSearch, ShopSortSelect } from './shop-toolbar';
import { useShopUrl } from './use-shop-url';

export interface ShopData {
  kind: ShopKind;
  /** The canonical query string of the URL state the data was loaded for. */
  search: string;
  result: ShopFilterResult | null;
  /** Message id of the error text when the filter call failed. */
  error: string | null;
}

/**
 * The voucher of spec point 4: the shopper's discount code lives in the browser store, so the
 * server render shows list prices and the browser asks again with the code when one is set.
 */
function useVoucherPrices(data: ShopData, query: ShopQuery): ShopFilterResult | null {
  const { api, locale } = useShop();
  const code = useAtomValue(discountCodeAtom);
  const [priced, setPriced] = useState<{ key: string; result: ShopFilterResult } | null>(null);
  const key = `${data.kind}?${data.search}#${code ?? ''}`;
  useEffect(() => {
    if (!code || !data.result) return;
    let live = true;
    fetchShopItems(api, toRequestBody(query), { locale, search: query.q, voucher: code })
      .then((result) => live && setPriced({ key, result }))
      .catch(() => undefined); // list prices stay; checkout prices the voucher anyway
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return priced?.key === key ? priced.result : data.result;
}

export function ShopView({ data }: { data: ShopData }) {
  const intl = useIntl();
  const t = useT();
  const url = useShopUrl();
  const urlQuery = url.current;
  const result = useVoucherPrices(data, effectiveQuery(data.kind, parseShopQuery(new URLSearchParams(data.search))));
  // Controls show where the shopper is going while the results load, and build on it.
  const shown = url.pending ?? urlQuery;
  const facets = visibleFacets(result?.facets, shown);
  const heading = shopHeading(intl, data.kind, urlQuery, result?.facets);
  const labelFor = (code: string, value: string) => fixedLabel(intl, code, value);
  const total = result?.total ?? 0;
  const pageSize = result?.pageSize ?? 24;
  const range = pageRange(result?.page ?? urlQuery.page, pageSize, total);
  const categoryCounts = result?.facets.find((f) => f.code === 'category');

  return (
    <div className="container page shop-page" data-kind={data.kind}>
      <PageHeader eyebrow={heading.eyebrow ?? undefined} title={heading.title} />
      <CheckoutNotice kind="any" />
      {!fixedCategory(data.kind) && (
        <CategoryTabs
          query={shown}
          hrefFor={url.hrefFor}
          counts={categoryCounts ? Object.fromEntries(categoryCounts.values.map((v) => [v.value, v.count])) : null}
        />
      )}
      <div className="shop-layout">
        <aside className="shop-layout__filters">
          <FilterPanel query={shown} facets={facets} total={total} action={url.pathname} onChange={(next) => url.go(next)} />
        </aside>
        <section className="shop-layout__results" aria-labelledby="shop-results-heading" aria-busy={url.loading || undefined}>
          <h2 id="shop-results-heading" className="visually-hidden">{t('shop.resultsHeading')}</h2>
          <div className="shop-toolbar">
            <ShopSearch query={urlQuery} action={url.pathname} onSearch={(q) => url.go({ ...shown, q, page: 1 }, { keepScroll: false })} />
            <ShopSortSelect query={shown} action={url.pathname} onSort={(sort) => url.go({ ...shown, sort, page: 1 })} />
          </div>
          <p className="shop-toolbar__count" role="status" aria-live="polite" data-testid="shop-count">
            {result ? t('shop.resultsCount', { count: total, from: range.from, to: range.to }) : ''}
          </p>
          <ActiveFilters query={urlQuery} facets={result?.facets ?? []} hrefFor={url.hrefFor} labelFor={labelFor} />

          {data.error ? (
            <ErrorBox title={t('error.somethingWrong')}>
              <p>{t(data.error)}</p>
              <a className="btn btn--secondary" href={url.hrefFor(urlQuery)}>{t('error.retry')}</a>
            </ErrorBox>
          ) : !result || result.items.length === 0 ? (
            <EmptyState title={t('shop.noResults')}>
              {hasFilters(urlQuery) && (
                <Link className="btn btn--secondary" to={url.hrefFor(clearedQuery(urlQuery))}>{t('shop.clearFilters')}</Link>
              )}
            </EmptyState>
          ) : (
            <ul className={`shop-grid${url.loading ? ' shop-grid--loading' : ''}`} data-testid="shop-grid">
              {result.items.map((item, index) => (
                <li key={item.externalid}>
                  <ProductCard item={item} index={index} />
                </li>
              ))}
            </ul>
          )}
          {result && <PaginationNav query={urlQuery} total={total} pageSize={pageSize} hrefFor={url.hrefFor} />}
        </section>
      </div>
    </div>
  );
}
