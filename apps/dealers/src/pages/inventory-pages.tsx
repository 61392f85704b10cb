import { useIntl } from 'react-intl';
import { definePage } from '@bike/shared/remote-kit';
import { userLocationAtom, useAtomValue } from '@bike/shared/store';
import { EmptyState, PageHeader } from '@bike/shared/ui';

interface Dealer { id: string; name: string; city?: string; distance?: number; type?: string }

/**
 * Inventory (/inventory and /inventory/{id}): still the frame, a list of the nearest dealers.
 * The inventory's stock filters come in the next slice of the "Dealers and inventory" issue.
 */
export function inventoryPage(view: 'inventory' | 'inventory-item') {
  return definePage<{ dealers: Dealer[] }>({
    meta: () => ({ title: '', titleKey: 'page.inventory.title', descriptionKey: 'page.inventory.description' }),
    loader: async ({ api, locale }) => {
      if (view !== 'inventory') return { dealers: [] };
      const dealers = await api.get<Dealer[]>('/b2c/v1/dealers', { lat: 51.047, lng: 5.182, locale, type: 'dealer' }).catch(() => []);
      return { dealers: Array.isArray(dealers) ? dealers : [] };
    },
    Component: ({ data }) => {
      const intl = useIntl();
      const location = useAtomValue(userLocationAtom);
      const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
      const titleKey = 'page.inventory.title';
      return (
        <div className="container page dealers">
          <PageHeader title={t(titleKey)} intro={t('page.inventory.description')} />
          <p className="dealers__location">{t('page.dealers.near', { place: location.readableLocation })}</p>
          {data.dealers.length === 0 ? <EmptyState title={t('common.empty')} /> : (
            <ul className="grid">{data.dealers.map((d) => <li key={d.id} className="card"><div className="card__body"><h2 className="card__title">{d.name}</h2><p className="card__meta">{d.city}</p></div></li>)}</ul>
          )}
        </div>
      );
    },
  });
}
