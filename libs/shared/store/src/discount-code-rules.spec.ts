import { chooseDiscountCode, decideDiscount, decideLookupFailure, discountOutcomeMessage, eligibleLines, lineAsDiscountable } from './discount-code-rules';
import { fixtureBike, fixtureDiscount, fixtureIntLocale, fixtureJersey, fixtureLocale } from './test-fixtures';

describe('which code to check (spec point 4)', () => {
  it('?voucher= wins over the stored code, which wins over the locale voucher', () => {
    expect(chooseDiscountCode({ fromUrl: 'spring10', stored: 'APPAREL20', localeVoucher: 'WELCOMEBE' })).toEqual({ code: 'SPRING10', source: 'url' });
    expect(chooseDiscountCode({ fromUrl: '', stored: 'APPAREL20', localeVoucher: 'WELCOMEBE' })).toEqual({ code: 'APPAREL20', source: 'stored' });
    expect(chooseDiscountCode({ stored: null, localeVoucher: 'WELCOMEBE' })).toEqual({ code: 'WELCOMEBE', source: 'locale' });
    expect(chooseDiscountCode({})).toBeNull();
  });
});

describe('eligibility of cart lines (spec point 5)', () => {
  it('follows category, items, brand, family and range', () => {
    const lines = [fixtureBike(), fixtureJersey()];
    expect(eligibleLines(fixtureDiscount({ category: [{ name: 'bikes' }] }), lines).map((l) => l.id)).toEqual([fixtureBike().id]);
    expect(eligibleLines(fixtureDiscount({ items: ['*-ACC-JERS-*'] }), lines).map((l) => l.itemtype)).toEqual(['accessory']);
    expect(eligibleLines(fixtureDiscount({ brand: ['brabo'] }), lines)).toEqual([]);
    expect(eligibleLines(fixtureDiscount({ family: ['helix'] }), lines)).toHaveLength(1);
    expect(eligibleLines(fixtureDiscount({ range: ['ENDU'] }), lines)).toHaveLength(1);
  });

  it('a cumulative discount skips bikes with a voucher banner for the country', () => {
    const bannered = fixtureBike({ vouchercountry: 'DE', voucherbannerimage: '/media/banners/voucher-de.svg' });
    const stack = fixtureDiscount({ options: { cumulative: true } });
    expect(eligibleLines(stack, [bannered], 'DE')).toEqual([]);
    expect(eligibleLines(stack, [bannered], 'BE')).toHaveLength(1);
  });

  it('a line not yet refreshed counts by its item type', () => {
    expect(lineAsDiscountable({ id: 'X', qty: 1, title: 'x', itemtype: 'accessory', price: 1 }).category).toBe('accessories');
  });
});

describe('setting a code (spec points 4, 5, 8)', () => {
  it('applies an active discount where checkout is allowed', () => {
    const outcome = decideDiscount('SPRING10', fixtureDiscount({ category: [{ name: 'bikes' }] }), fixtureLocale(), [fixtureBike()]);
    expect(outcome).toMatchObject({ kind: 'applied', code: 'SPRING10', related: true });
    expect(discountOutcomeMessage(outcome, true)).toEqual({ id: 'toast.voucherApplied', values: { code: 'SPRING10' }, kind: 'success' });
    expect(discountOutcomeMessage(outcome, false)).toBeNull();
  });

  it('clears an inactive discount with "no longer active"', () => {
    const outcome = decideDiscount('EXPIRED2024', fixtureDiscount({ code: 'EXPIRED2024', active: false }), fixtureLocale(), []);
    expect(outcome.kind).toBe('inactive');
    expect(discountOutcomeMessage(outcome, false)).toEqual({ id: 'toast.discountNotActive', kind: 'error' });
  });

  it('where checkout is off, only a discount allowing discount-checkout is set; a valid code is refused saying why', () => {
    const refused = decideDiscount('SPRING10', fixtureDiscount(), fixtureIntLocale(), []);
    expect(refused.kind).toBe('noCheckout');
    expect(discountOutcomeMessage(refused, false)).toEqual({ id: 'toast.discountNoCheckout', kind: 'error' });
    expect(decideDiscount('DEALERDEAL', fixtureDiscount({ code: 'DEALERDEAL', allowDiscountCheckout: true }), fixtureIntLocale(), []).kind).toBe('applied');
    expect(decideDiscount('DEALERDEAL', fixtureDiscount({ allowDiscountCheckout: true }), { ...fixtureIntLocale(), allowDiscountCheckout: false }, []).kind).toBe('noCheckout');
    expect(decideDiscount('OLD', fixtureDiscount({ active: false }), fixtureIntLocale(), []).kind).toBe('inactive');
    expect(decideDiscount('X', { ...fixtureDiscount(), usable: false }, fixtureLocale(), []).kind).toBe('inactive');
  });

  it('says "no related items" when no cart line is eligible (an empty cart is fine)', () => {
    const apparel = fixtureDiscount({ code: 'APPAREL20', category: [{ name: 'accessories' }] });
    const outcome = decideDiscount('APPAREL20', apparel, fixtureLocale(), [fixtureBike()]);
    expect(outcome).toMatchObject({ kind: 'applied', related: false });
    expect(discountOutcomeMessage(outcome, true)).toEqual({ id: 'toast.noRelatedItems', kind: 'error' });
    expect(decideDiscount('APPAREL20', apparel, fixtureLocale(), [])).toMatchObject({ related: true });
  });

  it('maps lookup failures: 400 BAD_EMPLOYEE_DISCOUNT, 404 unknown, others kept', () => {
    expect(decideLookupFailure('EMP-2024', { status: 400, code: 'BAD_EMPLOYEE_DISCOUNT' })).toEqual({ kind: 'rejected', code: 'EMP-2024', errorCode: 'BAD_EMPLOYEE_DISCOUNT' });
    expect(decideLookupFailure('NOPE', { status: 404, code: 'DISCOUNT_NOT_FOUND' })).toMatchObject({ kind: 'rejected', errorCode: 'DISCOUNT_NOT_FOUND' });
    const offline = decideLookupFailure('SPRING10', { status: 0, code: 'NETWORK_ERROR' });
    expect(offline.kind).toBe('unavailable');
    expect(discountOutcomeMessage(offline, true)?.id).toBe('error.network');
    expect(discountOutcomeMessage(offline, false)).toBeNull();
    expect(discountOutcomeMessage(decideLookupFailure('EMP-2024', { status: 400 }), false)?.id).toBe('codes.BAD_EMPLOYEE_DISCOUNT');
  });
});
