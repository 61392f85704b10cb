import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { queryContent } from '@bike/shared/api-client';
import { definePage, PageNotFoundError, type LoaderContext } from '@bike/shared/remote-kit';
import { PageHeader } from '@bike/shared/ui';
import { MixedContent } from '../blocks/mixed-content';
import { preloadBlocks } from '../blocks/block-registry';
import { priceBikeBlocks } from '../blocks/bike-prices';
import { NewsletterOptinContext } from '../blocks/newsletter-optin';
import { PLAYGROUND_QUERY } from './playground-query';
import { BLOCK, IMAGE, OPTIN, type ContentPage, type NewsletterOptin, type WithOptin } from '../content-queries';

const PAGE_QUERY = `query Page($language: String, $slug: String, $country: String) {
  page(language: $language, slug: $slug) { id slug title description postDate showTitle showDescription featuredImage { ${IMAGE} } mixedContent(country: $country) { ${BLOCK} } }
  ${OPTIN}
}`;

export interface CmsPageData {
  page: ContentPage | null;
  titleKey: string;
  optin: NewsletterOptin | null;
}

export interface CmsPageOptions { slug: (ctx: LoaderContext) => string | undefined; titleKey: string; strict?: boolean; playground?: boolean }

/** The head of a content page: its own title and description, the route's title until the content team writes it. */
export const cmsPageMeta = (data: CmsPageData) => ({
  title: data.page?.title ?? '',
  titleKey: data.page ? undefined : data.titleKey,
  description: data.page?.description ?? undefined,
});

/** Reads a content page by slug (null when the content team has not written it yet) and preloads its blocks. */
export async function loadCmsPage(ctx: LoaderContext, options: CmsPageOptions): Promise<CmsPageData> {
  const slug = options.slug(ctx);
  const query = options.playground ? PLAYGROUND_QUERY : PAGE_QUERY;
  const result = await queryContent<{ page?: ContentPage | null; playground?: ContentPage | null } & WithOptin>(
    ctx.content, query, { language: ctx.language, slug, country: ctx.country }, options.playground ? 'PLAYGROUND_FETCH_ERROR' : 'PAGE_FETCH_ERROR',
  );
  const page = (options.playground ? result.playground : result.page) ?? null;
  // The content answered and has no such page: it does not exist (not "try again later").
  if (!page && options.strict) throw new PageNotFoundError('NOT_FOUND');
  if (page) await Promise.all([preloadBlocks(page.mixedContent, ctx.language), priceBikeBlocks(page.mixedContent, ctx.api, ctx.locale)]);
  return { page, titleKey: options.titleKey, optin: result.globalSets?.newsletterOptin ?? null };
}

/**
 * A page whose body comes from the content service by slug. Spec routes always answer: when the
 * content team has not written the page yet, it shows its title and a short note instead of a 404.
 * Only /pages/{slug} with an unknown slug is a 404, because there the slug is the page.
 */
export function cmsPage(options: CmsPageOptions) {
  return definePage<CmsPageData>({
    meta: cmsPageMeta,
    loader: (ctx) => loadCmsPage(ctx, options),
    Component: CmsPageView,
  });
}

/**
 * A content page's title and blocks; `children` follow the blocks (a page's own part, such as the
 * contact form), also while the content team has not written the page yet.
 */
export function CmsPageView({ data, children }: { data: CmsPageData; children?: ReactNode }) {
  const intl = useIntl();
  const { page } = data;
  const startsWithHeading = page?.mixedContent[0] && ['heading', 'imageBanner', 'shrinkingBanner', 'videoBanner'].includes(page.mixedContent[0].blockType);
  if (!page) {
    return (
      <div className="container page">
        <PageHeader title={intl.formatMessage({ id: data.titleKey })} intro={intl.formatMessage({ id: 'page.comingSoon' })} />
        {children}
      </div>
    );
  }
  return (
    <article className="cms-page">
      {!startsWithHeading && (
        <div className="container">
          <PageHeader title={page.title} intro={page.showDescription === false ? undefined : page.description ?? undefined} />
        </div>
      )}
      <NewsletterOptinContext.Provider value={data.optin}>
        <MixedContent blocks={page.mixedContent} />
      </NewsletterOptinContext.Provider>
      {children}
    </article>
  );
}
