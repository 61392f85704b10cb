import type { ShopQuery } from './shop-query';

/**
 * The three pages that show the shop: /shop, /bikes/shop (bikes preselected) and /sales. The
 * page's own filter is not written into the URL: /bikes/shop stays /bikes/shop.
 *
 * /sales shows the outlet category: in the catalogue every item with an old price above its
 * price is an outlet item, and the filter API filters on category in SQL (paging and counts
 * stay right). A dedicated "has old price" filter in the API would make this independent of
 * the catalogue's data rule.
 */
export type ShopKind = 'shop' | 'bikes-shop' | 'sales';

const FIXED_CATEGORY: Record<ShopKind, ShopQuery['category'] | null> = {
  shop: null,
  'bikes-shop': ['bikes'],
  sales: ['outlet'],
};

/** The page's own category when it has one (the category tabs then hide). */
export const fixedCategory = (kind: ShopKind) => FIXED_CATEGORY[kind];

/** The state the API is asked for: the URL's state with the page's own filter applied. */
export function effectiveQuery(kind: ShopKind, query: ShopQuery): ShopQuery {
  const fixed = FIXED_CATEGORY[kind];
  return fixed ? { ...query, category: [...fixed] } : query;
}

/** Message ids of the page's base title and description. */
export const KIND_TEXT: Record<ShopKind, { title: string; description: string }> = {
  shop: { title: 'page.shop.title', description: 'page.shop.description' },
  'bikes-shop': { title: 'nav.shopBikes', description: 'shop.bikesShop.description' },
  sales: { title: 'page.sales.title', description: 'page.sales.description' },
};
