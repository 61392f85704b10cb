import { useNavigate } from 'react-router';
import { definePage, ShopLink, useLocaleHref } from '@bike/shared/remote-kit';
import { EmptyState, ErrorBox, PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { InventoryCard } from './inventory-card';
import { InventoryFilters } from './inventory-filters';
import { inventorySearch, loadInventory, toggleFilter, type InventoryData } from './inventory-query';
import { InventoryPlaceForm } from './inventory-place-form';

/**
 * /inventory: bikes on hand at dealers or the factory, filtered and counted on the server from
 * the URL, nearest dealer first from the searched place (or the default location).
 */
export default definePage<InventoryData>({
  meta: () => ({ title: '', titleKey: 'page.inventory.title', descriptionKey: 'page.inventory.description' }),
  loader: ({ api, locale, searchParams }) => loadInventory(api, locale, searchParams),
  Component: ({ data }) => {
    const navigate = useNavigate();
    const href = useLocaleHref();
    const t = useT();
    const { query, answer, origin } = data;
    const search = inventorySearch(query);
    const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
    const filterCount = Object.values(query.filters).reduce((n, values) => n + (values?.length ?? 0), 0);
    const hasFilters = filterCount > 0;
    const place = origin.name || t('inventory.yourLocation');
    return (
      <div className="container page inventory">
        <PageHeader title={t('page.inventory.title')} intro={t('page.inventory.description')} />
        <InventoryPlaceForm query={query} />
        {data.placeNotFound && <p className="locator__notice" role="status">{t('dealers.placeNotFound', { place: query.q })}</p>}
        <div className="inventory__body">
          {/* One panel: folded on a phone so the bikes come first (its toggle says how many filters are on), always open from 900 px (styles.css). */}
          <details className="inventory__filters">
            <summary className="btn btn--secondary inventory__filters-toggle">
              {t('inventory.filters')}{filterCount > 0 && ` (${filterCount})`}
            </summary>
            {answer && (
              <InventoryFilters
                groups={answer.filters}
                query={query}
                onToggle={(code, value) => navigate(href(`inventory${inventorySearch(toggleFilter(query, code, value))}`), { preventScrollReset: true })}
              />
            )}
            {hasFilters && <p><ShopLink to={`inventory${inventorySearch({ ...query, filters: {}, page: 1 })}`}>{t('inventory.clear')}</ShopLink></p>}
          </details>
          <section className="inventory__results" aria-labelledby="inventory-count">
            {!answer ? (
              <ErrorBox title={t('codes.FIND_STOCK_FETCH_ERROR')} />
            ) : (
              <>
                <h2 id="inventory-count" className="inventory__count" aria-live="polite" data-testid="inventory-count">
                  {t('inventory.count', { count: answer.total })}
                  <span className="inventory__from"> · {t('inventory.from', { place })}</span>
                </h2>
                {answer.bikes.length === 0 ? (
                  <EmptyState title={t('inventory.empty')} />
                ) : (
                  <ul className="inventory__grid">
                    {answer.bikes.map((bike, i) => <InventoryCard key={bike.item.externalid} bike={bike} search={search} priority={i === 0} />)}
                  </ul>
                )}
                {pages > 1 && (
                  <nav className="inventory__pages" aria-label={t('inventory.pages')}>
                    {query.page > 1 && <ShopLink rel="prev" to={`inventory${inventorySearch(query, { page: query.page - 1 })}`}>{t('inventory.previous')}</ShopLink>}
                    <span>{t('inventory.pageOf', { page: query.page, pages })}</span>
                    {query.page < pages && <ShopLink rel="next" to={`inventory${inventorySearch(query, { page: query.page + 1 })}`}>{t('inventory.next')}</ShopLink>}
                  </nav>
                )}
              </>
            )}
          </section>
        </div>
      </div>
    );
  },
});
