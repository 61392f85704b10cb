import { redirectForStep, stepComplete, type GuardInput } from './step-guard';
import { cartWith, helix, lienDetails } from './test-fixtures';

const complete: GuardInput = {
  checkoutLineCount: 1,
  cart: cartWith([helix], { details: { customerType: 'consumer', shippingAddressSameAsInvoice: true }, location: { shippingMethod: 'CONSUMER', dealer: null } }),
  session: { details: lienDetails, shippingConfirmed: true },
  hasPassword: false,
  allowedMethods: ['CONSUMER', 'DEALER'],
};

describe('checkout step guard', () => {
  it('lets every step through when all earlier inputs are there', () => {
    for (const step of ['details', 'pickup', 'shipping', 'overview'] as const) expect(redirectForStep(step, complete)).toBeNull();
  });

  it('sends an empty checkout back to the cart', () => {
    expect(redirectForStep('overview', { ...complete, checkoutLineCount: 0 })).toBe('cart');
    expect(redirectForStep('details', { ...complete, checkoutLineCount: 0 })).toBe('cart');
  });

  it('sends a cart with a bike that waits for its size back to the cart, never on without it (issue 32)', () => {
    expect(redirectForStep('overview', { ...complete, sizeMissingCount: 1 })).toBe('cart');
    expect(redirectForStep('details', { ...complete, sizeMissingCount: 1 })).toBe('cart');
    expect(redirectForStep('overview', { ...complete, sizeMissingCount: 0 })).toBeNull();
  });

  it('sends a shopper without invoice details to the details step, whatever step is asked', () => {
    const input = { ...complete, session: {} };
    expect(redirectForStep('pickup', input)).toBe('details');
    expect(redirectForStep('overview', input)).toBe('details');
    expect(redirectForStep('details', input)).toBeNull();
  });

  it('goes back to the first missing step, not the one just before', () => {
    const input = { ...complete, cart: { ...complete.cart, location: null }, session: { details: lienDetails } };
    expect(redirectForStep('overview', input)).toBe('pickup');
    expect(redirectForStep('shipping', input)).toBe('pickup');
  });

  it('needs the shipping step submitted before the overview', () => {
    expect(redirectForStep('overview', { ...complete, session: { details: lienDetails } })).toBe('shipping');
  });

  it('needs a dealer for dealer delivery, and a method the locale allows', () => {
    const dealerNoPick = { ...complete, cart: { ...complete.cart, location: { shippingMethod: 'DEALER' as const, dealer: null } } };
    expect(redirectForStep('shipping', dealerNoPick)).toBe('pickup');
    expect(redirectForStep('overview', { ...complete, allowedMethods: ['DEALER'] })).toBe('pickup');
  });

  it('asks for the password again after a reload when an account is to be created', () => {
    const input = { ...complete, session: { ...complete.session, details: { ...lienDetails, createAccount: true } } };
    expect(stepComplete('details', input)).toBe(false);
    expect(redirectForStep('overview', input)).toBe('details');
    expect(redirectForStep('overview', { ...input, hasPassword: true })).toBeNull();
  });

  it('needs company and VAT number for a business customer', () => {
    const business = { ...lienDetails, customerType: 'business' as const };
    const cart = { ...complete.cart, details: { customerType: 'business' as const, shippingAddressSameAsInvoice: true } };
    expect(stepComplete('details', { ...complete, cart, session: { details: business } })).toBe(false);
    expect(stepComplete('details', { ...complete, cart, session: { details: { ...business, company: 'Velo BV', vatNumber: 'BE0123456749' } } })).toBe(true);
  });

  it('needs another address when the shopper ships elsewhere', () => {
    const cart = { ...complete.cart, details: { customerType: 'consumer' as const, shippingAddressSameAsInvoice: false } };
    expect(redirectForStep('overview', { ...complete, cart })).toBe('shipping');
    expect(redirectForStep('overview', { ...complete, cart, session: { ...complete.session, shippingAddress: { street: 'Markt', number: '1', postalCode: '9000', city: 'Gent', country: 'BE' } } })).toBeNull();
  });
});
