import { definePage, type PageModule } from '@bike/shared/remote-kit';
import bikePage from './bike-page';
import { shopPage } from './shop-page';

/**
 * /accessories/{id}: one accessory's detail page; without an id, the shop filtered to
 * accessories and apparel.
 */
const listPage = shopPage('shop');

export default definePage<{ detail: boolean; data: unknown }>({
  meta: (d, ctx) => (d.detail ? bikePage.meta!(d.data as never, ctx) : listPage.meta!(d.data as never, ctx)),
  loader: async (ctx) => {
    if (ctx.params['id']) return { detail: true, data: await bikePage.loader!(ctx) };
    const searchParams = new URLSearchParams(ctx.searchParams);
    searchParams.set('category', 'accessories');
    return { detail: false, data: await listPage.loader!({ ...ctx, searchParams }) };
  },
  Component: ({ data }) => {
    const Page = (data.detail ? bikePage.Component : listPage.Component) as PageModule<unknown>['Component'];
    return <Page data={data.data} />;
  },
});
