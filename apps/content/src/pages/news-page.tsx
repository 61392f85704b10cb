import { useIntl } from 'react-intl';
import { queryContent } from '@bike/shared/api-client';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { formatDate } from '@bike/shared/i18n';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import { BLOG_LIST_QUERY, type ContentImage } from '../content-queries';

interface NewsData {
  articles: { id: string; title: string; description: string; postDate: string; featuredImage?: ContentImage | null; blogCategories: { id: string; title: string }[] }[];
}

export default definePage<NewsData>({
  meta: () => ({ title: '', titleKey: 'page.news.title', descriptionKey: 'page.news.description' }),
  loader: async ({ content, language }) => {
    const data = await queryContent<{ blogArticles: NewsData['articles'] }>(content, BLOG_LIST_QUERY, { language, limit: 24 }, 'BLOGITEMS_FETCH_ERROR');
    return { articles: data.blogArticles };
  },
  Component: ({ data }) => {
    const intl = useIntl();
    const { locale } = useShop();
    return (
      <div className="container page">
        <PageHeader title={intl.formatMessage({ id: 'page.news.title' })} intro={intl.formatMessage({ id: 'page.news.description' })} />
        {data.articles.length === 0 ? (
          <EmptyState title={intl.formatMessage({ id: 'codes.BLOGITEMS_NOT_FOUND' })} />
        ) : (
          <div className="grid">
            {data.articles.map((article, i) => (
              <article key={article.id} className="card">
                {article.featuredImage && (
                  <div className="card__media"><img src={article.featuredImage.url} alt={article.featuredImage.alt} width={600} height={450} loading={i < 3 ? 'eager' : 'lazy'} /></div>
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
      </div>
    );
  },
});
