import {
  computeOrderTotalsCents, lacksFrameSize, mergeRepeatedLines, SIZE_REQUIRED, SIZE_REQUIRED_NAME, quantityIssues, isDiscountUsable, isItemEligibleForDiscount, type DeliveryMethodCode, type Discount, type LocaleEntry,
  type OrderTotalsCents,
} from '@bike/shared/domain';
import { ApiError, badRequest, type ApiIssue, type Db } from '@bike/server/core';
import { badEmployeeDiscount, findDiscount, isForSite, mayUseDiscount } from '@bike/server/catalogue';
import { discountableOf, resolveItems, totalsLine, type ResolvedItem } from './order-items';

/**
 * Prices a cart from the server's own data (spec point 4: "the server recomputes every price,
 * discount, tax and shipping"): items and prices from the catalogue tables, the discount from
 * the discounts table, shipping and VAT from the locale. Used by POST /v1/checkouts and by
 * order placement; request amounts are never read.
 */
export interface PricingInput {
  brand: string;
  locale: LocaleEntry;
  lines: { id: string; qty: number }[];
  /** The code the shopper entered; without one the locale voucher applies itself (spec point 4). */
  discountCode?: string | null;
  shippingMethod: DeliveryMethodCode;
  customer: { type: 'consumer' | 'business'; vatValid?: boolean };
  /** Path prefix of the issues (orderlines / items). */
  linePath: string;
  /** The signed-in account, if any: employee codes need an activated account on the code's list or domain. */
  shopperUserId?: string | null;
}

export interface PricedCart {
  /**
   * The lines as priced: repeated lines (same id, or the same item and size) merged into the
   * first, so `items[i]` and `totals.lines[i]` belong to `lines[i]`, which names the request
   * lines it stands for.
   */
  lines: { id: string; qty: number; indexes: number[] }[];
  items: ResolvedItem[];
  discount: Discount | null;
  totals: OrderTotalsCents;
}

export const DISCOUNT_INACTIVE_MESSAGE = 'Discount code is no longer active!';
export const DISCOUNT_UNRELATED_MESSAGE = 'This discount code cannot be applied because there are no related items in the shopping cart!';

/** May this line be checked out in this country (spec points 5 and 6)? */
function checkoutAllowed(item: ResolvedItem, locale: LocaleEntry, discount: Discount | null): boolean {
  const isBike = item.itemtype === 'bike';
  if (isBike ? locale.checkoutBikes : locale.checkoutAccessories) return true;
  // Discount checkout: only non-accessory items eligible for the current discount.
  return (
    !!discount && isBike && discount.allowDiscountCheckout && locale.allowDiscountCheckout &&
    isItemEligibleForDiscount(discount, discountableOf(item), locale.countrycode)
  );
}

export async function priceCart(db: Db, input: PricingInput): Promise<PricedCart> {
  const { locale, linePath } = input;
  const resolved = await resolveItems(db, input.lines.map((l) => l.id), input.brand, locale);

  const missing: ApiIssue[] = [];
  input.lines.forEach((line, i) => {
    const item = resolved.get(line.id);
    // A custom bike that can no longer ship within the configurator's promise is not sold.
    if (!item || item.unitPriceCents === null || item.custom?.workdays === null) missing.push({ path: `${linePath}.${i}`, message: 'noLongerAvailable' });
  });
  if (missing.length) throw new ApiError(409, 'ITEM_NOT_AVAILABLE', 'Some items are no longer available', 'noLongerAvailable', missing);

  // A bike is built and shipped in a frame size: a line naming only the configuration cannot be sold (issue 32).
  const sizeless: ApiIssue[] = input.lines.flatMap((line, i) => (lacksFrameSize(resolved.get(line.id)!) ? [{ path: `${linePath}.${i}`, message: SIZE_REQUIRED_NAME }] : []));
  if (sizeless.length) throw new ApiError(422, SIZE_REQUIRED, 'Choose a frame size for every bike', SIZE_REQUIRED_NAME, sizeless);

  // Merge first, then limit: repeating a line must not get around the per-item and per-order caps.
  const merged = mergeRepeatedLines(input.lines, (l) => {
    const item = resolved.get(l.id)!;
    // Two custom bikes of one frame are different bikes; the same concept twice is one line.
    return item.custom ? `custom:${item.custom.code}` : `${item.itemId}:${item.sizeId ?? '*'}`;
  });
  const lines = merged.map((m) => ({ id: m.first.id, qty: m.qty, indexes: m.indexes }));
  const items = lines.map((l) => resolved.get(l.id)!);
  const overLimit: ApiIssue[] = quantityIssues(items.map((item, i) => ({ itemKey: String(item.itemId), itemtype: item.itemtype, qty: lines[i]!.qty }))).map(
    (issue) => ({ path: `${linePath}.${lines[issue.index]!.indexes[0]}.quantity`, message: issue.message }),
  );
  if (overLimit.length) throw new ApiError(409, 'MAX_QUANTITY', 'Some lines exceed the maximum quantity', 'maxQuantity', overLimit);

  let discount: Discount | null = null;
  const explicit = input.discountCode?.trim().toUpperCase() || null;
  const code = explicit ?? locale.voucher;
  if (code) {
    const found = await findDiscount(db, code);
    // An employee code counts only for an account bound to it; anyone else gets the lookup's answer (discount-employees.ts).
    const employeeRefused = !!found?.employee && !(await mayUseDiscount(db, found, input.shopperUserId));
    if (employeeRefused && explicit) throw badEmployeeDiscount();
    const usable = !employeeRefused && !!found && found.active && isDiscountUsable(found, locale) && isForSite(found, input.brand);
    if (!usable) {
      if (explicit) throw badRequest('DISCOUNT_NOT_ACTIVE', DISCOUNT_INACTIVE_MESSAGE);
    } else if (!items.some((item) => isItemEligibleForDiscount(found, discountableOf(item), locale.countrycode))) {
      if (explicit) throw badRequest('DISCOUNT_NOT_APPLICABLE', DISCOUNT_UNRELATED_MESSAGE);
    } else {
      discount = found;
    }
  }

  const notAllowed: ApiIssue[] = [];
  items.forEach((item, i) => {
    if (!checkoutAllowed(item, locale, discount)) notAllowed.push({ path: `${linePath}.${lines[i]!.indexes[0]}`, message: 'checkoutNotAllowed' });
  });
  if (notAllowed.length) {
    throw new ApiError(409, 'CHECKOUT_NOT_ALLOWED', 'These items cannot be ordered online in this country; please order them at a dealer', 'checkoutNotAllowed', notAllowed);
  }
  if (!locale.deliverymethods.some((m) => m.code === input.shippingMethod)) {
    throw badRequest('SHIPPING_METHOD_UNAVAILABLE', `Delivery method ${input.shippingMethod} is not offered in this country`);
  }

  const totals = computeOrderTotalsCents({
    lines: items.map((item, i) => totalsLine(item, lines[i]!.qty)),
    locale,
    shippingMethod: input.shippingMethod,
    discount,
    customer: input.customer,
  });
  return { lines, items, discount, totals };
}
