import { definePage, type PageModule } from '@bike/shared/remote-kit';
import { loadDetail, type DetailData } from '../bike/bike-data';
import { DetailView } from '../bike/detail-view';
import { detailMeta } from './bike-page';
import { shopPage } from './shop-page';

/**
 * /accessories/{id}: one accessory's detail page (same buy box, sizes and Product JSON-LD as a
 * bike). Without an id (the spec makes it optional) the page is the shop filtered to accessories
 * and apparel, rendered in place rather than redirected so the URL a menu or a shared link used
 * stays valid and indexable.
 */
const listPage = shopPage('shop');

type AccessoryData = { detail: true; data: DetailData } | { detail: false; data: unknown };

export default definePage<AccessoryData>({
  meta: (d, ctx) => (d.detail ? detailMeta(d.data, ctx) : listPage.meta!(d.data as never, ctx)),
  loader: async (ctx) => {
    if (ctx.params['id']) return { detail: true, data: await loadDetail(ctx) };
    const searchParams = new URLSearchParams(ctx.searchParams);
    searchParams.set('category', 'accessories');
    return { detail: false, data: await listPage.loader!({ ...ctx, searchParams }) };
  },
  Component: ({ data }) => {
    if (data.detail) return <DetailView data={data.data} />;
    const List = listPage.Component as PageModule<unknown>['Component'];
    return <List data={data.data} />;
  },
});
