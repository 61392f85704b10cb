import { createStore } from 'jotai';
import { ApiClientError, type ApiClient } from '@bike/shared/api-client';
import {
  addToCartAtom, basketSnapshotAtom, cartAtom, cartAvailabilityAtom, cartQuantityCapsAtom, chooseCartLineSizeAtom, clearCartAtom, decrementCartLineAtom, discountAtom, discountCodeAtom,
  incrementCartLineAtom, markCartFailedAtom, markCartPendingAtom, markCartSucceededAtom, removeFromCartAtom, setCartDetailsAtom,
  setCartLocationAtom, setCartQuantityAtom, setCartRemarkAtom, storageRestoredAtom, updateCartPricesAtom,
} from './atoms';
import { applyDiscountCodeAtom, checkCartAtom, removeDiscountCodeAtom } from './cart-actions';
import { emptyCart } from './cart-rules';
import { connectStoreToStorage } from './persistence';
import { fixtureBike, fixtureDiscount, fixtureJersey, fixtureLocale } from './test-fixtures';

type Handler = (method: string, path: string, body?: unknown, query?: Record<string, unknown>) => unknown;
function fakeApi(handler: Handler): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const run = async (method: string, path: string, body?: unknown, query?: Record<string, unknown>) => {
    calls.push(`${method} ${path}`);
    return handler(method, path, body, query);
  };
  return {
    calls,
    get: (path, query) => run('GET', path, undefined, query) as never,
    post: (path, body, query) => run('POST', path, body, query) as never,
    patch: (path, body) => run('PATCH', path, body) as never,
    put: (path, body) => run('PUT', path, body) as never,
    del: (path, body) => run('DELETE', path, body) as never,
    upload: (path, form) => run('POST', path, form) as never,
    fetch: jest.fn(),
    brand: 'ardenne',
  };
}

