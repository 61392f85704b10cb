import { cartShippingMethod, cartTotals, totalsLines } from './cart-totals';
import { emptyCart } from './cart-rules';
import { fixtureBike, fixtureDiscount, fixtureIntLocale, fixtureJersey, fixtureLocale } from './test-fixtures';

describe('cart totals (computeOrderTotals from the cart)', () => {
  it('maps lines, skipping unpriced ones', () => {
    const lines = totalsLines([fixtureBike(), { ...fixtureJersey(), price: null }, { id: 'X', qty: 1, title: 'x', itemtype: 'accessory', price: 5 }]);
    expect(lines.map((l) => l.externalid)).toEqual([fixtureBike().id, 'X']);
    expect(lines[1]).toMatchObject({ category: 'accessories', brandkey: '' });
  });

  it('home delivery where the country has it, dealer otherwise or when chosen', () => {
    expect(cartShippingMethod(emptyCart(), fixtureLocale())).toBe('CONSUMER');
    expect(cartShippingMethod(emptyCart(), fixtureIntLocale())).toBe('DEALER');
    expect(cartShippingMethod({ location: { shippingMethod: 'DEALER' } }, fixtureLocale())).toBe('DEALER');
  });

  it('subtotal, discount, shipping, VAT and to pay', () => {
    const totals = cartTotals({ lines: [fixtureBike(), fixtureJersey()], cart: emptyCart(), locale: fixtureLocale(), discount: fixtureDiscount({ category: [{ name: 'bikes' }] }) });
    expect(totals).toMatchObject({ currency: 'EUR', subtotal: 4478.9, discount: 429.9, shipping: 29, vatRate: 19 });
    expect(totals.toPay).toBe(4078);
  });
});
