import fc from 'fast-check';
import { isItemEligibleForDiscount, type Discount } from './discount';
import type { LocaleEntry } from './locale-entry';
import { computeOrderTotals, computeOrderTotalsCents, toCents, type OrderTotalsInput, type OrderTotalsLine } from './order-totals';

const locale: OrderTotalsInput['locale'] = {
  currency: 'EUR', vat: 21, intracommunity: true, countrycode: 'BE', checkoutBikes: true, checkoutAccessories: true, allowDiscountCheckout: true,
  deliverymethods: [{ code: 'DEALER', price: 0, minimumOrderPrice: 0 }, { code: 'CONSUMER', price: 29, minimumOrderPrice: 100 }],
};
const noDiscount: Discount = {
  code: 'X', active: true, category: [], items: [], brand: [], family: [], range: [], options: { cumulative: false },
  config_1: { currency: 'percentage', value: 10 }, freeShipping: false, employee: false, allowDiscountCheckout: false,
};
const bike = (over: Partial<OrderTotalsLine> = {}): OrderTotalsLine => ({
  externalid: 'ARD-HELIX-1', itemtype: 'bike', category: 'bikes', familycode: 'helix', brandkey: 'ardenne', range: 'Race', rangeCode: 'RACE',
  unitPrice: 3499, qty: 1, ...over,
});
const cap = (over: Partial<OrderTotalsLine> = {}): OrderTotalsLine => ({
  externalid: 'ARD-ACC-CAPS-1', itemtype: 'accessory', category: 'accessories', familycode: 'caps', brandkey: 'ardenne', unitPrice: 24.95, qty: 1, ...over,
});
const consumer = { type: 'consumer' as const };

describe('computeOrderTotals (spec points 4, 5, 9)', () => {
  it('charges the bike shipping price per bike, VAT included in the price', () => {
    const t = computeOrderTotals({ lines: [bike({ qty: 2 })], locale, shippingMethod: 'CONSUMER', customer: consumer });
    expect(t).toMatchObject({ currency: 'EUR', subtotal: 6998, discount: 0, shipping: 58, toPay: 7056, vatDeducted: false });
    expect(t.vat).toBeCloseTo((7056 * 21) / 121, 2);
  });

  it('charges accessories shipping once, only below minimumOrderPrice after discounts', () => {
    expect(computeOrderTotals({ lines: [cap({ qty: 2 })], locale, shippingMethod: 'CONSUMER', customer: consumer }).shipping).toBe(29);
    expect(computeOrderTotals({ lines: [cap({ qty: 5 })], locale, shippingMethod: 'CONSUMER', customer: consumer }).shipping).toBe(0);
    // 5 caps = 124.75; 25% off → 93.56, below 100 again: accessories shipping applies.
    const quarter = { ...noDiscount, config_1: { currency: 'percentage', value: 25 } };
    expect(computeOrderTotals({ lines: [cap({ qty: 5 })], locale, shippingMethod: 'CONSUMER', customer: consumer, discount: quarter }).shipping).toBe(29);
    // With a bike the order is far above the minimum: only the bike ships at a price.
    expect(computeOrderTotals({ lines: [bike(), cap()], locale, shippingMethod: 'CONSUMER', customer: consumer }).shipping).toBe(29);
    expect(computeOrderTotals({ lines: [bike(), cap()], locale, shippingMethod: 'DEALER', customer: consumer }).shipping).toBe(0);
  });

  it('makes shipping free with a free-shipping voucher that applies to the cart', () => {
    const free = { ...noDiscount, config_1: { currency: 'percentage', value: 0 }, freeShipping: true };
    expect(computeOrderTotals({ lines: [bike({ qty: 3 })], locale, shippingMethod: 'CONSUMER', customer: consumer, discount: free }).shipping).toBe(0);
    const inactive = { ...free, active: false };
    expect(computeOrderTotals({ lines: [bike()], locale, shippingMethod: 'CONSUMER', customer: consumer, discount: inactive }).shipping).toBe(29);
    const unrelated = { ...free, category: [{ name: 'outlet' }] };
    expect(computeOrderTotals({ lines: [bike()], locale, shippingMethod: 'CONSUMER', customer: consumer, discount: unrelated }).shipping).toBe(29);
  });

  it('applies a percentage or an amount per unit to eligible lines only', () => {
    const bikes10 = { ...noDiscount, category: [{ name: 'bikes' }] };
    const t = computeOrderTotals({ lines: [bike({ qty: 2 }), cap()], locale, shippingMethod: 'DEALER', customer: consumer, discount: bikes10 });
    expect(t.lines[0]).toMatchObject({ discount: 699.8, total: 6298.2 });
    expect(t.lines[1]).toMatchObject({ discount: 0, total: 24.95 });
    const fifty = { ...noDiscount, config_1: { currency: 'EUR', value: 50 } };
    expect(computeOrderTotals({ lines: [bike({ qty: 2 }), cap()], locale, shippingMethod: 'DEALER', customer: consumer, discount: fifty }).discount).toBe(124.95);
    const gbp = { ...noDiscount, config_1: { currency: 'GBP', value: 25 } };
    expect(computeOrderTotals({ lines: [bike()], locale, shippingMethod: 'DEALER', customer: consumer, discount: gbp }).discount).toBe(0);
  });

  it('keeps a cumulative discount off bikes with a voucher banner for the country', () => {
    const stack = { ...noDiscount, options: { cumulative: true } };
    const lines = [bike({ hasVoucherBanner: true, vouchercountry: 'BE' }), bike({ externalid: 'B', hasVoucherBanner: true, vouchercountry: 'NL' })];
    const t = computeOrderTotals({ lines, locale, shippingMethod: 'DEALER', customer: consumer, discount: stack });
    expect(t.lines.map((l) => l.discount)).toEqual([0, 349.9]);
  });

  it('deducts VAT for a business with a valid VAT number in an intra-community country only', () => {
    const lines = [bike()];
    const business = computeOrderTotals({ lines, locale, shippingMethod: 'DEALER', customer: { type: 'business', vatValid: true } });
    expect(business.vatDeducted).toBe(true);
    expect(business.toPay).toBeCloseTo(3499 - business.vat, 2);
    expect(computeOrderTotals({ lines, locale, shippingMethod: 'DEALER', customer: { type: 'business', vatValid: false } }).vatDeducted).toBe(false);
    expect(computeOrderTotals({ lines, locale: { ...locale, intracommunity: false }, shippingMethod: 'DEALER', customer: { type: 'business', vatValid: true } }).vatDeducted).toBe(false);
    expect(computeOrderTotals({ lines, locale, shippingMethod: 'DEALER', customer: { type: 'consumer', vatValid: true } }).vatDeducted).toBe(false);
  });
});

