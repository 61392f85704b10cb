import type { Discount, LocaleEntry } from '@bike/shared/domain';
import type { CartLine } from './cart-rules';

/** Fixtures shared by this library's tests (and the shop's cart tests). */
export const fixtureDiscount = (over: Partial<Discount> = {}): Discount => ({
  code: 'SPRING10', active: true, category: [], items: [], brand: [], family: [], range: [], options: { cumulative: false },
  config_1: { currency: 'percentage', value: 10 }, freeShipping: false, employee: false, allowDiscountCheckout: false, ...over,
});

export const fixtureLocale = (over: Partial<LocaleEntry> = {}): LocaleEntry => ({
  code: 'de_DE', iso: 'de-DE', language: 'de', file: 'de.json', backend_code: 'de_DE', countrycode: 'DE', currency: 'EUR', vat: 19,
  intracommunity: true, deliverymethods: [{ code: 'DEALER', price: 0, minimumOrderPrice: 0 }, { code: 'CONSUMER', price: 29, minimumOrderPrice: 100 }],
  checkoutBikes: true, checkoutAccessories: true, allowDiscountCheckout: true, dealers: true, accessories: true,
  paymentMethods: ['card', 'banktransfer'], voucher: null, ...over,
});

/** en_INT: no online checkout, discount checkout allowed. */
export const fixtureIntLocale = () => fixtureLocale({ code: 'en_INT', countrycode: 'INT', vat: 0, intracommunity: false, checkoutBikes: false, checkoutAccessories: false, deliverymethods: [{ code: 'DEALER', price: 0, minimumOrderPrice: 0 }] });

export const fixtureBike = (over: Partial<CartLine> = {}): CartLine => ({
  id: 'ARD-HELIX-SL-KDR12-P1215', qty: 1, title: 'Ardenne Helix SL', itemtype: 'bike', price: 4299, currency: 'EUR', category: 'bikes',
  familycode: 'helix', brandkey: 'ardenne', range: 'Endurance', rangeCode: 'ENDU', options: { size: 'M', design: 'Navy' }, ...over,
});

export const fixtureJersey = (over: Partial<CartLine> = {}): CartLine => ({
  id: 'ARD-ACC-JERS-001-M', qty: 2, title: 'Team jersey', itemtype: 'accessory', price: 89.95, currency: 'EUR', category: 'accessories',
  familycode: 'jerseys', brandkey: 'ardenne', range: null, rangeCode: null, options: { size: 'M' }, ...over,
});
