import fc from 'fast-check';
import * as v from 'valibot';
import { addressProblems, postalCodeFits } from './order-address';
import { placeOrderSchema } from './order-checkout';
import { isSafeRedirectPath } from './safe-redirect';

const address = { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' };

describe('address checks per country', () => {
  it.each([
    ['BE', '3580'], ['NL', '1012 AB'], ['NL', '1012AB'], ['DE', '10115'], ['FR', '75001'], ['IT', '00184'], ['ES', '28013'],
    ['AT', '1010'], ['LU', 'L-1111'], ['GB', 'SW1A 1AA'], ['US', '94105-1234'], ['PL', '00-950'], ['XX', 'AB 12'],
  ])('%s accepts %s', (country, code) => expect(postalCodeFits(country, code)).toBe(true));

  it.each([['BE', '358'], ['NL', '0123 AB'], ['DE', '1011'], ['ES', '99000'], ['GB', '12345'], ['US', 'ABCDE'], ['PL', '00950']])(
    '%s refuses %s',
    (country, code) => expect(postalCodeFits(country, code)).toBe(false),
  );

  it('names the broken fields', () => {
    expect(addressProblems(address)).toEqual([]);
    expect(addressProblems({ ...address, postalCode: '35800' }).map((p) => p.field)).toEqual(['postalCode']);
    expect(addressProblems({ ...address, country: 'Belgium', number: 'x' }).map((p) => p.field)).toEqual(['country', 'number']);
  });

  it('property: a Belgian address with any 4-digit postal code is fine; 5 digits never', () => {
    fc.assert(fc.property(fc.integer({ min: 1000, max: 9999 }), (n) => expect(addressProblems({ ...address, postalCode: String(n) })).toEqual([])));
    fc.assert(fc.property(fc.integer({ min: 10000, max: 99999 }), (n) => expect(postalCodeFits('BE', String(n))).toBe(false)));
  });
});

describe('redirect paths', () => {
  it.each(['/nl_BE/checkout/order', '/en_INT/success?x=1', '/a#b'])('accepts %s', (p) => expect(isSafeRedirectPath(p)).toBe(true));
  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', 'nl_BE/x', '/x\n/y'])(
    'refuses %s',
    (p) => expect(isSafeRedirectPath(p)).toBe(false),
  );
  it('property: an accepted path never names another host', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        if (isSafeRedirectPath(s)) expect(new URL(s, 'https://shop.example').host).toBe('shop.example');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('placeOrderSchema', () => {
  const order = {
    consumer: {
      customerType: 'consumer', firstName: 'Lien', lastName: 'Peeters', email: 'Lien@Example.com', phone: '+32 470 12 34 56',
      invoiceAddress: address, shippingAddressSameAsInvoice: true,
    },
    orderlines: [{ externalid: 'ARD-1', quantity: 1, price: 0.01 }],
    locale: 'nl_BE', shippingMethod: 'CONSUMER', brand: 'ardenne', price: 1, toPay: 0.01,
  };
  it('drops amounts sent by the browser and lower-cases the email', () => {
    const parsed = v.parse(placeOrderSchema, order);
    expect(parsed).not.toHaveProperty('price');
    expect(parsed).not.toHaveProperty('toPay');
    expect(parsed.orderlines[0]).not.toHaveProperty('price');
    expect(parsed.consumer.email).toBe('lien@example.com');
    expect(parsed.paymentMethod).toBe('online');
  });
  it('refuses bad quantities, a dealer delivery without dealer and a business without company', () => {
    for (const quantity of [0, -1, 1.5, 100, '2', null]) expect(v.safeParse(placeOrderSchema, { ...order, orderlines: [{ externalid: 'A', quantity }] }).success).toBe(false);
    expect(v.safeParse(placeOrderSchema, { ...order, shippingMethod: 'DEALER' }).success).toBe(false);
    expect(v.safeParse(placeOrderSchema, { ...order, consumer: { ...order.consumer, customerType: 'business' } }).success).toBe(false);
    expect(v.safeParse(placeOrderSchema, { ...order, redirect: 'https://evil.example' }).success).toBe(false);
    expect(v.safeParse(placeOrderSchema, []).success).toBe(false);
  });
});

describe('allowedAddressCountries', () => {
  it('is the locale\'s own country, and none for the INT catch-all', async () => {
    const { allowedAddressCountries } = await import('./order-address');
    expect(allowedAddressCountries({ countrycode: 'BE' })).toEqual(['BE']);
    expect(allowedAddressCountries({ countrycode: 'US' })).toEqual(['US']);
    expect(allowedAddressCountries({ countrycode: 'INT' })).toEqual([]);
  });
});
