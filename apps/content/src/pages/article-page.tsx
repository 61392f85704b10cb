import { FormattedMessage } from 'react-intl';
import { redirect } from 'react-router';
import { queryContent } from '@bike/shared/api-client';
import { definePage, PageNotFoundError, ShopLink, useShop } from '@bike/shared/remote-kit';
import { formatDate } from '@bike/shared/i18n';
import { PageHeader } from '@bike/shared/ui';
import { MixedContent } from '../blocks/mixed-content';
import { preloadBlocks } from '../blocks/block-registry';
import { NewsletterOptinContext } from '../blocks/newsletter-optin';
import { BLOCK, IMAGE, OPTIN, type ContentBlock, type ContentImage, type NewsletterOptin, type WithOptin } from '../content-queries';

const BLOG_ARTICLE_QUERY = `query Article($language: String, $id: ID!, $country: String) {
  blogArticle(language: $language, id: $id) {
    id title description postDate showTitle showDescription featuredImage { ${IMAGE} }
    blogCategories { id title } mixedContent(country: $country) { ${BLOCK} }
    otherArticles { id title postDate featuredImage { ${IMAGE} } }
  }
  ${OPTIN}
}`;

interface ArticleData {
  article: {
    id: string; title: string; description: string; postDate: string; featuredImage?: ContentImage | null;
    blogCategories: { id: string; title: string }[]; mixedContent: ContentBlock[];
    otherArticles: { id: string; title: string; postDate: string }[];
  };
  optin: NewsletterOptin | null;
}

export default definePage<ArticleData>({
  meta: (data) => ({ title: data.article.title, description: data.article.description, openGraph: { type: 'article', ...(data.article.featuredImage ? { image: data.article.featuredImage.url } : {}) } }),
  loader: async ({ content, language, country, locale, params }) => {
    // /news/article without an article: the articles are on the news page.
    if (!params['id']) throw redirect(`/${locale}/news`);
    const data = await queryContent<{ blogArticle: ArticleData['article'] | null } & WithOptin>(content, BLOG_ARTICLE_QUERY, { language, id: params['id'], country }, 'BLOGITEMS_FETCH_ERROR');
    if (!data.blogArticle) throw new PageNotFoundError('BLOGITEMS_NOT_FOUND');
    await preloadBlocks(data.blogArticle.mixedContent, language);
    return { article: data.blogArticle, optin: data.globalSets?.newsletterOptin ?? null };
  },
  Component: ({ data }) => {
    const { locale } = useShop();
    const a = data.article;
    return (
      <article className="page">
        <div className="container">
          <PageHeader eyebrow={`${formatDate(a.postDate, locale)} · ${a.blogCategories.map((c) => c.title).join(', ')}`} title={a.title} intro={a.description} />
          {a.featuredImage && <img className="article__hero" src={a.featuredImage.url} alt={a.featuredImage.alt} width={1800} height={1000} />}
        </div>
        <NewsletterOptinContext.Provider value={data.optin}><MixedContent blocks={a.mixedContent} /></NewsletterOptinContext.Provider>
        {a.otherArticles.length > 0 && (
          <aside className="container section">
            <h2><FormattedMessage id="page.news.more" /></h2>
            <ul>{a.otherArticles.map((o) => <li key={o.id}><ShopLink to={`news/article/${o.id}`}>{o.title}</ShopLink></li>)}</ul>
          </aside>
        )}
      </article>
    );
  },
});
