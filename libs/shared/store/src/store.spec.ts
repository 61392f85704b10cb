import { createStore } from 'jotai';
import { addToCartAtom, cartAtom, cartCountAtom, addToCompareAtom, compareAtom, discountCodeAtom, MAX_COMPARE, userLocationAtom, setCartQuantityAtom, clearCartAtom, basketSnapshotAtom, showToastAtom, clearToastAtom, toastsAtom, MAX_TOASTS } from './atoms';
import { connectStoreToStorage } from './persistence';
import { emptyCart, restoreCart } from './cart-rules';

const bike = { id: 'B-1', qty: 1, title: 'Aero', itemtype: 'bike' as const, price: 3999, currency: 'EUR', options: { size: 'M' } };

describe('shop store', () => {
  beforeEach(() => localStorage.clear());

  it('adding a product already in the cart raises its quantity', () => {
    const store = createStore();
    store.set(addToCartAtom, bike);
    store.set(addToCartAtom, bike);
    expect(store.get(cartAtom).products).toHaveLength(1);
    expect(store.get(cartCountAtom)).toBe(2);
    store.set(setCartQuantityAtom, { id: 'B-1', qty: 5 });
    expect(store.get(cartCountAtom)).toBe(5);
    expect(store.get(basketSnapshotAtom)?.event).toBe('increment');
    store.set(clearCartAtom);
    expect(store.get(cartAtom)).toEqual(emptyCart());
  });

  it('drops cart lines without a price on load', () => {
    const cart = restoreCart({ status: 'DRAFT', products: [bike, { ...bike, id: 'B-2', price: null }] });
    expect(cart.products.map((p) => p.id)).toEqual(['B-1']);
    expect(restoreCart('garbage')).toEqual(emptyCart());
  });

  it('persists and restores under the spec keys; voucher in the URL wins', () => {
    const store = createStore();
    connectStoreToStorage(store, localStorage);
    store.set(addToCartAtom, bike);
    store.set(discountCodeAtom, 'STORED');
    expect(JSON.parse(localStorage.getItem('cart')!).products[0].id).toBe('B-1');
    const fresh = createStore();
    connectStoreToStorage(fresh, localStorage, 'FROMURL');
    expect(fresh.get(cartCountAtom)).toBe(1);
    expect(fresh.get(discountCodeAtom)).toBe('FROMURL');
  });

  it('restores a stored location unless it is of type COORDINATES', () => {
    localStorage.setItem('userLocation', JSON.stringify({ type: 'SEARCH', lat: 1, lng: 2, readableLocation: 'Gent', timestamp: 1 }));
    const a = createStore();
    connectStoreToStorage(a, localStorage);
    expect(a.get(userLocationAtom).readableLocation).toBe('Gent');
    localStorage.setItem('userLocation', JSON.stringify({ type: 'COORDINATES', lat: 1, lng: 2, readableLocation: 'here', timestamp: 1 }));
    const b = createStore();
    connectStoreToStorage(b, localStorage);
    expect(b.get(userLocationAtom).readableLocation).toBe('Brussels');
  });

  it('caps the compare list', () => {
    const store = createStore();
    for (let i = 0; i < MAX_COMPARE; i++) expect(store.set(addToCompareAtom, { id: `B-${i}`, title: 'x' })).toBe('added');
    expect(store.set(addToCompareAtom, { id: 'B-9', title: 'x' })).toBe('full');
    expect(store.set(addToCompareAtom, { id: 'B-0', title: 'x' })).toBe('exists');
    expect(store.get(compareAtom)).toHaveLength(MAX_COMPARE);
  });
});

describe('toasts', () => {
  it('shows one toast per message, replaces it when it comes again, keeps at most three, and clears a hint by its key', () => {
    const store = createStore();
    store.set(showToastAtom, { kind: 'info', message: 'Choose a size', key: 'choose-size' });
    store.set(showToastAtom, { kind: 'info', message: 'Choose a size', key: 'choose-size' });
    store.set(showToastAtom, { kind: 'success', message: 'Added' });
    store.set(showToastAtom, { kind: 'success', message: 'Added' });
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['Choose a size', 'Added']);
    store.set(clearToastAtom, 'choose-size');
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['Added']);
    for (const message of ['a', 'b', 'c', 'd']) store.set(showToastAtom, { kind: 'info', message });
    expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['b', 'c', 'd']);
    expect(MAX_TOASTS).toBe(3);
  });
});
