import { computeOrderTotals, type Discount, type LocaleEntry, type OrderTotals, type OrderTotalsInput } from '@bike/shared/domain';
import type { Cart, CartLine, ShippingMethod } from './cart-rules';

/**
 * The cart's lines as computeOrderTotals wants them (spec point 9). The browser shows these
 * totals; the API recomputes every amount from its own prices when the order is placed.
 */
export function totalsLines(lines: CartLine[]): OrderTotalsInput['lines'] {
  return lines
    .filter((l) => typeof l.price === 'number')
    .map((l) => ({
      externalid: l.id,
      itemtype: l.itemtype,
      category: l.category ?? (l.itemtype === 'bike' ? 'bikes' : 'accessories'),
      familycode: l.familycode ?? '',
      brandkey: l.brandkey ?? '',
      range: l.range ?? null,
      rangeCode: l.rangeCode ?? null,
      unitPrice: l.price as number,
      qty: l.qty,
      vouchercountry: l.vouchercountry ?? null,
      hasVoucherBanner: !!l.voucherbannerimage,
    }));
}

/** Home delivery when the country has it, unless the shopper picked a dealer. */
export function cartShippingMethod(cart: Pick<Cart, 'location'>, locale: Pick<LocaleEntry, 'deliverymethods'>): ShippingMethod {
  if (cart.location?.shippingMethod) return cart.location.shippingMethod;
  return locale.deliverymethods.some((m) => m.code === 'CONSUMER') ? 'CONSUMER' : 'DEALER';
}

export function cartTotals(input: {
  lines: CartLine[];
  cart: Pick<Cart, 'location' | 'details'>;
  locale: LocaleEntry;
  discount?: Discount | null;
  vatValid?: boolean;
}): OrderTotals {
  return computeOrderTotals({
    lines: totalsLines(input.lines),
    locale: input.locale,
    shippingMethod: cartShippingMethod(input.cart, input.locale),
    discount: input.discount ?? null,
    customer: { type: input.cart.details.customerType, vatValid: input.vatValid },
  });
}
