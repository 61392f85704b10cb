import * as v from 'valibot';
import {
  checkoutDetailsSchema,
  checkoutOverviewSchema,
  checkoutPaymentMethods,
  checkoutPickupSchema,
  checkoutShippingSchema,
  isValidPostalCode,
  isVatNumberShape,
} from './checkout-forms';
import { normaliseVatNumber } from './vat-number';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`);
};

const consumer = {
  customerType: 'consumer',
  email: 'lien@example.com',
  firstName: 'Lien',
  lastName: 'Peeters',
  phone: '+32 470 12 34 56',
  street: 'Kerkstraat',
  number: '12',
  postalCode: '3580',
  city: 'Beringen',
  country: 'BE',
};

describe('checkout details (spec point 5 templates)', () => {
  it('accepts a complete consumer', () => {
    expect(messages(checkoutDetailsSchema, consumer)).toEqual([]);
  });

  it('names each required field', () => {
    expect(messages(checkoutDetailsSchema, { ...consumer, firstName: ' ', street: '', phone: '' })).toEqual([
      'firstName: First name is required',
      'phone: Phone is required',
      'street: Street is required',
    ]);
  });

  it('quotes an invalid email address', () => {
    expect(messages(checkoutDetailsSchema, { ...consumer, email: 'lien@' })).toEqual(['email: "lien@" is not a valid email address']);
  });

  it('applies the API address rules per field', () => {
    expect(messages(checkoutDetailsSchema, { ...consumer, number: 'bis', city: '3580' })).toEqual(['number: Number is invalid', 'city: City is invalid']);
  });

  it('checks the postal code per country', () => {
    expect(messages(checkoutDetailsSchema, { ...consumer, postalCode: '358' })).toEqual(['postalCode: Postal code is invalid']);
    expect(messages(checkoutDetailsSchema, { ...consumer, country: 'NL', postalCode: '1012 ab' })).toEqual([]);
  });

  it('asks a business for company and VAT number', () => {
    expect(messages(checkoutDetailsSchema, { ...consumer, customerType: 'business' })).toEqual([
      'company: Company is required',
      'vatNumber: VAT number is required',
    ]);
    expect(messages(checkoutDetailsSchema, { ...consumer, customerType: 'business', company: 'Velo BV', vatNumber: '12' })).toEqual(['vatNumber: VAT number is invalid']);
    const ok = v.parse(checkoutDetailsSchema, { ...consumer, customerType: 'business', company: 'Velo BV', vatNumber: 'be 0123.456.749' });
    expect(ok.vatNumber).toBe('BE0123456749');
  });

  it('needs a password of 12 characters, not built on the email, confirmed, only when an account is created', () => {
    expect(messages(checkoutDetailsSchema, { ...consumer, password: '' })).toEqual([]);
    expect(messages(checkoutDetailsSchema, { ...consumer, createAccount: true })).toEqual(['password: Password is required']);
    expect(messages(checkoutDetailsSchema, { ...consumer, createAccount: true, password: 'short-pass', passwordConfirm: 'short-pass' })).toEqual([
      'password: Password should have a minimum of 12 characters',
    ]);
    expect(messages(checkoutDetailsSchema, { ...consumer, createAccount: true, password: 'lien@example.com', passwordConfirm: 'lien@example.com' })).toEqual([
      'password: Password must not contain your email address',
    ]);
    expect(messages(checkoutDetailsSchema, { ...consumer, createAccount: true, password: 'long-enough-now', passwordConfirm: 'other-one' })).toEqual([
      'passwordConfirm: Passwords must match',
    ]);
  });
});

describe('pickup, shipping and overview', () => {
  it('needs a dealer for dealer delivery', () => {
    expect(messages(checkoutPickupSchema, { shippingMethod: 'CONSUMER' })).toEqual([]);
    expect(messages(checkoutPickupSchema, { shippingMethod: 'DEALER', dealerId: '' })).toEqual(['dealerId: Dealer is required']);
    expect(messages(checkoutPickupSchema, {})).toEqual(['shippingMethod: Delivery method is required']);
  });

  it('needs the other address only when it differs from the invoice address', () => {
    expect(messages(checkoutShippingSchema, { shippingAddressSameAsInvoice: true, remarks: '' })).toEqual([]);
    expect(messages(checkoutShippingSchema, { shippingAddressSameAsInvoice: false, shippingStreet: 'Markt', shippingNumber: '1', shippingCity: 'Gent', shippingCountry: 'BE' })).toEqual([
      'shippingPostalCode: Postal code is required',
    ]);
    expect(messages(checkoutShippingSchema, { shippingAddressSameAsInvoice: false, shippingStreet: 'Markt', shippingNumber: '1', shippingPostalCode: '90000', shippingCity: 'Gent', shippingCountry: 'BE' })).toEqual([
      'shippingPostalCode: Postal code is invalid',
    ]);
    expect(messages(checkoutShippingSchema, { remarks: 'x'.repeat(501) })).toEqual(['remarks: Remarks can have a maximum of 500 characters']);
  });

  it('needs a payment method and the terms', () => {
    expect(messages(checkoutOverviewSchema, { paymentMethod: 'online', terms: false })).toEqual(['terms: Terms and conditions is required']);
    expect(messages(checkoutOverviewSchema, { terms: true })).toEqual(['paymentMethod: Payment method is required']);
  });

  it('offers online payment and bank transfer as the locale allows', () => {
    expect(checkoutPaymentMethods(['card', 'wallet', 'banktransfer'])).toEqual(['online', 'banktransfer']);
    expect(checkoutPaymentMethods(['card'])).toEqual(['online']);
  });
});

describe('postal codes and VAT numbers', () => {
  it.each([
    ['BE', '3580', true], ['nl', '1012AB', true], ['DE', '1234', false], ['GB', 'SW1A 1AA', true], ['PL', '00-950', true], ['XX', '12-34', true], ['XX', '!', false],
  ])('%s %s → %s', (country, code, ok) => expect(isValidPostalCode(country, code)).toBe(ok));

  it('normalises and shapes VAT numbers', () => {
    expect(normaliseVatNumber('nl 8512.34.567 B01')).toBe('NL851234567B01');
    expect(isVatNumberShape('CHE-123.456.789')).toBe(true);
    expect(isVatNumberShape('123')).toBe(false);
  });
});
