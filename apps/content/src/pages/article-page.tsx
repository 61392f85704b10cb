import { FormattedMessage } from 'react-intl';
import { redirect } from 'react-router';
import { queryContent } from '@bike/shared/api-client';
import { definePage, PageNotFoundError, ShopLink, useShop } from '@bike/shared/remote-kit';
import { formatDate } from '@bike/shared/i18n';
import { PageHeader } from '@bike/shared/ui';
import { MixedContent } from '../blocks/mixed-content';
import { preloadBlocks } from '../blocks/block-registry';
import { priceBikeBlocks } from '../blocks/bike-prices';
import { NewsletterOptinContext } from '../blocks/newsletter-optin';
import { BLOCK, IMAGE, OPTIN, type ContentBlock, type ContentImage, type NewsletterOptin, type WithOptin } from '../content-queries';

const BLOG_ARTICLE_QUERY = `query Article($language: String, $id: ID!, $country: String) {
  blogArticle(language: $language, id: $id) {
    id title description postDate showTitle showDescription featuredImage { ${IMAGE} }
    blogCategories { id title } mixedContent(country: $country) { ${BLOCK} }
    otherArticles { id title postDate featuredImage { ${IMAGE} } }
    relatedIds { bikeId platformId }
    relatedCrosslinks { id title description buttonText buttonUrl crosslinkImage { ${IMAGE} } }
  }
  ${OPTIN}
}`;

interface ArticleData {
  article: {
    id: string; title: string; description: string; postDate: string; featuredImage?: ContentImage | null;
    blogCategories: { id: string; title: string }[]; mixedContent: ContentBlock[];
    otherArticles: { id: string; title: string; postDate: string }[];
    relatedIds: { bikeId: string | null; platformId: string | null }[];
    relatedCrosslinks: { id: string; title: string; description: string; buttonText: string; buttonUrl: string; crosslinkImage?: ContentImage | null }[];
  };
  optin: NewsletterOptin | null;
}

/** The bikes or platforms the story is about, and the content's crosslinks (spec point 3's related ids and crosslinks). */
function RelatedToArticle({ article }: { article: ArticleData['article'] }) {
  const bikes = article.relatedIds.filter((r) => r.bikeId || r.platformId);
  if (bikes.length === 0 && article.relatedCrosslinks.length === 0) return null;
  const href = (url: string) => (/^https?:/.test(url) ? url : undefined);
  return (
    <aside className="container section article__related" aria-labelledby="article-related">
      <h2 id="article-related"><FormattedMessage id="page.news.related" /></h2>
      <ul className="article__related-list">
        {bikes.map((r) => (
          <li key={r.bikeId ?? r.platformId}>
            <ShopLink className="btn btn--secondary" to={r.bikeId ? `bikes/${encodeURIComponent(r.bikeId)}` : `bikes/platform/${encodeURIComponent(r.platformId!)}`}>
              <FormattedMessage id="page.news.relatedBike" />
            </ShopLink>
          </li>
        ))}
        {article.relatedCrosslinks.map((c) => (
          <li key={c.id} className="card article__crosslink">
            <div className="card__body">
              <h3 className="card__title">{c.title}</h3>
              <p className="card__meta">{c.description}</p>
              {href(c.buttonUrl) ? <a href={c.buttonUrl}>{c.buttonText}</a> : <ShopLink to={c.buttonUrl.replace(/^\//, '')}>{c.buttonText}</ShopLink>}
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}

export default definePage<ArticleData>({
  meta: (data) => ({ title: data.article.title, description: data.article.description, openGraph: { type: 'article', ...(data.article.featuredImage ? { image: data.article.featuredImage.url } : {}) } }),
  loader: async ({ api, content, language, country, locale, params }) => {
    // /news/article without an article: the articles are on the news page.
    if (!params['id']) throw redirect(`/${locale}/news`);
    const data = await queryContent<{ blogArticle: ArticleData['article'] | null } & WithOptin>(content, BLOG_ARTICLE_QUERY, { language, id: params['id'], country }, 'BLOGITEMS_FETCH_ERROR');
    if (!data.blogArticle) throw new PageNotFoundError('BLOGITEMS_NOT_FOUND');
    await Promise.all([preloadBlocks(data.blogArticle.mixedContent, language), priceBikeBlocks(data.blogArticle.mixedContent, api, locale)]);
    return { article: data.blogArticle, optin: data.globalSets?.newsletterOptin ?? null };
  },
  Component: ({ data }) => {
    const { locale } = useShop();
    const a = data.article;
    return (
      <article className="page">
        <div className="container">
          <PageHeader eyebrow={`${formatDate(a.postDate, locale)} · ${a.blogCategories.map((c) => c.title).join(', ')}`} title={a.title} intro={a.description} />
          {a.featuredImage && <img className="article__hero" src={a.featuredImage.url} alt={a.featuredImage.alt} width={1800} height={1000} fetchPriority="high" />}
        </div>
        <NewsletterOptinContext.Provider value={data.optin}><MixedContent blocks={a.mixedContent} belowHero={Boolean(a.featuredImage)} /></NewsletterOptinContext.Provider>
        <RelatedToArticle article={a} />
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