describe('cart actions and the basket snapshot (spec point 4)', () => {
  it('refreshes the snapshot on add, increment, decrement, remove, update prices and clear', () => {
    const store = createStore();
    const events: string[] = [];
    store.sub(basketSnapshotAtom, () => events.push(store.get(basketSnapshotAtom)!.event));
    store.set(addToCartAtom, fixtureBike());
    store.set(incrementCartLineAtom, { id: fixtureBike().id });
    store.set(decrementCartLineAtom, fixtureBike().id);
    store.set(setCartQuantityAtom, { id: fixtureBike().id, qty: 3 });
    store.set(setCartQuantityAtom, { id: fixtureBike().id, qty: 2 });
    store.set(updateCartPricesAtom, [{ id: fixtureBike().id, price: 4199 }]);
    store.set(removeFromCartAtom, fixtureBike().id);
    store.set(clearCartAtom);
    expect(events).toEqual(['add', 'increment', 'decrement', 'increment', 'decrement', 'updatePrices', 'remove', 'clear']);
    expect(store.get(basketSnapshotAtom)).toMatchObject({ event: 'clear', lines: [] });
  });

  it('does nothing (no snapshot) for a no-op: increment at max, decrement at one, same prices', () => {
    const store = createStore();
    store.set(addToCartAtom, fixtureBike());
    const before = store.get(basketSnapshotAtom);
    store.set(incrementCartLineAtom, { id: fixtureBike().id, max: 1 });
    store.set(decrementCartLineAtom, fixtureBike().id);
    store.set(updateCartPricesAtom, [{ id: fixtureBike().id, price: 4299 }]);
    expect(store.get(basketSnapshotAtom)).toBe(before);
  });

  it('remembers a quantity cut to the maximum until the line changes again (issue 32: typing 9 for a bike)', () => {
    const store = createStore();
    const id = fixtureBike().id;
    store.set(addToCartAtom, fixtureBike());
    store.set(setCartQuantityAtom, { id, qty: 9, max: 5 });
    expect(store.get(cartAtom).products[0]!.qty).toBe(5);
    expect(store.get(cartQuantityCapsAtom)).toEqual({ [id]: 5 });
    // Asking again at the maximum still says it; a quantity within it, a step down or removal forgets it.
    store.set(setCartQuantityAtom, { id, qty: 7, max: 5 });
    expect(store.get(cartQuantityCapsAtom)).toEqual({ [id]: 5 });
    store.set(setCartQuantityAtom, { id, qty: 4, max: 5 });
    expect(store.get(cartQuantityCapsAtom)).toEqual({});
    store.set(setCartQuantityAtom, { id, qty: 12, max: 5 });
    store.set(decrementCartLineAtom, id);
    expect(store.get(cartQuantityCapsAtom)).toEqual({});
    store.set(setCartQuantityAtom, { id, qty: 12, max: 5 });
    store.set(removeFromCartAtom, id);
    expect(store.get(cartQuantityCapsAtom)).toEqual({});
  });

  it('refuses a bike without a size, and puts a chosen size in the place of a waiting line', () => {
    const store = createStore();
    const sizeless = fixtureBike({ id: 'ARD-HELIX-SL-KDR12-P1215', options: { design: 'Navy' } });
    expect(store.set(addToCartAtom, sizeless)).toBe('sizeRequired');
    expect(store.get(cartAtom).products).toEqual([]);
    expect(store.get(basketSnapshotAtom)).toBeNull();
    // An older cart holds one: choosing the size replaces it, quantity and all.
    store.set(cartAtom, { ...emptyCart(), products: [{ ...sizeless, qty: 2 }] });
    expect(store.set(chooseCartLineSizeAtom, { waitingId: sizeless.id, line: fixtureBike({ id: 'ARD-HELIX-SL-KDR12-P1215-M' }) })).toBe('added');
    expect(store.get(cartAtom).products.map((p) => [p.id, p.qty, p.options?.size])).toEqual([['ARD-HELIX-SL-KDR12-P1215-M', 2, 'M']]);
  });

  it('initialize on restore, and the snapshot carries prices and currency', () => {
    localStorage.setItem('cart', JSON.stringify({ ...emptyCart(), products: [fixtureJersey()] }));
    const store = createStore();
    connectStoreToStorage(store, localStorage);
    expect(store.get(basketSnapshotAtom)).toMatchObject({ event: 'initialize', currency: 'EUR', lines: [{ id: fixtureJersey().id, qty: 2, price: 89.95 }] });
    expect(store.get(storageRestoredAtom)).toBe(true);
    localStorage.clear();
  });

  it('status transitions for the checkout: pending, succeeded, failed; clear resets everything', () => {
    const store = createStore();
    store.set(addToCartAtom, fixtureBike());
    store.set(setCartRemarkAtom, 'Leave at the back door');
    store.set(setCartDetailsAtom, { customerType: 'business', shippingAddressSameAsInvoice: false });
    store.set(setCartLocationAtom, { shippingMethod: 'DEALER', dealer: { customerid: 'C7', name: 'Velo' } });
    store.set(markCartPendingAtom);
    expect(store.get(cartAtom).status).toBe('PENDING');
    store.set(markCartFailedAtom, 'ORDER_FAILED');
    expect(store.get(cartAtom)).toMatchObject({ status: 'ERROR', error: 'ORDER_FAILED' });
    store.set(markCartPendingAtom);
    store.set(markCartSucceededAtom, { paymentUrl: '/payments/sandbox/p', orderUuid: 'u-1' });
    expect(store.get(cartAtom)).toMatchObject({ status: 'SUCCESS', paymentUrl: '/payments/sandbox/p', orderUuid: 'u-1', remark: 'Leave at the back door' });
    store.set(clearCartAtom);
    expect(store.get(cartAtom)).toEqual(emptyCart());
  });
});

