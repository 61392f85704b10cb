/**
 * The inventory's filters, sorts and limits: values both the pages and the request schemas
 * (./inventory) use, in a module of their own so a page reading them does not carry valibot.
 *
 * A filter is a list of values, OR within a filter and AND between filters. Model, category,
 * colour and groupset describe the bike; size, source and availability describe the stock line,
 * so "size 56 on stock at a dealer" means one dealer has a 56 on stock, not a 56 somewhere and
 * something on stock elsewhere.
 */
export const INVENTORY_FILTERS = ['bike_category', 'platform', 'frame_size', 'colour', 'groupset', 'source', 'availability'] as const;
export type InventoryFilterCode = (typeof INVENTORY_FILTERS)[number];
/** The filters that describe a stock line rather than the bike. */
export const INVENTORY_LINE_FILTERS: readonly InventoryFilterCode[] = ['frame_size', 'source', 'availability'];

/** A filter value: letters, digits and a few joiners, starting with a letter or digit (no NUL, no lone surrogate). */
export const INVENTORY_VALUE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} _.'/-]*$/u;

export const INVENTORY_SOURCES = ['factory', 'dealer'] as const;
/** On stock (2 workdays or less) or orderable (within the 100-workday limit); spec point 4. */
export const INVENTORY_AVAILABILITY = ['onstock', 'orderable'] as const;
export const INVENTORY_SORTS = ['distance', 'availability', 'name'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

export const INVENTORY_PAGE_SIZE = 24;
export const INVENTORY_MAX_PAGE_SIZE = 48;
export const INVENTORY_MAX_PAGE = 200;
/** Dealers a stock lookup answers at most (nearest first). */
export const STOCK_LOOKUP_DEFAULT_LIMIT = 20;
export const STOCK_LOOKUP_MAX_LIMIT = 100;

/** Spec point 9's default location (Beringen): where "nearest" is measured from when no point is asked. */
export const DEFAULT_LOCATION_POINT = { lat: 51.047, lng: 5.182 } as const;
