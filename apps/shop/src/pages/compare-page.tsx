import { compareAtom, removeFromCompareAtom, storageRestoredAtom, useAtomValue, useSetAtom, MAX_COMPARE } from '@bike/shared/store';
import { definePage, ShopLink } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { CompareTable } from '../shop/compare/compare-table';
import { useComparedItems } from '../shop/compare/use-compared-items';

/**
 * Compare /compare: the list lives in browser storage (key "compare", restored by the shell on
 * load), so the server cannot render it: the server HTML and the browser until the shell has
 * restored storage show a skeleton, then the table with each bike fetched in the visitor's locale.
 */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.compare.title', descriptionKey: 'page.compare.description' }),
  Component: () => {
    const list = useAtomValue(compareAtom);
    const remove = useSetAtom(removeFromCompareAtom);
    // The server and the first browser render know no list yet: wait for the shell's restore.
    const mounted = useAtomValue(storageRestoredAtom);
    const { items, translations } = useComparedItems(mounted ? list.map((e) => e.id) : []);
    const t = useT();
    return (
      <div className="container page compare-page">
        <PageHeader title={t('page.compare.title')} intro={t('page.compare.description')} />
        {!mounted ? (
          <div aria-busy="true" className="compare-page__loading">
            <span className="visually-hidden" role="status">{t('common.loading')}</span>
            <div className="skeleton" style={{ height: 320 }} aria-hidden="true" />
          </div>
        ) : list.length === 0 ? (
          <EmptyState title={t('shop.compareEmpty')}>
            <p>{t('compare.emptyHint', { max: MAX_COMPARE })}</p>
            <ShopLink to="bikes" className="btn">{t('page.bikes.title')}</ShopLink>
          </EmptyState>
        ) : (
          <>
            <p className="compare-page__count" role="status" data-testid="compare-count">
              {t('compare.count', { count: list.length, max: MAX_COMPARE })}
              {list.length >= MAX_COMPARE && <> {t('toast.compareFull', { max: MAX_COMPARE })}</>}
            </p>
            <CompareTable entries={list} items={items} translations={translations} onRemove={remove} />
            {list.length < MAX_COMPARE && <p className="compare-page__more"><ShopLink to="bikes">{t('compare.addMore')}</ShopLink></p>}
          </>
        )}
      </div>
    );
  },
});
