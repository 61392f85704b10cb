import { orderTokenFor, rememberOrderToken, takeTokenFromFragment } from './order-token';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('order tokens in the browser', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the token per order and ignores anything that is not a token', () => {
    rememberOrderToken('u-1', TOKEN);
    rememberOrderToken('u-2', 'short');
    rememberOrderToken('u-3', undefined);
    expect(orderTokenFor('u-1')).toBe(TOKEN);
    expect(orderTokenFor('u-2')).toBeNull();
    expect(orderTokenFor('u-3')).toBeNull();
  });

  it('keeps only the newest tokens', () => {
    for (let i = 0; i < 25; i++) rememberOrderToken(`u-${i}`, TOKEN);
    const keys = Object.keys(window.localStorage).filter((k) => k.startsWith('order-token:'));
    expect(keys).toHaveLength(20);
    expect(orderTokenFor('u-24')).toBe(TOKEN);
  });

  it('takes the token from the mail link\'s fragment and removes it from the address bar', () => {
    const replaceState = jest.fn();
    takeTokenFromFragment('u-9', { hash: `#token=${TOKEN}`, pathname: '/nl_BE/checkout/order/u-9', search: '' }, { replaceState, state: null });
    expect(orderTokenFor('u-9')).toBe(TOKEN);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/nl_BE/checkout/order/u-9');
    takeTokenFromFragment('u-8', { hash: '', pathname: '/x', search: '' }, { replaceState, state: null });
    expect(replaceState).toHaveBeenCalledTimes(1);
  });
});
