import { useIntl } from 'react-intl';
import { isPlatformInMenu, type Family } from '@bike/shared/domain';
import { definePage, ShopLink } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { fetchFamilies } from '@bike/shared/api-client';
import { PriceTag } from '../components/price-tag';

interface ShopData {
  filters: Record<string, string>;
  bikes: { externalid: string; title: string; subtitle: string; image: string | null; msrp: number | null; oldmsrp: number | null; currency: string }[];
}

/**
 * Shop: the bikes on sale in this locale, one card per priced configuration. Filters live in the
 * URL (category, family, deliveryDate) so the menu links and shared URLs land on the same view.
 */
export function shopPage(kind: 'shop' | 'sales') {
  return definePage<ShopData>({
    meta: () => ({ title: '', titleKey: kind === 'sales' ? 'page.sales.title' : 'page.shop.title', descriptionKey: kind === 'sales' ? 'page.sales.description' : 'page.shop.description' }),
    loader: async ({ api, locale, brand, searchParams }) => {
      const filters = Object.fromEntries([...searchParams.entries()].filter(([k]) => ['category', 'family', 'deliveryDate'].includes(k)));
      const families: Family[] = await fetchFamilies(api, locale, brand);
      const showBikes = !filters['category'] || filters['category'] === 'bikes';
      const bikes = !showBikes ? [] : families.flatMap((f) =>
        f.platforms.filter((p) => !p.archived && isPlatformInMenu(p)).flatMap((p) =>
          p.configurations.map((c) => ({ externalid: c.externalid, title: `${p.title} ${c.groupset ?? ''}`.trim(), subtitle: [c.paint_des, c.size].filter(Boolean).join(' · '), image: c.image, msrp: c.msrp, oldmsrp: c.oldmsrp, currency: c.currency })),
        ),
      ).filter((b) => kind === 'shop' || (b.oldmsrp != null && b.msrp != null && b.oldmsrp > b.msrp));
      return { filters, bikes: bikes.slice(0, 48) };
    },
    Component: ({ data }) => {
      const intl = useIntl();
      const t = (id: string) => intl.formatMessage({ id });
      return (
        <div className="container page shop-page">
          <PageHeader title={t(kind === 'sales' ? 'page.sales.title' : 'page.shop.title')} intro={t(kind === 'sales' ? 'page.sales.description' : 'page.shop.description')} />
          {Object.keys(data.filters).length > 0 && (
            <p className="chips" aria-label={t('page.shop.activeFilters')}>
              {Object.entries(data.filters).map(([k, v]) => <span key={k} className="chip">{k}: {v}</span>)}
            </p>
          )}
          {data.bikes.length === 0 ? <EmptyState title={t('common.empty')} /> : (
            <div className="grid">
              {data.bikes.map((b, i) => (
                <article key={b.externalid} className="card">
                  {b.image && <div className="card__media"><img src={b.image} alt={b.title} width={600} height={450} loading={i < 4 ? 'eager' : 'lazy'} /></div>}
                  <div className="card__body">
                    <h2 className="card__title"><ShopLink to={`bikes/${b.externalid}`}>{b.title}</ShopLink></h2>
                    <p className="card__meta">{b.subtitle}</p>
                    <PriceTag price={b} />
                  </div>
                </article>
              ))}
            </div>
          )}
        </div>
      );
    },
  });
}
