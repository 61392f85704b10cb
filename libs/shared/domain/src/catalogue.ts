/**
 * Catalogue vocabulary and pure rules shared by the shop pages and the API (the calls' request
 * schemas are in ./catalogue-requests). Browser-safe: no node imports.
 */
import type { BikeShape } from './bike-drawing';
import type { ItemView } from './bike-views';

/** The four fictional brands that share the code base; `ardenne` is the default. */
export const BRAND_KEYS = ['ardenne', 'brabo', 'kempen', 'merel'] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];
export const DEFAULT_BRAND: BrandKey = 'ardenne';

export const ITEM_CATEGORIES = ['bikes', 'accessories', 'outlet'] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

export const ITEM_TYPES = ['bike', 'accessory'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Bike categories of spec point 1, in menu order. */
export const BIKE_CATEGORIES = ['road', 'gravel', 'all-road', 'cyclocross', 'mountain', 'e-bikes', 'triathlon'] as const;
export type BikeCategory = (typeof BIKE_CATEGORIES)[number];

/** The drawing a category's pictures use (bike-drawing.ts): all-road and cyclocross bikes are drawn as gravel bikes. */
export const BIKE_SHAPE_OF: Record<BikeCategory, BikeShape> = {
  road: 'road', gravel: 'gravel', 'all-road': 'gravel', cyclocross: 'gravel', mountain: 'mountain', 'e-bikes': 'ebike', triathlon: 'triathlon',
};

/** The picture of a bike of the category in a design's two colours (six hex digits each), as the catalogue's media route draws it. */
export const bikePicturePath = (category: BikeCategory, frame: string, accent: string): string => `/media/bikes/${BIKE_SHAPE_OF[category]}/${frame}-${accent}.svg`;

/** Accessory and apparel families of spec point 1; they are also the shop's family filter keys. */
export const ACCESSORY_FAMILIES = [
  'mudguards', 'beanies', 'vouchers', 'vests', 'gloves', 'hoodies', 'jerseys',
  'legwear', 'socks', 't-shirts', 'caps', 'bottles',
] as const;
export type AccessoryFamily = (typeof ACCESSORY_FAMILIES)[number];

// ---------- stock ----------

/** Spec point 4/9: on stock when workdays is 2 or less. */
export const ON_STOCK_MAX_WORKDAYS = 2;
/** Spec point 9: workdays setting for bikes and custom builds; beyond it an item is not orderable. */
export const ORDERABLE_MAX_WORKDAYS = 100;
/** Spec point 4/9: this distance marks factory stock; lower values are dealer stock. */
export const FACTORY_STOCK_DISTANCE = 9999999;

export type Availability = 'onstock' | 'orderable' | 'unavailable';

export const isOnStock = (workdays: number | null | undefined): boolean =>
  workdays != null && workdays <= ON_STOCK_MAX_WORKDAYS;

export const isFactoryStock = (distance: number): boolean => distance >= FACTORY_STOCK_DISTANCE;

export function stockAvailability(workdays: number | null | undefined): Availability {
  if (workdays == null) return 'unavailable';
  if (workdays <= ON_STOCK_MAX_WORKDAYS) return 'onstock';
  if (workdays <= ORDERABLE_MAX_WORKDAYS) return 'orderable';
  return 'unavailable';
}

// ---------- platforms and menus ----------

/** Spec point 4: the "new" label shows while now is before enddate_new_label. */
export function isNewPlatform(platform: { enddate_new_label?: string | null }, now: Date = new Date()): boolean {
  if (!platform.enddate_new_label) return false;
  const end = Date.parse(platform.enddate_new_label);
  return Number.isFinite(end) && now.getTime() < end;
}

/** Spec point 5: platforms without configurations and without a customizer are skipped in menus. */
export function isPlatformInMenu(platform: { configurations?: unknown[]; has_customizer?: boolean }): boolean {
  return (platform.configurations?.length ?? 0) > 0 || platform.has_customizer === true;
}

// ---------- filter attributes ----------

export const DEFAULT_ATTRIBUTE_PRIORITY = 99999;
/**
 * A bike's frame and component attributes: rows of its specification table (and the compare
 * table), named in the visitor's language by the attribute translations, but no shop filters.
 * `weight` holds grams per frame size as JSON: the pages format it, the generic rows skip it.
 */
export const SPECIFICATION_ATTRIBUTES = [
  'frame_material', 'fork', 'tyre_clearance', 'mounts', 'motor', 'battery', 'brakes', 'wheels', 'tyres', 'cockpit', 'saddle', 'seatpost', 'weight',
] as const;

/**
 * Spec point 5 hides the category and promo codes. google_product_category is the product feed's
 * taxonomy path (for search engines and marketplaces), not something a rider filters by, and the
 * specification attributes describe one bike rather than sort a list.
 */
export const HIDDEN_FILTER_ATTRIBUTES = ['category', 'promo', 'google_product_category', ...SPECIFICATION_ATTRIBUTES] as const;

/** Spec point 5: filter attributes sort by priority (default 99999), then code; category and promo are hidden. */
export function sortFilterAttributes<T extends { code: string; priority?: number | null }>(attributes: T[]): T[] {
  return attributes
    .filter((a) => !(HIDDEN_FILTER_ATTRIBUTES as readonly string[]).includes(a.code))
    .sort(
      (a, b) =>
        (a.priority ?? DEFAULT_ATTRIBUTE_PRIORITY) - (b.priority ?? DEFAULT_ATTRIBUTE_PRIORITY) ||
        (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
    );
}

// ---------- response shapes ----------

/** The `$$price` block of an item, in the locale's currency. Amounts are in major units (3499.99). */
export interface PriceBlock {
  msrp: number | null;
  oldmsrp: number | null;
  currency: string;
  /** The voucher (discount code) applied to this price, when one was asked for and applies. */
  voucher: { code: string; discount: number; msrp: number; freeShipping: boolean } | null;
}

export interface ItemSize {
  id: number;
  size: string;
  externalid: string;
}

export interface Item {
  id: number;
  externalid: string;
  title: string;
  description: string;
  category: ItemCategory;
  familycode: string;
  brandkey: BrandKey;
  range: string | null;
  rangeCode: string | null;
  frame_family: string | null;
  itemtype: ItemType;
  platform: string | null;
  groupset: string | null;
  groupsetCode: string | null;
  paint_des: string | null;
  size: string | null;
  qty: number;
  image: string | null;
  /** The picture's views with their alt texts (bike-views.ts): answered by the single-item calls only, not by lists. */
  views?: ItemView[];
  sizes: ItemSize[];
  attributes: Record<string, string>;
  $$price: PriceBlock;
  availability: Availability;
  workdays: number | null;
  navisioncampaign: { externalcampaignid: string; mediafeedid: string; oldmsrp: number | null } | null;
  voucherbannerimage: string | null;
  vouchertext: string | null;
  vouchercountry: string | null;
}

export interface Configuration {
  id: number;
  externalid: string;
  groupset: string | null;
  groupsetCode: string | null;
  paint_des: string | null;
  size: string | null;
  sizes: string[];
  msrp: number | null;
  oldmsrp: number | null;
  currency: string;
  date: string;
  image: string | null;
}

export interface Platform {
  code: string;
  model: string;
  title: string;
  technology: string[];
  archived: boolean;
  enddate_new_label: string | null;
  menu_subtitle: string | null;
  has_customizer: boolean;
  /**
   * A coming model's expected month (ISO timestamp, the first of the month): a platform without
   * configurations yet, which no menu lists and whose page says when it comes instead of a price.
   */
  expected_date?: string | null;
  configurations: Configuration[];
}

export interface Family {
  code: string;
  brand: BrandKey;
  title: string;
  category: string;
  frameplatformdetails: Record<string, unknown>;
  rangeCodes: string[];
  position: number;
  platforms: Platform[];
}
