import type { LocaleEntry } from '@bike/shared/domain';
import { emptyCart, type Cart, type CartLine } from '@bike/shared/store';
import type { CheckoutSession } from './checkout-session';

/** Test data of the checkout specs (fictional brand, items and people). */
export const helix: CartLine = {
  id: 'ARD-HELIX-SL-KDR12-P1215-M', qty: 1, title: 'Ardenne Helix SL', itemtype: 'bike', price: 4299, currency: 'EUR', category: 'bikes',
  familycode: 'helix', brandkey: 'ardenne', range: 'Endurance', rangeCode: 'ENDU', options: { size: 'M', design: 'Navy' },
};
export const jersey: CartLine = {
  id: 'ARD-ACC-JERS-001-M', qty: 2, title: 'Team jersey', itemtype: 'accessory', price: 89.95, currency: 'EUR', category: 'accessories',
  familycode: 'jerseys', brandkey: 'ardenne', options: { size: 'M' },
};

export const nlBE: LocaleEntry = {
  code: 'nl_BE', iso: 'nl-BE', language: 'nl', file: 'nl.json', backend_code: 'nl_BE', countrycode: 'BE', currency: 'EUR', vat: 21, intracommunity: true,
  deliverymethods: [{ code: 'DEALER', price: 0, minimumOrderPrice: 0 }, { code: 'CONSUMER', price: 29, minimumOrderPrice: 100 }],
  checkoutBikes: true, checkoutAccessories: true, allowDiscountCheckout: true, dealers: true, accessories: true,
  paymentMethods: ['card', 'onlinebanking', 'wallet', 'banktransfer'], voucher: null,
};

export const lienDetails: NonNullable<CheckoutSession['details']> = {
  customerType: 'consumer', company: '', vatNumber: '', email: 'lien@example.com', firstName: 'Lien', lastName: 'Peeters', phone: '+32 470 12 34 56',
  street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE', createAccount: false,
};

export function cartWith(lines: CartLine[], patch: Partial<Cart> = {}): Cart {
  return { ...emptyCart(), products: lines, ...patch };
}
