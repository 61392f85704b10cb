import { queryContent } from '@bike/shared/api-client';
import { useIntl } from 'react-intl';
import { RecentlyViewed } from '@bike/shared/recently-viewed';
import { definePage } from '@bike/shared/remote-kit';
import { MixedContent } from '../blocks/mixed-content';
import { preloadBlocks } from '../blocks/block-registry';
import { priceBikeBlocks } from '../blocks/bike-prices';
import { NewsletterOptinContext } from '../blocks/newsletter-optin';
import { BLOCK, IMAGE, OPTIN, type ContentPage, type NewsletterOptin, type WithOptin } from '../content-queries';

const HOMEPAGE_QUERY = `query Homepage($language: String, $country: String) {
  homepage(language: $language) { id slug title description featuredImage { ${IMAGE} } mixedContent(country: $country) { ${BLOCK} } }
  ${OPTIN}
}`;

interface HomeData {
  page: ContentPage;
  optin: NewsletterOptin | null;
}

export default definePage<HomeData>({
  meta: (data) => ({ title: data.page.title, description: data.page.description ?? undefined }),
  loader: async ({ api, content, language, country, locale }) => {
    const result = await queryContent<{ homepage: ContentPage | null } & WithOptin>(content, HOMEPAGE_QUERY, { language, country }, 'HOMEPAGE_FETCH_ERROR');
    if (!result.homepage) throw Object.assign(new Error('No homepage'), { code: 'HOMEPAGE_FETCH_ERROR' });
    await Promise.all([preloadBlocks(result.homepage.mixedContent, language), priceBikeBlocks(result.homepage.mixedContent, api, locale)]);
    return { page: result.homepage, optin: result.globalSets?.newsletterOptin ?? null };
  },
  Component: ({ data }) => (
    <div className="home" data-testid="home-page" data-release={process.env.REMOTE_RELEASE}>
      <NewsletterOptinContext.Provider value={data.optin}>
        <MixedContent blocks={data.page.mixedContent} />
      </NewsletterOptinContext.Provider>
      <HomeRecentlyViewed />
    </div>
  ),
});

/** Below the page's blocks, in the browser only: the bikes this visitor viewed (with functional consent). */
function HomeRecentlyViewed() {
  const intl = useIntl();
  return <RecentlyViewed heading={intl.formatMessage({ id: 'page.home.recentlyViewed' })} className="container" />;
}