describe('discount code actions', () => {
  const ctx = { locale: 'de_DE', brand: 'ardenne' };
  const lookup = (discounts: Record<string, unknown>): Handler => (_m, path) => {
    if (path.startsWith('/b2c/v1/countries/')) return fixtureLocale();
    const code = decodeURIComponent(path.split('/').pop()!);
    const hit = discounts[code];
    if (hit instanceof Error) throw hit;
    if (!hit) throw new ApiClientError(404, 'DISCOUNT_NOT_FOUND', 'nope');
    return hit;
  };

  it('sets an active code (stored), clears an inactive one (removed from storage)', async () => {
    localStorage.clear();
    const store = createStore();
    connectStoreToStorage(store, localStorage);
    const api = fakeApi(lookup({ SPRING10: fixtureDiscount(), EXPIRED2024: fixtureDiscount({ code: 'EXPIRED2024', active: false }) }));
    expect((await store.set(applyDiscountCodeAtom, { ...ctx, api, code: 'spring10' })).kind).toBe('applied');
    expect(store.get(discountCodeAtom)).toBe('SPRING10');
    expect(store.get(discountAtom)?.code).toBe('SPRING10');
    expect(JSON.parse(localStorage.getItem('discountCode')!)).toBe('SPRING10');
    store.set(discountCodeAtom, 'EXPIRED2024');
    expect((await store.set(applyDiscountCodeAtom, { ...ctx, api, code: 'EXPIRED2024' })).kind).toBe('inactive');
    expect(store.get(discountCodeAtom)).toBeNull();
    expect(store.get(discountAtom)).toBeNull();
    expect(localStorage.getItem('discountCode')).toBeNull();
  });

  it('a 400 is BAD_EMPLOYEE_DISCOUNT and clears; a network failure keeps the code', async () => {
    const store = createStore();
    const api = fakeApi(lookup({ 'EMP-2024': new ApiClientError(400, 'BAD_EMPLOYEE_DISCOUNT', 'bad'), SPRING10: new ApiClientError(0, 'NETWORK_ERROR', 'offline') }));
    store.set(discountCodeAtom, 'EMP-2024');
    expect(await store.set(applyDiscountCodeAtom, { ...ctx, api, code: 'EMP-2024' })).toMatchObject({ kind: 'rejected', errorCode: 'BAD_EMPLOYEE_DISCOUNT' });
    expect(store.get(discountCodeAtom)).toBeNull();
    store.set(discountCodeAtom, 'SPRING10');
    expect((await store.set(applyDiscountCodeAtom, { ...ctx, api, code: 'SPRING10' })).kind).toBe('unavailable');
    expect(store.get(discountCodeAtom)).toBe('SPRING10');
    store.set(removeDiscountCodeAtom);
    expect(store.get(discountCodeAtom)).toBeNull();
  });

  it('the later of two lookups wins', async () => {
    const store = createStore();
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => (release = r));
    const api = fakeApi(async (m, path, b, q) => {
      if (path.endsWith('/SLOW')) await slow;
      return lookup({ SLOW: fixtureDiscount({ code: 'SLOW' }), FAST: fixtureDiscount({ code: 'FAST' }) })(m, path, b, q);
    });
    const first = store.set(applyDiscountCodeAtom, { ...ctx, api, code: 'SLOW' });
    await store.set(applyDiscountCodeAtom, { ...ctx, api, code: 'FAST' });
    release();
    await first;
    expect(store.get(discountCodeAtom)).toBe('FAST');
  });
});

describe('cart availability check', () => {
  it('updates prices and facts, caps quantities at the maximum, keeps the messages', async () => {
    const store = createStore();
    store.set(addToCartAtom, { ...fixtureBike(), brandkey: undefined, qty: 3 });
    store.set(addToCartAtom, fixtureJersey());
    const api = fakeApi((method, path) => {
      if (method === 'POST') {
        return {
          items: [
            { id: fixtureBike().id, available: true, qty: 3, maxQty: 2, remaining: 2, message: 'maxQuantity', item: { externalid: fixtureBike().id, $$price: { msrp: 4499, oldmsrp: null, currency: 'CHF', voucher: null } } },
            { id: fixtureJersey().id, available: false, qty: 2, maxQty: 0, remaining: 0, message: 'noLongerAvailable', item: null },
          ],
          checkout: { bikes: true, accessories: true, discountCheckout: true },
        };
      }
      if (path.startsWith('/b2c/v1/items/')) return { externalid: fixtureBike().id, brandkey: 'ardenne', range: 'Race', rangeCode: 'RACE', category: 'bikes', $$price: { msrp: 1, currency: 'EUR' } };
      throw new Error(path);
    });
    await store.set(checkCartAtom, { api, locale: 'de_CH' });
    const [bike, jersey] = store.get(cartAtom).products;
    expect(bike).toMatchObject({ qty: 2, price: 4499, currency: 'CHF', brandkey: 'ardenne', rangeCode: 'RACE' });
    expect(jersey.qty).toBe(2);
    expect(store.get(cartAvailabilityAtom)?.lines.map((l) => l.message)).toEqual(['maxQuantity', 'noLongerAvailable']);
    expect(store.get(basketSnapshotAtom)?.event).toBe('updatePrices');
    // The cut is remembered for the line (the next check, at 2, says nothing).
    expect(store.get(cartQuantityCapsAtom)).toEqual({ [fixtureBike().id]: 2 });
  });

  it('falls back to the item call while the availability call is not deployed', async () => {
    const store = createStore();
    store.set(addToCartAtom, fixtureBike());
    const api = fakeApi((method) => {
      if (method === 'POST') throw new ApiClientError(404, 'ROUTE_NOT_FOUND', 'no route');
      return { externalid: fixtureBike().id, brandkey: 'ardenne', availability: 'onstock', qty: 4, $$price: { msrp: 3999, currency: 'EUR' } };
    });
    await store.set(checkCartAtom, { api, locale: 'de_DE' });
    expect(store.get(cartAtom).products[0].price).toBe(3999);
    expect(store.get(cartAvailabilityAtom)?.lines[0]).toMatchObject({ available: true, message: null });
  });
});
