import { ApiClientError, type ApiClient } from '@bike/shared/api-client';
import type { Item, LocaleEntry, PriceBlock } from '@bike/shared/domain';
import type { LookedUpDiscount } from './discount-code-rules';
import type { CartLine, LineUpdate } from './cart-rules';
import type { CartAvailability, CartAvailabilityLine } from './atoms';

/**
 * The cart's calls (spec point 7): the locale entry, the discount lookup and the availability
 * check. Each answers in the cart's own terms so the atoms and pages stay free of HTTP detail.
 */

const localeEntries = new Map<string, Promise<LocaleEntry>>();

/** The shell's locale table entry (LocaleDefinition of @bike/shared/i18n), structurally. */
export interface LocaleTableEntry {
  code: string; iso: string; language: string; country: string; currency: string; vat: number; intracommunity: boolean;
  deliveryMethods: readonly LocaleEntry['deliverymethods'][number][]; checkoutBikes: boolean; checkoutAccessories: boolean;
  allowDiscountCheckout: boolean; dealers: boolean; accessories: boolean; paymentMethods: readonly string[]; voucher: string | null;
}

/** The locale table's facts as a locale entry: the same facts the seed writes, used when the countries call fails. */
export function localeEntryFromTable(l: LocaleTableEntry): LocaleEntry {
  return {
    code: l.code, iso: l.iso, language: l.language, file: `${l.language}.json`, backend_code: l.code, countrycode: l.country,
    currency: l.currency, vat: l.vat, intracommunity: l.intracommunity, deliverymethods: l.deliveryMethods.map((d) => ({ ...d })),
    checkoutBikes: l.checkoutBikes, checkoutAccessories: l.checkoutAccessories, allowDiscountCheckout: l.allowDiscountCheckout,
    dealers: l.dealers, accessories: l.accessories, paymentMethods: [...l.paymentMethods], voucher: l.voucher,
  };
}

/** GET /b2c/v1/countries/{locale}, once per locale and page life. */
export function fetchLocaleEntry(api: ApiClient, locale: string, fallback?: LocaleEntry | null): Promise<LocaleEntry> {
  let entry = localeEntries.get(locale);
  if (!entry) {
    entry = api.get<LocaleEntry>(`/b2c/v1/countries/${encodeURIComponent(locale)}`).catch((error) => {
      // Asked again next time; meanwhile the locale table knows the same facts.
      localeEntries.delete(locale);
      if (fallback) return fallback;
      throw error;
    });
    localeEntries.set(locale, entry);
  }
  return entry;
}

/** GET /v1/discount/{code}?site=&locale=; throws ApiClientError (400 = BAD_EMPLOYEE_DISCOUNT). */
export const fetchDiscount = (api: ApiClient, code: string, query: { site: string; locale: string }) =>
  api.get<LookedUpDiscount>(`/v1/discount/${encodeURIComponent(code)}`, query);

/** An item as the availability check (ShopItem) or the item call (Item) describes it. */
type ServerItem = Partial<Pick<Item, 'title' | 'image' | 'itemtype' | 'category' | 'familycode' | 'brandkey' | 'range' | 'rangeCode' | 'vouchercountry' | 'voucherbannerimage' | 'size' | 'paint_des' | 'groupset'>> & {
  externalid: string;
  $$price?: PriceBlock;
};

interface AvailabilityAnswer {
  items: (Omit<CartAvailabilityLine, 'id'> & { id: string; item: ServerItem | null })[];
  checkout?: CartAvailability['checkout'];
}

/** What the server says about an item, as a cart-line update (prices in the locale's currency). */
export function lineUpdateFromItem(id: string, item: ServerItem): LineUpdate {
  const update: LineUpdate = { id };
  if (item.$$price) {
    update.price = item.$$price.msrp;
    update.currency = item.$$price.currency;
  }
  if (item.title) update.title = item.title;
  if (item.image) update.image = item.image;
  if (item.category) update.category = item.category;
  if (item.familycode) update.familycode = item.familycode;
  if (item.brandkey) update.brandkey = item.brandkey;
  if (item.range !== undefined) update.range = item.range;
  if (item.rangeCode !== undefined) update.rangeCode = item.rangeCode;
  if (item.vouchercountry !== undefined) update.vouchercountry = item.vouchercountry;
  if (item.voucherbannerimage !== undefined) update.voucherbannerimage = item.voucherbannerimage;
  return update;
}

export interface CartCheck {
  availability: CartAvailability;
  updates: LineUpdate[];
}

/**
 * POST /consumer/v1/items/cart/availability. Lines the answer does not describe fully (the
 * discount rules need brand and range) are completed from the item call.
 */
export async function checkCart(api: ApiClient, locale: string, lines: Pick<CartLine, 'id' | 'qty' | 'brandkey'>[]): Promise<CartCheck> {
  const answer = await api
    .post<AvailabilityAnswer>('/consumer/v1/items/cart/availability', { cartItems: lines.map((l) => ({ id: l.id, qty: l.qty })) }, { locale })
    .catch(async (error) => {
      // Until the availability call is deployed the item call alone prices the lines.
      if (error instanceof ApiClientError && error.status === 404 && error.code === 'ROUTE_NOT_FOUND') return itemsOnly(api, locale, lines);
      throw error;
    });
  const updates: LineUpdate[] = [];
  for (const row of answer.items) if (row.item) updates.push(lineUpdateFromItem(row.id, row.item));
  const missing = lines.filter((l) => !l.brandkey && !answer.items.find((r) => r.id === l.id)?.item?.brandkey);
  const items = await Promise.all(missing.map((l) => fetchItem(api, l.id, locale)));
  items.forEach((item, i) => item && updates.push(lineUpdateFromItem(missing[i].id, { ...item, $$price: undefined })));
  return {
    availability: {
      checkedAt: Date.now(),
      locale,
      lines: answer.items.map(({ item: _item, ...line }) => line),
      checkout: answer.checkout ?? null,
    },
    updates,
  };
}

const fetchItem = (api: ApiClient, id: string, locale: string) =>
  api.get<Item>(`/b2c/v1/items/${encodeURIComponent(id)}`, { locale }).catch(() => null);

async function itemsOnly(api: ApiClient, locale: string, lines: Pick<CartLine, 'id' | 'qty'>[]): Promise<AvailabilityAnswer> {
  const items = await Promise.all(lines.map((l) => fetchItem(api, l.id, locale)));
  return {
    items: lines.map((l, i) => {
      const item = items[i];
      const available = !!item && item.$$price?.msrp != null && item.availability !== 'unavailable';
      return { id: l.id, available, qty: l.qty, maxQty: 99, remaining: item?.qty ?? 0, message: available ? null : 'noLongerAvailable', item };
    }),
  };
}
