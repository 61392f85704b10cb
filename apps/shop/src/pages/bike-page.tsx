import { BRAND_SHORT_NAMES, isBrand } from '@bike/shared/brand';
import { shownPrice } from '@bike/shared/domain/shown-price';
import { definePage } from '@bike/shared/remote-kit';
import { loadDetail, type DetailData } from '../bike/bike-data';
import { DetailView } from '../bike/detail-view';
import { productJsonLd } from '../bike/product-json-ld';

/** Meta of a detail page: title, description, Open Graph product and the schema.org Product. */
export function detailMeta(d: DetailData, ctx: { brand: string }) {
  const { item } = d;
  const brandKey = isBrand(item.brandkey) ? item.brandkey : isBrand(ctx.brand) ? ctx.brand : 'ardenne';
  const price = shownPrice(item.$$price).now;
  return {
    title: item.title,
    description: (item.description || item.title).slice(0, 160),
    openGraph: {
      type: 'product',
      ...(item.image ? { image: item.image } : {}),
      ...(price != null ? { 'price:amount': price.toFixed(2), 'price:currency': item.$$price.currency } : {}),
    },
    jsonLd: productJsonLd(item, BRAND_SHORT_NAMES[brandKey]),
  };
}

/** Bike detail /bikes/{id}: the priced configuration by external id; unknown ids are a 404 (BIKE_NOT_FOUND). */
export default definePage<DetailData>({
  meta: detailMeta,
  loader: loadDetail,
  Component: ({ data }) => <DetailView data={data} />,
});
