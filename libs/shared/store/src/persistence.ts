import type { createStore } from 'jotai';
import { basketSnapshot, basketSnapshotAtom, cartAtom, compareAtom, consentAtom, discountCodeAtom, storageRestoredAtom, userLocationAtom, type CompareEntry } from './atoms';
import { restoreCart } from './cart-rules';
import { restoreLocation } from './location-rules';
import { STORAGE_KEYS } from './storage-keys';

type ShopStore = ReturnType<typeof createStore>;

function read(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw == null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown) {
  try {
    if (value == null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the shop keeps working in memory.
  }
}

/** Removes the recently viewed lists of every brand (keys `recentlyViewed.{brand}`). */
export function forgetRecentlyViewed(storage: Storage): void {
  // A Storage's own keys are the names of its items.
  for (const key of Object.keys(storage)) if (key.startsWith(`${STORAGE_KEYS.recentlyViewed}.`)) storage.removeItem(key);
}

/**
 * Restores cart, compare list, discount code, location and consent from browser storage
 * (spec point 4), then keeps storage in step with the store. Called once by the shell after
 * hydration, so the server-rendered HTML and the first client render agree.
 */
export function connectStoreToStorage(store: ShopStore, storage: Storage, voucherFromUrl?: string | null): () => void {
  const cart = restoreCart(read(storage, STORAGE_KEYS.cart));
  store.set(cartAtom, cart);
  store.set(basketSnapshotAtom, basketSnapshot(cart, 'initialize'));
  const compare = read(storage, STORAGE_KEYS.compare);
  if (Array.isArray(compare)) store.set(compareAtom, compare.filter((e): e is CompareEntry => !!e && typeof e.id === 'string'));
  // A voucher query parameter takes priority over the stored code. Either is only a candidate
  // until the discount lookup accepts it (see discount-code-sync.ts), which may clear it again.
  const storedCode = read(storage, STORAGE_KEYS.discountCode);
  const fromUrl = voucherFromUrl?.trim().toUpperCase();
  store.set(discountCodeAtom, typeof storedCode === 'string' && storedCode ? storedCode : null);
  store.set(userLocationAtom, restoreLocation(read(storage, STORAGE_KEYS.userLocation)));
  const consent = read(storage, STORAGE_KEYS.consent);
  if (consent && typeof consent === 'object') store.set(consentAtom, { ...store.get(consentAtom), ...(consent as object), security: true });

  const unsubscribers = [
    store.sub(cartAtom, () => write(storage, STORAGE_KEYS.cart, store.get(cartAtom))),
    store.sub(compareAtom, () => write(storage, STORAGE_KEYS.compare, store.get(compareAtom))),
    store.sub(discountCodeAtom, () => write(storage, STORAGE_KEYS.discountCode, store.get(discountCodeAtom))),
    store.sub(userLocationAtom, () => write(storage, STORAGE_KEYS.userLocation, store.get(userLocationAtom))),
    store.sub(consentAtom, () => write(storage, STORAGE_KEYS.consent, store.get(consentAtom))),
  ];
  // Recently viewed bikes (@bike/shared/recently-viewed) are kept only with functional consent:
  // without it (never given, refused, withdrawn on any page) every brand's list is removed.
  const forgetWithoutConsent = () => {
    if (!store.get(consentAtom).functional) forgetRecentlyViewed(storage);
  };
  forgetWithoutConsent();
  unsubscribers.push(store.sub(consentAtom, forgetWithoutConsent));
  // Set after subscribing so the URL's code is written to storage (and removed again if refused).
  if (fromUrl) store.set(discountCodeAtom, fromUrl);
  store.set(storageRestoredAtom, true);
  return () => unsubscribers.forEach((u) => u());
}
