import { customBikeDiscountable } from './configurator';
import type { Discount } from './discount';
import { computeOrderTotals } from './order-totals';
import {
  applicableVoucher, priceBlockOf, shopperPrice, shopperPriceCents, vatShareCents, type VoucherTerms,
} from './shopper-price';
import { shownPrice, wasPrice } from './shown-price';

const percent = (value: number, code = 'WELCOMEBE'): VoucherTerms => ({ code, config_1: { currency: 'percentage', value }, freeShipping: false });
const amount = (value: number, currency = 'EUR'): VoucherTerms => ({ code: 'ARDENNE50', config_1: { currency, value }, freeShipping: false });
const discount = (over: Partial<Discount> = {}): Discount => ({
  code: 'WELCOMEBE', active: true, category: [{ name: 'bikes' }], items: [], brand: [], family: [], range: [], options: { cumulative: false },
  config_1: { currency: 'percentage', value: 5 }, freeShipping: false, employee: false, allowDiscountCheckout: false, ...over,
});
const belgium = { countrycode: 'BE', checkoutBikes: true, checkoutAccessories: true, allowDiscountCheckout: true };
const helix = { externalid: 'ARD-HELIX-SL-SPP12-P0010', category: 'bikes', brandkey: 'ardenne', familycode: 'helix', range: 'Race', rangeCode: 'RACE' };

describe('shopperPrice: what a shopper pays (issue 32 item 3)', () => {
  it('prices the issue\'s Helix SL: build plus wheels, 5 % off the whole bike', () => {
    const price = shopperPrice({ currency: 'EUR', base: 6799, options: [1399], voucher: percent(5) });
    expect(price).toMatchObject({ list: 8198, discount: 409.9, now: 7788.1, was: 8198, lineTotal: 7788.1 });
    // Not the voucher of the build (6459.05) beside the configured list price: the discount is on the whole bike.
    expect(price.now).not.toBe(6459.05);
    // The configurator's default build: the bike page's 4 084,05.
    expect(shopperPrice({ currency: 'EUR', base: 4299, voucher: percent(5) }).now).toBe(4084.05);
  });

  it('rounds a percentage half up to the cent per unit, then multiplies by the quantity', () => {
    // 5 % of 3 698,50 is 184,925.
    expect(shopperPriceCents({ currency: 'EUR', base: 3698.5, voucher: percent(5) })).toMatchObject({ list: 369850, discount: 18493, now: 351357 });
    const three = shopperPrice({ currency: 'EUR', base: 0.1, voucher: percent(5), qty: 3 });
    expect(three).toMatchObject({ discount: 0.01, now: 0.09, lineList: 0.3, lineDiscount: 0.03, lineTotal: 0.27 });
    // Options in cents, no float drift: 0,10 + 0,20 is 0,30.
    expect(shopperPrice({ currency: 'EUR', base: 0.1, options: [0.2] }).list).toBe(0.3);
  });

  it('takes an amount in the locale currency off each unit, nothing in another currency, never below zero', () => {
    expect(shopperPrice({ currency: 'EUR', base: 89, voucher: amount(50), qty: 2 })).toMatchObject({ now: 39, lineDiscount: 100, lineTotal: 78 });
    expect(shopperPrice({ currency: 'CHF', base: 89, voucher: amount(50) })).toMatchObject({ now: 89, discount: 0, voucher: null, was: null });
    expect(shopperPrice({ currency: 'EUR', base: 30, voucher: amount(50) })).toMatchObject({ now: 0, discount: 30 });
  });

  it('keeps a free-shipping voucher that takes nothing off, and shows the outlet\'s old price then', () => {
    const freeShip = { code: 'FREESHIP', config_1: { currency: 'percentage', value: 0 }, freeShipping: true };
    const price = shopperPrice({ currency: 'EUR', base: 79, oldPrice: 99, voucher: freeShip });
    expect(price).toMatchObject({ now: 79, was: 99, voucher: freeShip });
    expect(priceBlockOf(price, 99)).toEqual({ msrp: 79, oldmsrp: 99, currency: 'EUR', voucher: { code: 'FREESHIP', discount: 0, msrp: 79, freeShipping: true } });
    expect(shownPrice(priceBlockOf(price, 99))).toEqual({ now: 79, was: 99 });
  });

  it('strikes through the list price under a voucher, else a higher old price, else nothing', () => {
    expect(wasPrice(100, 95, 120)).toBe(100);
    expect(wasPrice(100, 100, 120)).toBe(120);
    expect(wasPrice(100, 100, 90)).toBeNull();
    expect(wasPrice(100, 100, null)).toBeNull();
    expect(shownPrice({ msrp: null, oldmsrp: null })).toEqual({ now: null, was: null });
    const block = priceBlockOf(shopperPrice({ currency: 'EUR', base: 4299, voucher: percent(5) }), null);
    expect(shownPrice(block)).toEqual({ now: 4084.05, was: 4299 });
  });

  it('applies a discount only where it is usable and the item eligible (spec point 5)', () => {
    expect(applicableVoucher(discount(), helix, belgium)).not.toBeNull();
    expect(applicableVoucher(discount({ active: false }), helix, belgium)).toBeNull();
    expect(applicableVoucher(discount({ category: [{ name: 'accessories' }] }), helix, belgium)).toBeNull();
    expect(applicableVoucher(discount(), helix, { ...belgium, checkoutBikes: false, checkoutAccessories: false })).toBeNull();
    expect(applicableVoucher(null, helix, belgium)).toBeNull();
  });

  it('discounts a configured bike as its build, but not by the build\'s item pattern or voucher banner', () => {
    const bannered = { ...helix, vouchercountry: 'BE', voucherbannerimage: '/media/banners/voucher-be.svg' };
    const cumulative = discount({ options: { cumulative: true } });
    expect(applicableVoucher(cumulative, bannered, belgium)).toBeNull();
    expect(applicableVoucher(cumulative, customBikeDiscountable(bannered, 'K7QM2XTV'), belgium)).not.toBeNull();
    expect(applicableVoucher(discount({ items: ['ARD-HELIX-*'] }), customBikeDiscountable(helix), belgium)).toBeNull();
    expect(customBikeDiscountable(helix, 'K7QM2XTV').externalid).toBe('CONCEPT-K7QM2XTV');
  });

  it('is what the order totals charge per line, and their VAT share', () => {
    const locale = { ...belgium, currency: 'EUR', vat: 21, intracommunity: true, deliverymethods: [{ code: 'CONSUMER' as const, price: 29, minimumOrderPrice: 0 }] };
    const totals = computeOrderTotals({
      lines: [{ ...helix, itemtype: 'bike', unitPrice: 8198, qty: 2 }],
      locale, shippingMethod: 'CONSUMER', discount: discount(), customer: { type: 'consumer' },
    });
    const price = shopperPrice({ currency: 'EUR', base: 8198, voucher: discount(), qty: 2 });
    expect(totals.lines[0]).toMatchObject({ unitPrice: price.list, discount: price.lineDiscount, total: price.lineTotal });
    expect(totals.vat).toBe(vatShareCents(Math.round((price.lineTotal + totals.shipping) * 100), 21) / 100);
    expect(vatShareCents(12100, 21)).toBe(2100);
    expect(vatShareCents(12100, 0)).toBe(0);
  });
});
