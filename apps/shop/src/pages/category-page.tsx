import { useIntl } from 'react-intl';
import { BIKE_CATEGORIES, buildBikeMenu, isBikeCategory, type MenuFamily } from '@bike/shared/domain';
import { definePage, PageNotFoundError, ShopLink } from '@bike/shared/remote-kit';
import { EmptyState } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { fetchBikeCategories, fetchBikeCategory, paragraphs, type BikeCategoryContent } from '../bikes/category-content';
import { loadMenuFamilies } from '../bikes/menu-families';
import { ArchiveDisclosure, PlatformCard } from '../bikes/platform-card';

type CategoryData =
  | { kind: 'category'; slug: string; category: BikeCategoryContent | null; families: MenuFamily[] }
  | { kind: 'all'; categories: BikeCategoryContent[]; families: MenuFamily[] };

/**
 * Category page /bikes/categories/{slug}: the Bike category entity's intro, detail description
 * and background, then the category's platforms. Without a slug: all seven categories.
 */
export default definePage<CategoryData>({
  meta: (d) =>
    d.kind === 'category' && d.category
      ? { title: d.category.title, description: d.category.intro, ...(d.category.backgroundImage ? { openGraph: { image: d.category.backgroundImage.url } } : {}) }
      : { title: '', titleKey: d.kind === 'category' ? `category.${d.slug}` : 'bikes.categories.title', descriptionKey: 'page.bikes.description' },
  loader: async ({ api, content, language, locale, brand, params }) => {
    const slug = params['slug'];
    if (!slug) {
      const [families, categories] = await Promise.all([loadMenuFamilies(api, locale, brand), fetchBikeCategories(content, language)]);
      return { kind: 'all', families, categories };
    }
    // The route segment is the category id of spec point 2 (/bikes/categories/{categoryId}).
    if (!isBikeCategory(slug)) throw new PageNotFoundError('CATEGORY_NOT_FOUND');
    const [families, category] = await Promise.all([loadMenuFamilies(api, locale, brand), fetchBikeCategory(content, language, slug)]);
    return { kind: 'category', slug, category, families };
  },
  Component: ({ data }) => (data.kind === 'all' ? <AllCategories data={data} /> : <OneCategory data={data} />),
});

function OneCategory({ data }: { data: Extract<CategoryData, { kind: 'category' }> }) {
  const intl = useIntl();
  const t = useT();
  const menu = buildBikeMenu(data.families, { category: data.slug });
  const platforms = menu.categories[0]?.platforms ?? [];
  const title = data.category?.title || t(`category.${data.slug}`);
  const background = data.category?.backgroundImage;
  return (
    <div className="bikes-category-page">
      <section className="hero bikes-hero" aria-labelledby="category-title">
        {background && <img className="bikes-hero__image" src={background.url} alt="" width={background.width ?? 1600} height={background.height ?? 900} fetchPriority="high" />}
        <div className="hero__inner">
          <nav aria-label={t('nav.breadcrumb')} className="bikes-breadcrumb">
            <ol>
              <li><ShopLink to="bikes">{t('nav.bikes')}</ShopLink></li>
              <li><ShopLink to="bikes/categories">{t('bikes.categories.title')}</ShopLink></li>
            </ol>
          </nav>
          <h1 id="category-title">{title}</h1>
          {data.category?.intro && <p>{data.category.intro}</p>}
        </div>
      </section>
      <div className="container page">
        {data.category?.detailDescription && (
          <div className="bikes-category-page__description">
            {paragraphs(data.category.detailDescription).map((p, i) => <p key={i}>{p}</p>)}
          </div>
        )}
        <h2 className="bikes-category-page__count">{intl.formatMessage({ id: 'bikes.platformCount' }, { count: platforms.length })}</h2>
        {platforms.length === 0 ? (
          <EmptyState title={t('bikes.emptyCategory')}>
            <p><ShopLink to="bikes">{t('bikes.allBikes')}</ShopLink></p>
          </EmptyState>
        ) : (
          <ul className="grid bikes-grid">
            {/* Below a hero the cards are below the fold and wait their turn (lazy): fetched
                first, they took the hero's bandwidth on a phone (issue 9, largest paint). */}
            {platforms.map((platform, index) => <li key={platform.code}><PlatformCard platform={platform} priority={!background && index === 0} /></li>)}
          </ul>
        )}
        <ArchiveDisclosure platforms={menu.archived} />
      </div>
    </div>
  );
}

function AllCategories({ data }: { data: Extract<CategoryData, { kind: 'all' }> }) {
  const intl = useIntl();
  const t = useT();
  const menu = buildBikeMenu(data.families);
  const count = new Map(menu.categories.map((group) => [group.category, group.platforms.length]));
  const byId = new Map(data.categories.map((c) => [c.categoryId, c]));
  // Content orders by weight; categories content does not know yet follow in spec order.
  const order = [...data.categories.map((c) => c.categoryId).filter(isBikeCategory), ...BIKE_CATEGORIES.filter((c) => !byId.has(c))];
  return (
    <div className="container page bikes-categories">
      <header className="page-header">
        <h1>{t('bikes.categories.title')}</h1>
        <p>{t('page.bikes.description')}</p>
      </header>
      <ul className="bikes-categories__list">
        {order.map((id) => {
          const content = byId.get(id);
          return (
            <li key={id} className="bikes-categories__item">
              <article className="card bikes-categories__card">
                {content?.backgroundImage && (
                  <div className="bikes-categories__media">
                    <img src={content.backgroundImage.url} alt="" width={content.backgroundImage.width ?? 1600} height={content.backgroundImage.height ?? 900} loading="lazy" decoding="async" />
                  </div>
                )}
                <div className="card__body">
                  <h2 className="card__title"><ShopLink className="bikes-card__link" to={`bikes/categories/${id}`}>{content?.title || t(`category.${id}`)}</ShopLink></h2>
                  {content?.intro && <p className="card__meta">{content.intro}</p>}
                  <p className="bikes-categories__count">{intl.formatMessage({ id: 'bikes.platformCount' }, { count: count.get(id) ?? 0 })}</p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
