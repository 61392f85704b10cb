import { useIntl } from 'react-intl';
import { BIKE_CATEGORIES, isNewPlatform, isPlatformInMenu, type Family } from '@bike/shared/domain';
import { definePage, ShopLink } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { fetchFamilies } from '@bike/shared/api-client';
import { PriceTag } from '../components/price-tag';

interface BikesData {
  families: Family[];
}

/** Bikes overview: families grouped by the categories of spec point 1, archived platforms apart. */
export default definePage<BikesData>({
  meta: () => ({ title: '', titleKey: 'page.bikes.title', descriptionKey: 'page.bikes.description' }),
  loader: async ({ api, locale, brand }) => ({ families: await fetchFamilies(api, locale, brand) }),
  Component: ({ data }) => {
    const intl = useIntl();
    const t = (id: string) => intl.formatMessage({ id });
    const byCategory = BIKE_CATEGORIES.map((category) => ({
      category,
      families: data.families.filter((f) => f.category === category),
    })).filter((group) => group.families.length > 0);
    const archived = data.families.flatMap((f) => f.platforms.filter((p) => p.archived).map((p) => ({ family: f, platform: p })));
    return (
      <div className="container page bikes-overview">
        <PageHeader title={t('page.bikes.title')} intro={t('page.bikes.description')} />
        {byCategory.length === 0 && <EmptyState title={t('common.empty')} />}
        {byCategory.map(({ category, families }) => (
          <section key={category} className="bikes-overview__category" aria-labelledby={`cat-${category}`}>
            <h2 id={`cat-${category}`}><ShopLink to={`bikes/categories/${category}`}>{t(`category.${category}`)}</ShopLink></h2>
            <div className="grid">
              {families.flatMap((family) =>
                family.platforms.filter((p) => !p.archived && isPlatformInMenu(p)).map((platform) => {
                  const first = platform.configurations[0];
                  return (
                    <article key={platform.code} className="card platform-card">
                      {first?.image && <div className="card__media"><img src={first.image} alt={platform.title} width={600} height={450} loading="lazy" /></div>}
                      <div className="card__body">
                        {isNewPlatform(platform) && <span className="badge">{t('nav.newLabel')}</span>}
                        <h3 className="card__title"><ShopLink to={`bikes/platform/${family.code}/${platform.code}`}>{platform.title}</ShopLink></h3>
                        {platform.menu_subtitle && <p className="card__meta">{platform.menu_subtitle}</p>}
                        {first && <PriceTag price={first} />}
                      </div>
                    </article>
                  );
                }),
              )}
            </div>
          </section>
        ))}
        {archived.length > 0 && (
          <section className="bikes-overview__archive" aria-labelledby="archive">
            <h2 id="archive">{t('nav.archive')}</h2>
            <ul>{archived.map(({ family, platform }) => <li key={platform.code}><ShopLink to={`bikes/platform/${family.code}/${platform.code}`}>{platform.title}</ShopLink></li>)}</ul>
          </section>
        )}
      </div>
    );
  },
});