// ---------- properties ----------

const arbLine: fc.Arbitrary<OrderTotalsLine> = fc.record({
  externalid: fc.constantFrom('ARD-A', 'ARD-B', 'BRB-C', 'ARD-ACC-JERS-1'),
  itemtype: fc.constantFrom('bike', 'accessory'),
  category: fc.constantFrom('bikes', 'accessories', 'outlet'),
  familycode: fc.constantFrom('helix', 'caps', 'jerseys'),
  brandkey: fc.constantFrom('ardenne', 'brabo'),
  range: fc.constantFrom('Race', null),
  rangeCode: fc.constantFrom('RACE', null),
  unitPrice: fc.integer({ min: 0, max: 2_000_000 }).map((c) => c / 100),
  qty: fc.integer({ min: 0, max: 20 }),
  vouchercountry: fc.constantFrom('BE', 'NL', null),
  hasVoucherBanner: fc.boolean(),
});
const arbDiscount: fc.Arbitrary<Discount | null> = fc.option(
  fc.record({
    code: fc.constant('CODE'),
    active: fc.boolean(),
    category: fc.subarray([{ name: 'bikes' }, { name: 'accessories' }, { name: 'outlet' }]),
    items: fc.constantFrom([], ['ARD-*'], ['*-JERS-*']),
    brand: fc.constantFrom([], ['ardenne'], ['brabo']),
    family: fc.constantFrom([], ['helix']),
    range: fc.constantFrom([], ['RACE']),
    options: fc.record({ cumulative: fc.boolean() }),
    config_1: fc.oneof(
      fc.record({ currency: fc.constant('percentage'), value: fc.integer({ min: -50, max: 250 }) }),
      fc.record({ currency: fc.constantFrom('EUR', 'GBP'), value: fc.integer({ min: -1000, max: 100_000 }) }),
    ),
    freeShipping: fc.boolean(),
    employee: fc.boolean(),
    allowDiscountCheckout: fc.boolean(),
  }),
);
const arbLocale: fc.Arbitrary<OrderTotalsInput['locale']> = fc.record({
  currency: fc.constantFrom('EUR', 'GBP'),
  vat: fc.constantFrom(0, 7.7, 19, 21, 25),
  intracommunity: fc.boolean(),
  countrycode: fc.constantFrom('BE', 'NL', 'GB'),
  checkoutBikes: fc.boolean(),
  checkoutAccessories: fc.boolean(),
  allowDiscountCheckout: fc.boolean(),
  deliverymethods: fc.constant<LocaleEntry['deliverymethods']>([{ code: 'DEALER', price: 0, minimumOrderPrice: 0 }, { code: 'CONSUMER', price: 29, minimumOrderPrice: 100 }]),
});
const arbInput: fc.Arbitrary<OrderTotalsInput> = fc.record({
  lines: fc.array(arbLine, { maxLength: 8 }),
  locale: arbLocale,
  shippingMethod: fc.constantFrom('DEALER' as const, 'CONSUMER' as const),
  discount: arbDiscount,
  customer: fc.record({ type: fc.constantFrom('consumer' as const, 'business' as const), vatValid: fc.boolean() }),
});

