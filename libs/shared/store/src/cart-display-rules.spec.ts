import { splitCartForCheckout } from './cart-display-rules';
import { fixtureBike, fixtureDiscount, fixtureIntLocale, fixtureJersey, fixtureLocale } from './test-fixtures';

const ids = (lines: { id: string }[]) => lines.map((l) => l.id);
const bike = fixtureBike();
const jersey = fixtureJersey();

describe('cart display rules (spec points 5 and 6)', () => {
  it('full checkout: every line goes to checkout', () => {
    const split = splitCartForCheckout([bike, jersey], fixtureLocale());
    expect(split).toMatchObject({ mode: 'full', dealerOnly: [], unavailable: [] });
    expect(ids(split.checkout)).toEqual([bike.id, jersey.id]);
  });

  it('bikes only if checkoutBikes, accessories only if checkoutAccessories', () => {
    const accessoriesOnly = splitCartForCheckout([bike, jersey], fixtureLocale({ checkoutBikes: false }));
    expect(ids(accessoriesOnly.checkout)).toEqual([jersey.id]);
    expect(ids(accessoriesOnly.dealerOnly)).toEqual([bike.id]);
    const bikesOnly = splitCartForCheckout([bike, jersey], fixtureLocale({ checkoutAccessories: false }));
    expect(ids(bikesOnly.checkout)).toEqual([bike.id]);
  });

  it('no checkout: everything goes the dealer route', () => {
    expect(splitCartForCheckout([bike, jersey], fixtureIntLocale())).toMatchObject({ mode: 'none', checkout: [] });
  });

  it('except items eligible for a discount allowing discount-checkout, and never accessories', () => {
    const dealerDeal = fixtureDiscount({ code: 'DEALERDEAL', allowDiscountCheckout: true });
    const split = splitCartForCheckout([bike, jersey], fixtureIntLocale(), dealerDeal);
    expect(split.mode).toBe('discount');
    expect(ids(split.checkout)).toEqual([bike.id]);
    expect(ids(split.dealerOnly)).toEqual([jersey.id]);
    // Not eligible (other brand), or a discount without discount-checkout: dealer route.
    expect(splitCartForCheckout([bike], fixtureIntLocale(), { ...dealerDeal, brand: ['brabo'] }).mode).toBe('none');
    expect(splitCartForCheckout([bike], fixtureIntLocale(), fixtureDiscount()).mode).toBe('none');
    expect(splitCartForCheckout([bike], { ...fixtureIntLocale(), allowDiscountCheckout: false }, dealerDeal).mode).toBe('none');
  });

  it('lines the availability check refused, or without a price, are set apart', () => {
    const split = splitCartForCheckout([bike, jersey, { ...bike, id: 'NOPRICE', price: null }], fixtureLocale(), null, { lines: [{ id: jersey.id, available: false }] });
    expect(ids(split.checkout)).toEqual([bike.id]);
    expect(ids(split.unavailable)).toEqual([jersey.id, 'NOPRICE']);
  });

  it('a bike the availability check says has no size waits for one: it neither goes to checkout nor counts as gone (issue 32)', () => {
    const sizeless = { ...bike, id: 'ARD-HELIX-SL-KDR12-P1215', options: { design: 'Navy' } };
    const told = { lines: [{ id: sizeless.id, available: false, message: 'sizeRequired' }] };
    const split = splitCartForCheckout([sizeless, jersey], fixtureLocale(), null, told);
    expect(ids(split.needsSize)).toEqual([sizeless.id]);
    expect(ids(split.checkout)).toEqual([jersey.id]);
    expect(split.unavailable).toEqual([]);
    // Where bikes are sold by dealers only, it is a dealer's line like any other bike.
    expect(ids(splitCartForCheckout([sizeless], fixtureLocale({ checkoutBikes: false }), null, told).dealerOnly)).toEqual([sizeless.id]);
  });
});
