import { useIntl } from 'react-intl';
import { compareAtom, removeFromCompareAtom, useAtomValue, useSetAtom, MAX_COMPARE } from '@bike/shared/store';
import { definePage, ShopLink } from '@bike/shared/remote-kit';
import { Button, EmptyState, PageHeader } from '@bike/shared/ui';

/** Compare list: restored from browser storage by the shell, shown side by side. */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.compare.title', descriptionKey: 'page.compare.description' }),
  Component: () => {
    const intl = useIntl();
    const list = useAtomValue(compareAtom);
    const remove = useSetAtom(removeFromCompareAtom);
    const t = (id: string, v?: Record<string, number>) => intl.formatMessage({ id }, v);
    return (
      <div className="container page">
        <PageHeader title={t('page.compare.title')} intro={t('page.compare.description', { max: MAX_COMPARE })} />
        {list.length === 0 ? <EmptyState title={t('shop.compareEmpty')}><ShopLink to="bikes" className="btn">{t('page.bikes.title')}</ShopLink></EmptyState> : (
          <ul className="compare-grid" data-testid="compare-list">
            {list.map((entry) => (
              <li key={entry.id} className="card"><div className="card__body">
                {entry.image && <img src={entry.image} alt={entry.title} width={600} height={450} loading="lazy" />}
                <h2 className="card__title"><ShopLink to={`bikes/${entry.id}`}>{entry.title}</ShopLink></h2>
                <Button variant="secondary" size="small" onClick={() => remove(entry.id)}>{t('common.removeFromCompare')}</Button>
              </div></li>
            ))}
          </ul>
        )}
      </div>
    );
  },
});
