import { isDiscountUsable, type Discount } from './discount';
import type { DeliveryMethodCode, LocaleEntry } from './locale-entry';
import { applicableVoucher, shopperPriceCents, vatShareCents } from './shopper-price';

/**
 * The money rules of an order (spec points 4, 5, 6 and 9), computed the same way by the cart in
 * the browser and by the API when an order is placed. The API never takes an amount from the
 * request: it feeds this function its own prices. Everything is summed in integer cents (minor
 * units) so totals never drift; the result is in major units with 2 decimals.
 *
 * Rules:
 * - Catalogue prices include VAT (consumer prices). The VAT share is `gross × vat / (100 + vat)`,
 *   with the percentage from the locale.
 * - A business customer in an intra-community country with a valid VAT number pays the amount
 *   without VAT (`vatDeducted`).
 * - Shipping is the delivery method's price per bike; accessories add the price once, and only
 *   when the amount after discounts is below the method's minimumOrderPrice. A usable
 *   free-shipping discount with at least one eligible line makes shipping free.
 * - A discount applies per unit to eligible lines only (spec point 5 via applicableVoucher,
 *   so a cumulative discount skips bikes with a voucher banner for the country). A percentage
 *   takes that share of the unit price; an amount in the locale currency takes that amount off
 *   each unit; an amount in another currency takes nothing. A unit's discount never exceeds its
 *   price, so no total can go below zero. Each line is priced by shopperPriceCents, the rule
 *   every price a shopper sees follows (shopper-price.ts), so a line costs what its card,
 *   bike page, configurator and compare column said.
 */
export interface OrderTotalsLine {
  externalid: string;
  itemtype: string;
  category: string;
  familycode: string;
  brandkey: string;
  range?: string | null;
  rangeCode?: string | null;
  /** Unit price in major units, VAT included. */
  unitPrice: number;
  qty: number;
  vouchercountry?: string | null;
  /** The item shows a voucher banner for `vouchercountry`. */
  hasVoucherBanner?: boolean;
}

export interface OrderTotalsInput {
  lines: OrderTotalsLine[];
  locale: Pick<LocaleEntry, 'currency' | 'vat' | 'intracommunity' | 'deliverymethods' | 'countrycode' | 'checkoutBikes' | 'checkoutAccessories' | 'allowDiscountCheckout'>;
  shippingMethod: DeliveryMethodCode;
  discount?: Discount | null;
  customer: { type: 'consumer' | 'business'; vatValid?: boolean };
}

export interface OrderTotalsLineResult {
  externalid: string;
  qty: number;
  unitPrice: number;
  /** Discount on the whole line. */
  discount: number;
  /** qty × unitPrice − discount. */
  total: number;
}

export interface OrderTotals {
  currency: string;
  subtotal: number;
  discount: number;
  shipping: number;
  /** The VAT share of (subtotal − discount + shipping); removed from toPay when vatDeducted. */
  vat: number;
  vatRate: number;
  vatDeducted: boolean;
  freeShipping: boolean;
  toPay: number;
  lines: OrderTotalsLineResult[];
}

/** Totals in cents, for the server to store; computeOrderTotals is this in major units. */
export interface OrderTotalsCents {
  currency: string;
  subtotal: number;
  discount: number;
  shipping: number;
  vat: number;
  vatRate: number;
  vatDeducted: boolean;
  freeShipping: boolean;
  toPay: number;
  lines: { externalid: string; qty: number; unitPrice: number; discount: number; total: number }[];
}

export const toCents = (major: number): number => (Number.isFinite(major) ? Math.round(major * 100) : 0);
export const fromCents = (cents: number): number => Math.round(cents) / 100;

const isBike = (line: Pick<OrderTotalsLine, 'itemtype' | 'category'>) => line.itemtype === 'bike';

export function computeOrderTotalsCents(input: OrderTotalsInput): OrderTotalsCents {
  const { locale, discount } = input;
  const usable = !!discount && isDiscountUsable(discount, locale);
  let subtotal = 0;
  let discountTotal = 0;
  let anyEligible = false;
  const lines = input.lines.map((line) => {
    const voucher = applicableVoucher(discount, { ...line, voucherbannerimage: line.hasVoucherBanner ? 'banner' : null }, locale);
    const price = shopperPriceCents({ currency: locale.currency, base: Math.max(0, line.unitPrice), voucher, qty: line.qty });
    if (voucher && price.qty > 0) anyEligible = true;
    subtotal += price.lineList;
    discountTotal += price.lineDiscount;
    return { externalid: line.externalid, qty: price.qty, unitPrice: price.list, discount: price.lineDiscount, total: price.lineTotal };
  });

  const afterDiscount = subtotal - discountTotal;
  const method = locale.deliverymethods.find((m) => m.code === input.shippingMethod);
  const freeShipping = usable && !!discount?.freeShipping && anyEligible;
  let shipping = 0;
  if (method && !freeShipping) {
    const price = Math.max(0, toCents(method.price));
    const bikes = lines.reduce((n, l, i) => n + (isBike(input.lines[i]!) ? l.qty : 0), 0);
    const hasAccessories = lines.some((l, i) => !isBike(input.lines[i]!) && l.qty > 0);
    shipping = price * bikes;
    if (hasAccessories && afterDiscount < toCents(method.minimumOrderPrice)) shipping += price;
  }

  const gross = afterDiscount + shipping;
  const vatRate = Math.max(0, locale.vat);
  const vat = vatShareCents(gross, vatRate);
  const vatDeducted = input.customer.type === 'business' && locale.intracommunity && input.customer.vatValid === true && vat > 0;
  return {
    currency: locale.currency,
    subtotal,
    discount: discountTotal,
    shipping,
    vat,
    vatRate,
    vatDeducted,
    freeShipping,
    toPay: Math.max(0, gross - (vatDeducted ? vat : 0)),
    lines,
  };
}

/** Spec point 9 totals in major units (what the cart, the overview and OrderView show). */
export function computeOrderTotals(input: OrderTotalsInput): OrderTotals {
  const c = computeOrderTotalsCents(input);
  return {
    currency: c.currency,
    subtotal: fromCents(c.subtotal),
    discount: fromCents(c.discount),
    shipping: fromCents(c.shipping),
    vat: fromCents(c.vat),
    vatRate: c.vatRate,
    vatDeducted: c.vatDeducted,
    freeShipping: c.freeShipping,
    toPay: fromCents(c.toPay),
    lines: c.lines.map((l) => ({
      externalid: l.externalid,
      qty: l.qty,
      unitPrice: fromCents(l.unitPrice),
      discount: fromCents(l.discount),
      total: fromCents(l.total),
    })),
  };
}