describe('computeOrderTotals properties', () => {
  it('never yields a negative amount, and the parts add up', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const t = computeOrderTotalsCents(input);
        for (const n of [t.subtotal, t.discount, t.shipping, t.vat, t.toPay]) expect(n).toBeGreaterThanOrEqual(0);
        for (const l of t.lines) expect(l.total).toBeGreaterThanOrEqual(0);
        expect(t.subtotal).toBe(t.lines.reduce((s, l) => s + l.unitPrice * l.qty, 0));
        expect(t.toPay).toBe(t.subtotal - t.discount + t.shipping - (t.vatDeducted ? t.vat : 0));
        for (const n of [t.subtotal, t.discount, t.shipping, t.vat, t.toPay]) expect(Number.isInteger(n)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never discounts more than the line it applies to, and only eligible lines', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const t = computeOrderTotalsCents(input);
        t.lines.forEach((l, i) => {
          expect(l.discount).toBeLessThanOrEqual(l.unitPrice * l.qty);
          if (!input.discount) expect(l.discount).toBe(0);
          const line = input.lines[i]!;
          const item = { ...line, voucherbannerimage: line.hasVoucherBanner ? 'b' : null };
          if (input.discount && !isItemEligibleForDiscount(input.discount, item, input.locale.countrycode)) expect(l.discount).toBe(0);
        });
        expect(t.discount).toBeLessThanOrEqual(t.subtotal);
        if (input.discount && !input.discount.active) expect(t.discount).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('charges shipping by the rules: per bike, accessories once below the minimum, free with a voucher', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const t = computeOrderTotalsCents(input);
        const method = input.locale.deliverymethods.find((m) => m.code === input.shippingMethod)!;
        const bikes = t.lines.reduce((n, l, i) => n + (input.lines[i]!.itemtype === 'bike' ? l.qty : 0), 0);
        const accessories = t.lines.some((l, i) => input.lines[i]!.itemtype !== 'bike' && l.qty > 0);
        const below = t.subtotal - t.discount < toCents(method.minimumOrderPrice);
        const expected = t.freeShipping ? 0 : toCents(method.price) * bikes + (accessories && below ? toCents(method.price) : 0);
        expect(t.shipping).toBe(expected);
        if (t.freeShipping) expect(input.discount?.freeShipping).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('deducts VAT exactly for valid intra-community businesses, and VAT is the included share', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const t = computeOrderTotalsCents(input);
        const gross = t.subtotal - t.discount + t.shipping;
        expect(Math.abs(t.vat - (gross * t.vatRate) / (100 + t.vatRate))).toBeLessThanOrEqual(0.5);
        const eligible = input.customer.type === 'business' && input.customer.vatValid === true && input.locale.intracommunity;
        expect(t.vatDeducted).toBe(eligible && t.vat > 0);
      }),
      { numRuns: 500 },
    );
  });

  it('agrees between the cents and the major-unit forms', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const c = computeOrderTotalsCents(input);
        const m = computeOrderTotals(input);
        expect(toCents(m.toPay)).toBe(c.toPay);
        expect(toCents(m.vat)).toBe(c.vat);
      }),
      { numRuns: 200 },
    );
  });
});
