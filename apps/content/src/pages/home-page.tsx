import { queryContent } from '@bike/shared/api-client';
import { definePage } from '@bike/shared/remote-kit';
import { MixedContent } from '../blocks/mixed-content';
import { HOMEPAGE_QUERY, type ContentPage } from '../content-queries';

interface HomeData {
  page: ContentPage;
}

export default definePage<HomeData>({
  meta: (data) => ({ title: data.page.title, description: data.page.description ?? undefined }),
  loader: async ({ content, language, country }) => {
    const result = await queryContent<{ homepage: ContentPage | null }>(content, HOMEPAGE_QUERY, { language, country }, 'HOMEPAGE_FETCH_ERROR');
    if (!result.homepage) throw Object.assign(new Error('No homepage'), { code: 'HOMEPAGE_FETCH_ERROR' });
    return { page: result.homepage };
  },
  Component: ({ data }) => (
    <div className="home" data-testid="home-page" data-release={process.env.REMOTE_RELEASE}>
      <MixedContent blocks={data.page.mixedContent} />
    </div>
  ),
});
