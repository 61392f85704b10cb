import { atom } from 'jotai';
import { addLine, cartCount, emptyCart, removeLine, setLineQuantity, type Cart, type CartLine } from './cart-rules';
import { DEFAULT_USER_LOCATION, type UserLocation } from './location-rules';

/**
 * The shop's shared state. The shell creates ONE jotai store and provides it to every remote;
 * this library and jotai are module-federation singletons, so these atom objects are the same
 * in the shell and in each remote, and an action in a remote updates the shell's header at once.
 */
export const cartAtom = atom<Cart>(emptyCart());
export const cartCountAtom = atom((get) => cartCount(get(cartAtom)));

export const compareAtom = atom<CompareEntry[]>([]);
export const discountCodeAtom = atom<string | null>(null);
export const userLocationAtom = atom<UserLocation>(DEFAULT_USER_LOCATION);

export const navOpenAtom = atom(false);
export const onlineAtom = atom(true);
export const previewAtom = atom(false);
export const consentAtom = atom<ConsentState>(initialConsent());

export interface CompareEntry {
  id: string;
  title: string;
  image?: string;
}
export const MAX_COMPARE = 4;

export type ConsentLevel = 'security' | 'functional' | 'product_enhancement_content_tracking' | 'marketing';
export type ConsentState = Record<ConsentLevel, boolean> & { decided: boolean };
export function initialConsent(): ConsentState {
  // Security is always granted; the others start denied until the visitor gives them.
  return { security: true, functional: false, product_enhancement_content_tracking: false, marketing: false, decided: false };
}

/** Marketing basket snapshot, refreshed on each cart event of spec point 4. */
export type BasketEvent = 'add' | 'initialize' | 'remove' | 'increment' | 'decrement' | 'updatePrices' | 'clear';
export interface BasketSnapshot {
  event: BasketEvent;
  at: number;
  lines: { id: string; qty: number; price: number | null }[];
}
export const basketSnapshotAtom = atom<BasketSnapshot | null>(null);

const snapshot = (cart: Cart, event: BasketEvent): BasketSnapshot => ({
  event,
  at: Date.now(),
  lines: cart.products.map((p) => ({ id: p.id, qty: p.qty, price: p.price ?? null })),
});

/** Cart actions: each updates the cart and the marketing snapshot together. */
export const addToCartAtom = atom(null, (get, set, line: CartLine) => {
  const next = addLine(get(cartAtom), line);
  set(cartAtom, next);
  set(basketSnapshotAtom, snapshot(next, 'add'));
});
export const setCartQuantityAtom = atom(null, (get, set, change: { id: string; qty: number }) => {
  const before = get(cartAtom).products.find((p) => p.id === change.id)?.qty ?? 0;
  const next = setLineQuantity(get(cartAtom), change.id, change.qty);
  set(cartAtom, next);
  set(basketSnapshotAtom, snapshot(next, change.qty >= before ? 'increment' : 'decrement'));
});
export const removeFromCartAtom = atom(null, (get, set, id: string) => {
  const next = removeLine(get(cartAtom), id);
  set(cartAtom, next);
  set(basketSnapshotAtom, snapshot(next, 'remove'));
});
export const clearCartAtom = atom(null, (_get, set) => {
  const next = emptyCart();
  set(cartAtom, next);
  set(basketSnapshotAtom, snapshot(next, 'clear'));
});

/** Toasts: 5000 ms, bottom right (spec point 9). */
export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'info';
  message: string;
}
export const TOAST_DURATION_MS = 5000;
export const toastsAtom = atom<Toast[]>([]);
let toastSeq = 0;
export const showToastAtom = atom(null, (get, set, toast: Omit<Toast, 'id'>) => {
  const id = ++toastSeq;
  set(toastsAtom, [...get(toastsAtom), { ...toast, id }]);
  if (typeof window !== 'undefined') {
    window.setTimeout(() => set(toastsAtom, (list) => list.filter((t) => t.id !== id)), TOAST_DURATION_MS);
  }
});
export const dismissToastAtom = atom(null, (get, set, id: number) => set(toastsAtom, get(toastsAtom).filter((t) => t.id !== id)));

/** Compare list actions; the caller shows the toast so it can be translated. */
export const addToCompareAtom = atom(null, (get, set, entry: CompareEntry): 'added' | 'exists' | 'full' => {
  const list = get(compareAtom);
  if (list.some((e) => e.id === entry.id)) return 'exists';
  if (list.length >= MAX_COMPARE) return 'full';
  set(compareAtom, [...list, entry]);
  return 'added';
});
export const removeFromCompareAtom = atom(null, (get, set, id: string) => set(compareAtom, get(compareAtom).filter((e) => e.id !== id)));
