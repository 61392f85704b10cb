import { useIntl } from 'react-intl';
import { definePage } from '@bike/shared/remote-kit';
import { userLocationAtom, useAtomValue } from '@bike/shared/store';
import { EmptyState, PageHeader } from '@bike/shared/ui';

interface Dealer { id: string; name: string; city?: string; distance?: number; type?: string }

/**
 * Dealer locator, dealer page and inventory. Dealer search, stock lookups and the map come with
 * the "Dealers and inventory" issue; until then the calls may answer nothing, and the page says so.
 */
export function dealerPage(view: 'locator' | 'dealer' | 'inventory' | 'inventory-item') {
  return definePage<{ dealers: Dealer[] }>({
    meta: () => ({ title: '', titleKey: view.startsWith('inventory') ? 'page.inventory.title' : 'page.dealers.title', descriptionKey: view.startsWith('inventory') ? 'page.inventory.description' : 'page.dealers.description' }),
    loader: async ({ api, locale }) => {
      if (view !== 'locator') return { dealers: [] };
      const dealers = await api.get<Dealer[]>('/b2c/v1/dealers', { lat: 51.047, lng: 5.182, locale, type: 'dealer' }).catch(() => []);
      return { dealers: Array.isArray(dealers) ? dealers : [] };
    },
    Component: ({ data }) => {
      const intl = useIntl();
      const location = useAtomValue(userLocationAtom);
      const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
      const titleKey = view.startsWith('inventory') ? 'page.inventory.title' : 'page.dealers.title';
      return (
        <div className="container page dealers">
          <PageHeader title={t(titleKey)} intro={t(view.startsWith('inventory') ? 'page.inventory.description' : 'page.dealers.description')} />
          <p className="dealers__location">{t('page.dealers.near', { place: location.readableLocation })}</p>
          {data.dealers.length === 0 ? <EmptyState title={t('common.empty')} /> : (
            <ul className="grid">{data.dealers.map((d) => <li key={d.id} className="card"><div className="card__body"><h2 className="card__title">{d.name}</h2><p className="card__meta">{d.city}</p></div></li>)}</ul>
          )}
        </div>
      );
    },
  });
}
