import * as v from 'valibot';
import { discountAmount, isDiscountUsable, isEmployeeCode, isItemEligibleForDiscount, matchesItemPattern, type Discount } from './discount';
import { discountCodeSchema } from './discount-schemas';

const base: Discount = {
  code: 'X', active: true, category: [], items: [], brand: [], family: [], range: [], options: { cumulative: false },
  config_1: { currency: 'percentage', value: 10 }, freeShipping: false, employee: false, allowDiscountCheckout: false,
};
const bike = { externalid: 'ARD-HELIX-DISC-KDR12-P0102', category: 'bikes', brandkey: 'ardenne', familycode: 'helix', rangeCode: 'RACE', range: 'Race' };
const open = { checkoutBikes: true, checkoutAccessories: true, allowDiscountCheckout: true };
const closed = { checkoutBikes: false, checkoutAccessories: false, allowDiscountCheckout: true };

describe('discount eligibility (spec point 5)', () => {
  it('matches category, item patterns, brand, family and range rules together', () => {
    expect(isItemEligibleForDiscount(base, bike)).toBe(true);
    expect(isItemEligibleForDiscount({ ...base, category: [{ name: 'accessories' }] }, bike)).toBe(false);
    expect(isItemEligibleForDiscount({ ...base, category: [{ name: 'bikes' }] }, bike)).toBe(true);
    expect(isItemEligibleForDiscount({ ...base, items: ['ARD-HELIX-*'] }, bike)).toBe(true);
    expect(isItemEligibleForDiscount({ ...base, items: ['BRB-*'] }, bike)).toBe(false);
    expect(isItemEligibleForDiscount({ ...base, brand: ['brabo'] }, bike)).toBe(false);
    expect(isItemEligibleForDiscount({ ...base, family: ['HELIX'] }, bike)).toBe(true);
    expect(isItemEligibleForDiscount({ ...base, family: ['falco'] }, bike)).toBe(false);
    expect(isItemEligibleForDiscount({ ...base, range: ['RACE'] }, bike)).toBe(true);
    expect(isItemEligibleForDiscount({ ...base, range: ['SPORT'] }, bike)).toBe(false);
    expect(isItemEligibleForDiscount({ ...base, brand: ['ardenne'], family: ['falco'] }, bike)).toBe(false);
  });

  it('excludes a bike with a voucher banner for the country from a cumulative discount', () => {
    const bannered = { ...bike, voucherbannerimage: '/media/banners/voucher-be.svg', vouchercountry: 'BE' };
    const cumulative = { ...base, options: { cumulative: true } };
    expect(isItemEligibleForDiscount(cumulative, bannered, 'BE')).toBe(false);
    expect(isItemEligibleForDiscount(cumulative, bannered, 'NL')).toBe(true);
    expect(isItemEligibleForDiscount(base, bannered, 'BE')).toBe(true);
  });

  it('is usable only when active and checkout (or discount checkout) is allowed', () => {
    expect(isDiscountUsable(base, open)).toBe(true);
    expect(isDiscountUsable({ ...base, active: false }, open)).toBe(false);
    expect(isDiscountUsable(base, closed)).toBe(false);
    expect(isDiscountUsable({ ...base, allowDiscountCheckout: true }, closed)).toBe(true);
    expect(isDiscountUsable({ ...base, allowDiscountCheckout: true }, { ...closed, allowDiscountCheckout: false })).toBe(false);
    expect(isDiscountUsable(base, { ...closed, checkoutAccessories: true })).toBe(true);
  });

  it('computes percentage and same-currency amounts, never above the price', () => {
    expect(discountAmount(base, 200, 'EUR')).toBe(20);
    expect(discountAmount({ config_1: { currency: 'EUR', value: 50 } }, 200, 'EUR')).toBe(50);
    expect(discountAmount({ config_1: { currency: 'EUR', value: 50 } }, 200, 'GBP')).toBe(0);
    expect(discountAmount({ config_1: { currency: 'EUR', value: 500 } }, 200, 'EUR')).toBe(200);
    expect(discountAmount({ config_1: { currency: 'percentage', value: 33 } }, 99.99, 'EUR')).toBe(33);
  });

  it('normalises and validates codes; recognises employee codes', () => {
    expect(v.parse(discountCodeSchema, ' spring10 ')).toBe('SPRING10');
    for (const bad of ['', 'a b', 'x'.repeat(41), 'a$b']) expect(v.is(discountCodeSchema, bad)).toBe(false);
    expect(isEmployeeCode('emp-x')).toBe(true);
    expect(isEmployeeCode('SPRING10')).toBe(false);
    expect(matchesItemPattern('*-ACC-JERS-*', 'ARD-ACC-JERS-001')).toBe(true);
    expect(matchesItemPattern('ARD.ACC', 'ARDXACC')).toBe(false);
  });
});
