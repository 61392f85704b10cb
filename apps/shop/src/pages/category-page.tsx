import { useIntl } from 'react-intl';
import { fetchFamilies, queryContent } from '@bike/shared/api-client';
import { BIKE_CATEGORIES, isPlatformInMenu, type Family } from '@bike/shared/domain';
import { definePage, PageNotFoundError, ShopLink } from '@bike/shared/remote-kit';
import { PageHeader } from '@bike/shared/ui';

const CATEGORY_QUERY = `query Category($language: String, $slug: String) {
  bikeCategory(language: $language, slug: $slug) { categoryId slug title intro detailDescription backgroundImage { url alt } }
}`;

interface CategoryData {
  slug: string | null;
  category: { title: string; intro: string; detailDescription: string; backgroundImage?: { url: string; alt: string } | null } | null;
  families: Family[];
}

/** Category page with its intro, description and background from the content service. */
export default definePage<CategoryData>({
  meta: (d) => ({ title: d.category?.title ?? '', titleKey: d.category ? undefined : 'page.bikes.title', description: d.category?.intro, descriptionKey: 'page.bikes.description' }),
  loader: async ({ api, content, language, locale, brand, params }) => {
    const slug = params['slug'] ?? null;
    if (slug && !(BIKE_CATEGORIES as readonly string[]).includes(slug)) throw new PageNotFoundError('CATEGORY_FETCH_ERROR');
    const [families, category] = await Promise.all([
      fetchFamilies(api, locale, brand),
      slug ? queryContent<{ bikeCategory: CategoryData['category'] }>(content, CATEGORY_QUERY, { language, slug }, 'CATEGORY_FETCH_ERROR').then((r) => r.bikeCategory).catch(() => null) : Promise.resolve(null),
    ]);
    return { slug, category, families: slug ? families.filter((f) => f.category === slug) : families };
  },
  Component: ({ data }) => {
    const intl = useIntl();
    const title = data.category?.title ?? intl.formatMessage({ id: data.slug ? `category.${data.slug}` : 'page.bikes.title' });
    return (
      <div className="category-page">
        <section className="hero" style={data.category?.backgroundImage ? { backgroundImage: `linear-gradient(rgba(0,0,0,.45), rgba(0,0,0,.45)), url(${data.category.backgroundImage.url})`, backgroundSize: 'cover' } : undefined}>
          <div className="hero__inner"><h1>{title}</h1>{data.category?.intro && <p>{data.category.intro}</p>}</div>
        </section>
        <div className="container page">
          {data.category?.detailDescription && <div className="prose" dangerouslySetInnerHTML={{ __html: data.category.detailDescription }} />}
          {!data.slug && <PageHeader title={intl.formatMessage({ id: 'page.bikes.title' })} />}
          <ul className="grid">
            {data.families.flatMap((f) => f.platforms.filter((p) => !p.archived && isPlatformInMenu(p)).map((p) => (
              <li key={p.code} className="card"><div className="card__body">
                <h2 className="card__title"><ShopLink to={`bikes/platform/${f.code}/${p.code}`}>{p.title}</ShopLink></h2>
                {p.menu_subtitle && <p className="card__meta">{p.menu_subtitle}</p>}
              </div></li>
            )))}
          </ul>
        </div>
      </div>
    );
  },
});
