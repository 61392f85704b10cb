import { buildBikeMenu, type MenuFamily } from '@bike/shared/domain';
import { definePage, ShopLink } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { loadMenuFamilies } from '../bikes/menu-families';
import { ArchiveDisclosure, PlatformCard } from '../bikes/platform-card';

interface BikesData {
  families: MenuFamily[];
}

/**
 * Bikes overview (spec points 1, 4, 5): platforms grouped by the seven categories in order, each
 * with its menu subtitle, "new" label and from-price; archived platforms in a collapsed archive.
 * Which platforms are listed is decided by buildBikeMenu and MENU_EXCLUSIONS (shared domain).
 */
export default definePage<BikesData>({
  meta: () => ({ title: '', titleKey: 'page.bikes.title', descriptionKey: 'page.bikes.description' }),
  loader: async ({ api, locale, brand }) => ({ families: await loadMenuFamilies(api, locale, brand) }),
  Component: ({ data }) => {
    const t = useT();
    const menu = buildBikeMenu(data.families);
    let imagesSoFar = 0;
    return (
      <div className="container page bikes-overview">
        <PageHeader title={t('page.bikes.title')} intro={t('page.bikes.description')} />
        {menu.categories.length > 0 && (
          <nav className="bikes-jump" aria-label={t('bikes.categoriesNav')}>
            <ul>
              {menu.categories.map(({ category }) => (
                <li key={category}><ShopLink to={`bikes/categories/${category}`}>{t(`category.${category}`)}</ShopLink></li>
              ))}
            </ul>
          </nav>
        )}
        {menu.categories.length === 0 && <EmptyState title={t('bikes.empty')} />}
        {menu.categories.map(({ category, platforms }) => (
          <section key={category} id={`category-${category}`} className="bikes-category" aria-labelledby={`category-${category}-title`}>
            <div className="bikes-category__head">
              <h2 id={`category-${category}-title`}>{t(`category.${category}`)}</h2>
              <ShopLink className="bikes-category__all" to={`bikes/categories/${category}`}>
                {t('bikes.viewCategory')}<span className="visually-hidden">: {t(`category.${category}`)}</span>
              </ShopLink>
            </div>
            <ul className="grid bikes-grid">
              {platforms.map((platform) => (
                // The first picture is the page's one priority image; the others wait for the first paint (issue 9).
                <li key={platform.code}><PlatformCard platform={platform} priority={imagesSoFar++ === 0} /></li>
              ))}
            </ul>
          </section>
        ))}
        <ArchiveDisclosure platforms={menu.archived} />
      </div>
    );
  },
});
