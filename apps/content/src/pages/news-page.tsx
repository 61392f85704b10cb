import { useIntl } from 'react-intl';
import { queryContent } from '@bike/shared/api-client';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { formatDate, useT } from '@bike/shared/i18n';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { DEFAULT_BLOG_CATEGORY_IDS } from '@bike/shared/domain/blog';
import { IMAGE, type ContentImage } from '../content-queries';

/**
 * /news: the blog, newest first, in pages of NEWS_PAGE_SIZE, narrowed to one category with
 * ?category= and paged with ?page=. Both are plain links, so the list works without JavaScript
 * and every page has its own address. Without a category the list is spec point 9's seven
 * default categories (the content service's default).
 */
export const NEWS_PAGE_SIZE = 6;
const MAX_PAGE = 100;

const NEWS_QUERY = `query News($language: String, $categoryIds: [ID!], $limit: Int, $offset: Int) {
  blogCategories(language: $language) { id title blogkey }
  blogArticles(language: $language, categoryIds: $categoryIds, limit: $limit, offset: $offset) {
    id title description postDate featuredImage { ${IMAGE} } blogCategories { id title }
  }
}`;

interface NewsArticle { id: string; title: string; description: string; postDate: string; featuredImage?: ContentImage | null; blogCategories: { id: string; title: string }[] }
interface NewsData {
  categories: { id: string; title: string }[];
  articles: NewsArticle[];
  /** The chosen category's id, when the list is narrowed to one. */
  category: string | null;
  page: number;
  hasNext: boolean;
}

/** ?page= as a page number from 1 to MAX_PAGE; anything else is the first page. */
export function newsPageNumber(value: string | null): number {
  const page = /^\d{1,3}$/.test(value ?? '') ? Number(value) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The news list's address for a category and page, leaving out what is the default. */
export function newsHref(category: string | null, page: number): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `news?${search}` : 'news';
}

export default definePage<NewsData>({
  meta: () => ({ title: '', titleKey: 'page.news.title', descriptionKey: 'page.news.description' }),
  loader: async ({ content, language, searchParams }) => {
    const asked = searchParams.get('category');
    const category = asked && /^\d{1,9}$/.test(asked) ? asked : null;
    const page = newsPageNumber(searchParams.get('page'));
    // One more than a page tells whether there is a next page without counting.
    const data = await queryContent<{ blogCategories: NewsData['categories']; blogArticles: NewsArticle[] }>(
      content,
      NEWS_QUERY,
      { language, categoryIds: category ? [category] : undefined, limit: NEWS_PAGE_SIZE + 1, offset: (page - 1) * NEWS_PAGE_SIZE },
      'BLOGITEMS_FETCH_ERROR',
    );
    const known = category && data.blogCategories.some((c) => c.id === category) ? category : null;
    // The chips are the list's own categories (spec point 9's seven), in that order; others
    // (dealer news) are reachable by their address only.
    const shown = DEFAULT_BLOG_CATEGORY_IDS.map((id) => data.blogCategories.find((c) => c.id === String(id))).filter((c): c is NewsData['categories'][number] => c !== undefined);
    return { categories: shown, articles: data.blogArticles.slice(0, NEWS_PAGE_SIZE), category: known, page, hasNext: data.blogArticles.length > NEWS_PAGE_SIZE };
  },
  Component: NewsView,
});

function NewsView({ data }: { data: NewsData }) {
  const intl = useIntl();
  const { locale } = useShop();
  const t = useT();
  return (
    <div className="container page news">
      <PageHeader title={t('page.news.title')} intro={t('page.news.description')} />
      {data.categories.length > 0 && (
        <nav aria-label={t('page.news.categories')}>
          <ul className="news__categories">
            <li><ShopLink to="news" aria-current={data.category === null ? 'page' : undefined}>{t('page.news.allCategories')}</ShopLink></li>
            {data.categories.map((c) => (
              <li key={c.id}><ShopLink to={newsHref(c.id, 1)} aria-current={data.category === c.id ? 'page' : undefined}>{c.title}</ShopLink></li>
            ))}
          </ul>
        </nav>
      )}
      {data.articles.length === 0 ? (
        <EmptyState title={t('codes.BLOGITEMS_NOT_FOUND')} />
      ) : (
        <div className="grid">
          {data.articles.map((article, i) => (
            <article key={article.id} className="card">
              {article.featuredImage && (
                <div className="card__media"><img src={article.featuredImage.url} alt={article.featuredImage.alt} width={600} height={450} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} /></div>
              )}
              <div className="card__body">
                <p className="card__meta">{formatDate(article.postDate, locale)} · {article.blogCategories.map((c) => c.title).join(', ')}</p>
                <h2 className="card__title"><ShopLink to={`news/article/${article.id}`}>{article.title}</ShopLink></h2>
                <p>{article.description}</p>
              </div>
            </article>
          ))}
        </div>
      )}
      {(data.page > 1 || data.hasNext) && (
        <nav className="news__pager" aria-label={t('page.news.pages')}>
          {data.page > 1 && <ShopLink to={newsHref(data.category, data.page - 1)} rel="prev">{t('common.previous')}</ShopLink>}
          <span aria-current="page">{intl.formatMessage({ id: 'page.news.page' }, { page: data.page })}</span>
          {data.hasNext && <ShopLink to={newsHref(data.category, data.page + 1)} rel="next">{t('common.next')}</ShopLink>}
        </nav>
      )}
    </div>
  );
}
