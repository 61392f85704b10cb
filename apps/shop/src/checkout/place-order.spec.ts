import { ApiClientError } from '@bike/shared/api-client';
import { classifyOrderError, failureCode } from './place-order';
import { orderScreen } from './order-view-state';

describe('order failures (spec point 8)', () => {
  it('recognises an e-mail that already has an account', () => {
    const failure = classifyOrderError(new ApiClientError(409, 'EMAIL_ALREADY_REGISTERED', 'exists', 'emailAlreadyInUse'));
    expect(failure).toEqual({ kind: 'emailInUse' });
    expect(failureCode(failure)).toBe('EMAIL_ALREADY_REGISTERED');
  });

  it('places an address failure next to the address it is about', () => {
    expect(classifyOrderError(new ApiClientError(400, 'ADDRESS_INVALID', 'Something went wrong when processing the address above...'))).toEqual({ kind: 'address', target: 'invoice' });
    const shipping = Object.assign(new ApiClientError(400, 'VALIDATION_ERROR', 'Postal code is invalid'), { issues: [{ path: 'consumer.shippingAddress.postalCode' }] });
    expect(classifyOrderError(shipping)).toEqual({ kind: 'address', target: 'shipping' });
  });

  it('sends the shopper back to the pickup step when the server refuses the dealer', () => {
    const refused = new ApiClientError(400, 'DEALER_NOT_ALLOWED', 'x', 'dealerNotAllowed', [{ path: 'dealer.customerid', message: 'dealerNotAllowed' }]);
    expect(classifyOrderError(refused)).toEqual({ kind: 'dealer' });
    expect(classifyOrderError(new ApiClientError(400, 'DEALER_NOT_FOUND', 'The chosen dealer does not exist'))).toEqual({ kind: 'dealer' });
    expect(failureCode({ kind: 'dealer' })).toBe('DEALER_NOT_ALLOWED');
  });

  it('offers online payment or signing in when a guest\'s bank transfer may not hold the units', () => {
    const refused = new ApiClientError(409, 'GUEST_TRANSFER_LIMIT', 'x', 'guestTransferLimit', [{ path: 'orderlines.0.quantity', message: 'guestTransferMax:0' }]);
    expect(classifyOrderError(refused)).toEqual({ kind: 'guestTransfer' });
    expect(failureCode({ kind: 'guestTransfer' })).toBe('GUEST_TRANSFER_LIMIT');
  });

  it('sends the shopper back to the cart to choose a size when a bike has none (issue 32)', () => {
    const refused = new ApiClientError(422, 'SIZE_REQUIRED', 'Choose a frame size for every bike', 'sizeRequired', [{ path: 'orderlines.0', message: 'sizeRequired' }]);
    expect(classifyOrderError(refused)).toEqual({ kind: 'size' });
    expect(failureCode({ kind: 'size' })).toBe('SIZE_REQUIRED');
  });

  it('treats everything else as "Something went wrong when processing your order..."', () => {
    const country = new ApiClientError(400, 'ADDRESS_COUNTRY_NOT_ALLOWED', 'x', 'countryNotAllowed', [{ path: 'consumer.invoiceAddress.country', message: 'countryNotAllowed' }]);
    expect(classifyOrderError(country)).toEqual({ kind: 'address', target: 'invoice', country: true });
    expect(classifyOrderError(new ApiClientError(500, 'INTERNAL_SERVER_ERROR', 'boom'))).toEqual({ kind: 'order' });
    expect(classifyOrderError(new Error('network'))).toEqual({ kind: 'order' });
    expect(failureCode({ kind: 'order' })).toBe('ORDER_FAILED');
  });
});

describe('order page screens', () => {
  it.each([
    ['pending', 'paid', 'paid'],
    ['processing', 'paid', 'paid'],
    ['pending', 'waiting_transfer', 'waitingTransfer'],
    ['pending', 'failed', 'paymentFailed'],
    ['pending', 'expired', 'paymentFailed'],
    ['pending', 'cancelled', 'paymentFailed'],
    ['cancelled', 'cancelled', 'cancelled'],
    ['pending', 'open', 'pending'],
  ] as const)('%s / %s → %s', (status, paymentStatus, screen) => {
    expect(orderScreen({ status, paymentStatus })).toBe(screen);
  });
});
