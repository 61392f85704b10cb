import { createIntl } from 'react-intl';
import { ApiClientError } from '@bike/shared/api-client';
import { loadMessages, overlayMessages, toBcp47 } from '@bike/shared/i18n';
import { definePage, type PageMeta } from '@bike/shared/remote-kit';
import { messages as shopMessages } from '../messages';
import { fetchShopItems } from '../shop/shop-calls';
import { effectiveQuery, KIND_TEXT, type ShopKind } from '../shop/shop-kind';
import { shopHeading } from '../shop/shop-meta';
import { parseShopQuery, serializeShopQuery, toRequestBody } from '../shop/shop-query';
import { itemPath } from '../shop/product-card';
import { ShopView, type ShopData } from '../shop/shop-view';

interface ShopPageData extends ShopData {
  metaTitle: string;
  metaDescription: string | null;
}

/** Message id for a failed filter call: no connection, else the catalogue's fetch error (spec point 8). */
const errorText = (error: unknown) => (error instanceof ApiClientError && error.code === 'NETWORK_ERROR' ? 'error.network' : 'codes.BIKE_FETCH_ERROR');

/**
 * The shop: /shop, /bikes/shop (bikes preselected) and /sales (outlet). Server-rendered with
 * its results: the loader reads the filters from the URL and asks the filter API, so a shared
 * or reloaded link shows the same page. The page itself lives in ../shop/.
 */
export function shopPage(kind: ShopKind) {
  return definePage<ShopPageData>({
    meta: (data, { locale }): PageMeta => ({
      title: data.metaTitle,
      ...(data.metaDescription ? { description: data.metaDescription } : { descriptionKey: KIND_TEXT[kind].description }),
      jsonLd: data.result?.items.length
        ? {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: data.metaTitle,
            numberOfItems: data.result.total,
            itemListElement: data.result.items.map((item, i) => ({
              '@type': 'ListItem',
              position: (data.result!.page - 1) * data.result!.pageSize + i + 1,
              url: `/${locale}/${itemPath(item)}`,
              name: item.title,
            })),
          }
        : undefined,
    }),
    loader: async ({ api, locale, language, searchParams }) => {
      const urlQuery = parseShopQuery(searchParams);
      const query = effectiveQuery(kind, urlQuery);
      // The discount code lives in the browser store; on the server there is none. The view
      // asks again with it (see useVoucherPrices).
      const [outcome, shared, own] = await Promise.all([
        fetchShopItems(api, toRequestBody(query), { locale, search: query.q }).then(
          (result) => ({ result, error: null }),
          (error: unknown) => {
            console.error('[shop] filter call failed', error);
            return { result: null, error: errorText(error) };
          },
        ),
        loadMessages(language),
        shopMessages(language, kind),
      ]);
      // The heading's texts are the shop's own and shared ones, as on the page (ICU AST when built).
      const intl = createIntl({ locale: toBcp47(locale), messages: overlayMessages(shared, own) as Record<string, string> });
      const heading = shopHeading(intl, kind, urlQuery, outcome.result?.facets);
      return { kind, search: serializeShopQuery(urlQuery), ...outcome, metaTitle: heading.metaTitle, metaDescription: heading.metaDescription };
    },
    Component: ({ data }) => <ShopView data={data} />,
  });
}
