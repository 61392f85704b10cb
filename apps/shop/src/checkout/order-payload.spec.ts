import * as v from 'valibot';
import { placeOrderSchema } from '@bike/shared/domain';
import { buildOrderPayload, IncompleteCheckoutError } from './order-payload';
import { cartWith, helix, jersey, lienDetails } from './test-fixtures';

const base = {
  lines: [helix, jersey],
  password: '',
  locale: 'nl_BE',
  brand: 'ardenne',
  discountCode: null,
  paymentMethod: 'online' as const,
};

describe('order payload (spec point 7)', () => {
  it('builds the payload of a guest with home delivery to the invoice address', () => {
    const cart = cartWith([helix, jersey], { remark: ' Ring twice ', location: { shippingMethod: 'CONSUMER', dealer: null } });
    const payload = buildOrderPayload({ ...base, cart, session: { details: lienDetails, shippingConfirmed: true } });
    expect(payload).toEqual({
      remarks: 'Ring twice',
      consumer: {
        customerType: 'consumer', firstName: 'Lien', lastName: 'Peeters', email: 'lien@example.com', phone: '+32 470 12 34 56',
        invoiceAddress: { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' },
        shippingAddressSameAsInvoice: true,
      },
      orderlines: [
        { externalid: helix.id, range: 'Endurance', model: 'Ardenne Helix SL', category: 'bikes', family: 'helix', shippingmethod: 'CONSUMER', quantity: 1 },
        { externalid: jersey.id, range: '', model: 'Team jersey', category: 'accessories', family: 'jerseys', shippingmethod: 'CONSUMER', quantity: 2 },
      ],
      locale: 'nl_BE',
      shippingMethod: 'CONSUMER',
      shipping: { consumer: { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' } },
      brand: 'ardenne',
      redirect: '/nl_BE/checkout/order',
      authRedirect: '/nl_BE/account/orders',
      paymentMethod: 'online',
    });
    // No amount travels with the order: the API prices everything itself.
    expect(JSON.stringify(payload)).not.toMatch(/price|total|4299/);
    expect(v.safeParse(placeOrderSchema, payload).success).toBe(true);
  });

  it('sends the dealer for dealer delivery', () => {
    const cart = cartWith([helix], { location: { shippingMethod: 'DEALER', dealer: { customerid: 'C1042', name: 'Velo Kempen', city: 'Geel' } } });
    const payload = buildOrderPayload({ ...base, lines: [helix], cart, session: { details: lienDetails, shippingConfirmed: true } });
    expect(payload.dealer).toEqual({ customerid: 'C1042' });
    expect(payload.deliverylocation).toBe('Velo Kempen, Geel');
    expect(payload.shipping).toEqual({ dealer: { customerid: 'C1042' } });
    expect(payload.orderlines[0]!.shippingmethod).toBe('DEALER');
    expect(v.safeParse(placeOrderSchema, payload).success).toBe(true);
  });

  it('sends company, VAT number, another shipping address, the account and the discount code', () => {
    const cart = cartWith([helix], {
      details: { customerType: 'business', shippingAddressSameAsInvoice: false },
      location: { shippingMethod: 'CONSUMER', dealer: null },
    });
    const shippingAddress = { street: 'Markt', number: '1', postalCode: '9000', city: 'Gent', country: 'BE' };
    const payload = buildOrderPayload({
      ...base,
      lines: [helix],
      cart,
      password: 'Correct-Horse-1',
      discountCode: 'SPRING10',
      paymentMethod: 'banktransfer',
      session: { details: { ...lienDetails, customerType: 'business', company: 'Velo BV', vatNumber: 'BE0123456749', createAccount: true }, shippingConfirmed: true, shippingAddress },
    });
    expect(payload.consumer).toMatchObject({
      customerType: 'business', company: 'Velo BV', vatNumber: 'BE0123456749', shippingAddressSameAsInvoice: false, shippingAddress, createAccount: true, password: 'Correct-Horse-1',
    });
    expect(payload.shipping).toEqual({ consumer: shippingAddress });
    expect(payload.discountcode).toBe('SPRING10');
    expect(payload.paymentMethod).toBe('banktransfer');
    expect(v.safeParse(placeOrderSchema, payload).success).toBe(true);
  });

  it('leaves company and VAT number out for a consumer, and the account without a password', () => {
    const cart = cartWith([helix], { location: { shippingMethod: 'CONSUMER', dealer: null } });
    const payload = buildOrderPayload({ ...base, lines: [helix], cart, session: { details: { ...lienDetails, company: 'x', vatNumber: 'y', createAccount: true } } });
    expect(payload.consumer).not.toHaveProperty('company');
    expect(payload.consumer).not.toHaveProperty('createAccount');
  });

  it('refuses to build without details or delivery method', () => {
    expect(() => buildOrderPayload({ ...base, cart: cartWith([helix]), session: { details: lienDetails } })).toThrow(IncompleteCheckoutError);
  });
});
