import { definePage } from '@bike/shared/remote-kit';
import { CmsPageView, cmsPageMeta, loadCmsPage, type CmsPageData } from '../pages/cms-page';
import { deferredHydration } from './deferred-hydration';
import { loadFitters, type FittersNearby } from './fitting-dealers';

interface BikefittingData extends CmsPageData {
  fitters: FittersNearby;
}

// The fitters and the request: server-rendered, their code fetched once the page is idle.
const section = deferredHydration(() => import('./fitting-section'));

/**
 * /bikefitting: the content team's page on fitting, then the dealers that offer it nearest the
 * rider and the request for an appointment at one of them (issue 32 item 13), server-rendered
 * from the address (?q= a town, ?dealer= a dealer's page slug).
 */
export const bikefittingPage = definePage<BikefittingData>({
  meta: cmsPageMeta,
  loader: async (ctx) => {
    const [page, fitters] = await Promise.all([
      loadCmsPage(ctx, { slug: () => 'bikefitting', titleKey: 'page.bikefitting.title' }),
      loadFitters(ctx.api, ctx.locale, ctx.country, ctx.searchParams),
      section.preload(),
    ]);
    return { ...page, fitters };
  },
  Component: ({ data }) => (
    <CmsPageView data={data}>
      <section.Deferred key={`${data.fitters.q}|${data.fitters.chosen}`} fitters={data.fitters} />
    </CmsPageView>
  ),
});
