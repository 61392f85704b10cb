/**
 * The shop filter's sort orders and limits, and the dealer and stock calls' limits: values both
 * the pages and the request schemas (./catalogue-filter) use. A module of its own so that a page
 * reading a sort order does not carry valibot and the schemas.
 */
/** Spec point 2's main menu link "/shop filtered by delivery date Factory Stock". */
export const FACTORY_STOCK_DELIVERY = 'Factory Stock';
export const SHOP_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const SHOP_DEFAULT_PAGE_SIZE = 24;
export const SHOP_MAX_PAGE_SIZE = 48;
/** Pages past this are refused: deep offsets cost the database and no shopper pages that far. */
export const SHOP_MAX_PAGE = 1000;
export const SHOP_MAX_SEARCH = 100;
/** Related items: at most this many external ids per call. */
export const RELATED_MAX_IDS = 20;
export const DEALERS_DEFAULT_LIMIT = 20;
export const DEALERS_MAX_LIMIT = 50;
export const STOCK_MAX_DEALERS = 10;
