import { atom } from 'jotai';
import type { CartAvailabilityLine as ServerAvailabilityLine } from '@bike/shared/domain';
import {
  addLine, cartCount, chooseLineSize, decrementLine, emptyCart, incrementLine, lineNeedsSize, markFailed, markPending, markSucceeded, removeLine, setDetails,
  setLineQuantity, setLocation, setRemark, updateLines, type Cart, type CartDetails, type CartLine, type CartLocation, type LineUpdate,
} from './cart-rules';
import type { LookedUpDiscount } from './discount-code-rules';
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
  currency: string | null;
  lines: { id: string; qty: number; price: number | null }[];
}
export const basketSnapshotAtom = atom<BasketSnapshot | null>(null);

export const basketSnapshot = (cart: Cart, event: BasketEvent): BasketSnapshot => ({
  event,
  at: Date.now(),
  currency: cart.currency ?? cart.products.find((p) => p.currency)?.currency ?? null,
  lines: cart.products.map((p) => ({ id: p.id, qty: p.qty, price: p.price ?? null })),
});

/**
 * Lines whose asked quantity was cut to what they may hold, with that maximum (spec point 5: "a
 * maximum of {max} items"). Kept until the shopper changes the line again, so the cart can say
 * why a typed 9 became 5 instead of changing it silently. Not persisted.
 */
export const cartQuantityCapsAtom = atom<Record<string, number>>({});
const forgetCap = (caps: Record<string, number>, id: string) => {
  if (!(id in caps)) return caps;
  const { [id]: _gone, ...rest } = caps;
  return rest;
};
/** Records (or, with null, forgets) that a line's asked quantity was cut to `max`. */
export const noteCartQuantityCapAtom = atom(null, (get, set, change: { id: string; max: number | null }) => {
  const caps = get(cartQuantityCapsAtom);
  if (change.max === null) set(cartQuantityCapsAtom, forgetCap(caps, change.id));
  else if (caps[change.id] !== change.max) set(cartQuantityCapsAtom, { ...caps, [change.id]: change.max });
});

/**
 * Cart line actions: each updates the cart and the marketing snapshot together. Adding answers
 * 'sizeRequired' (and changes nothing) for a bike without a size, so the caller can say so.
 */
export const addToCartAtom = atom(null, (get, set, line: CartLine): 'added' | 'sizeRequired' => {
  if (lineNeedsSize(line)) return 'sizeRequired';
  const next = addLine(get(cartAtom), line);
  set(cartAtom, next);
  set(basketSnapshotAtom, basketSnapshot(next, 'add'));
  return 'added';
});
/** A size chosen for a line that waited for one (chooseLineSize): the sized line takes its place and quantity. */
export const chooseCartLineSizeAtom = atom(null, (get, set, change: { waitingId: string; line: CartLine }): 'added' | 'sizeRequired' => {
  if (lineNeedsSize(change.line)) return 'sizeRequired';
  const next = chooseLineSize(get(cartAtom), change.waitingId, change.line);
  set(cartAtom, next);
  set(cartQuantityCapsAtom, forgetCap(get(cartQuantityCapsAtom), change.waitingId));
  set(basketSnapshotAtom, basketSnapshot(next, 'add'));
  return 'added';
});
/**
 * Sets a line's quantity directly (0 removes it); `max` is what the line may hold when known.
 * Asking more than that sets the maximum and remembers the cut (cartQuantityCapsAtom).
 */
export const setCartQuantityAtom = atom(null, (get, set, change: { id: string; qty: number; max?: number }) => {
  const before = get(cartAtom).products.find((p) => p.id === change.id)?.qty ?? 0;
  const next = setLineQuantity(get(cartAtom), change.id, change.qty, change.max);
  const after = next.products.find((p) => p.id === change.id)?.qty ?? 0;
  set(noteCartQuantityCapAtom, { id: change.id, max: after > 0 && Math.floor(change.qty) > after ? after : null });
  if (next === get(cartAtom) || after === before) return;
  set(cartAtom, next);
  set(basketSnapshotAtom, basketSnapshot(next, after === 0 ? 'remove' : after > before ? 'increment' : 'decrement'));
});
export const incrementCartLineAtom = atom(null, (get, set, change: { id: string; max?: number }) => {
  const next = incrementLine(get(cartAtom), change.id, change.max);
  if (next === get(cartAtom) || cartCount(next) === cartCount(get(cartAtom))) return;
  set(cartAtom, next);
  set(basketSnapshotAtom, basketSnapshot(next, 'increment'));
});
export const decrementCartLineAtom = atom(null, (get, set, id: string) => {
  const next = decrementLine(get(cartAtom), id);
  if (next === get(cartAtom)) return;
  set(cartAtom, next);
  set(cartQuantityCapsAtom, forgetCap(get(cartQuantityCapsAtom), id));
  set(basketSnapshotAtom, basketSnapshot(next, 'decrement'));
});
export const removeFromCartAtom = atom(null, (get, set, id: string) => {
  const next = removeLine(get(cartAtom), id);
  set(cartAtom, next);
  set(cartQuantityCapsAtom, forgetCap(get(cartQuantityCapsAtom), id));
  set(basketSnapshotAtom, basketSnapshot(next, 'remove'));
});
/** Clearing resets everything (lines, status, location, remark, details, order) and forgets the availability check. */
export const clearCartAtom = atom(null, (_get, set) => {
  const next = emptyCart();
  set(cartAtom, next);
  set(cartAvailabilityAtom, null);
  set(cartQuantityCapsAtom, {});
  set(basketSnapshotAtom, basketSnapshot(next, 'clear'));
});
/** Server prices and item facts for the lines (the availability check): the "update prices" event. */
export const updateCartPricesAtom = atom(null, (get, set, updates: LineUpdate[]) => {
  const next = updateLines(get(cartAtom), updates);
  if (next === get(cartAtom)) return;
  set(cartAtom, next);
  set(basketSnapshotAtom, basketSnapshot(next, 'updatePrices'));
});

/*
 * Order placement (spec point 4), called by the checkout: DRAFT -> PENDING when the order is
 * sent, then SUCCESS (payment url and order uuid kept) or ERROR (error kept).
 */
export const markCartPendingAtom = atom(null, (get, set, order?: unknown) => set(cartAtom, markPending(get(cartAtom), order)));
export const markCartSucceededAtom = atom(null, (get, set, outcome: { paymentUrl: string; orderUuid: string; order?: unknown }) =>
  set(cartAtom, markSucceeded(get(cartAtom), outcome)),
);
export const markCartFailedAtom = atom(null, (get, set, error: string) => set(cartAtom, markFailed(get(cartAtom), error)));
export const setCartRemarkAtom = atom(null, (get, set, remark: string) => set(cartAtom, setRemark(get(cartAtom), remark)));
export const setCartDetailsAtom = atom(null, (get, set, details: Partial<CartDetails>) => set(cartAtom, setDetails(get(cartAtom), details)));
export const setCartLocationAtom = atom(null, (get, set, location: CartLocation | null) => set(cartAtom, setLocation(get(cartAtom), location)));

/** The last availability check of the cart (not persisted: it is asked again on every visit). */
export type CartAvailabilityLine = Pick<ServerAvailabilityLine, 'id' | 'available' | 'qty' | 'maxQty' | 'remaining' | 'message'>;
export interface CartAvailability {
  checkedAt: number;
  locale: string;
  lines: CartAvailabilityLine[];
  checkout: { bikes: boolean; accessories: boolean; discountCheckout: boolean } | null;
}
export const cartAvailabilityAtom = atom<CartAvailability | null>(null);

/** The discount behind discountCodeAtom once looked up and accepted; null while none is set. */
export const discountAtom = atom<LookedUpDiscount | null>(null);

/** True once the shell has restored cart, compare and discount code from browser storage. */
export const storageRestoredAtom = atom(false);

/**
 * Toasts: 5000 ms, bottom right (spec point 9). One toast per message: the same message (or the
 * same `key`) again replaces the one on screen and restarts its time, a message that no longer
 * applies is cleared by its key (clearToastAtom), and at most MAX_TOASTS show at once.
 */
export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'info';
  message: string;
  /** What the toast is about ('choose-size'); default: the message itself. */
  key?: string;
  /** A link that follows up on the message ("Compare (2)" after adding a bike): a path under the locale. */
  action?: { label: string; to: string };
}
export const TOAST_DURATION_MS = 5000;
export const MAX_TOASTS = 3;
export const toastsAtom = atom<Toast[]>([]);
let toastSeq = 0;
const keyOf = (toast: Pick<Toast, 'key' | 'message'>) => toast.key ?? toast.message;
export const showToastAtom = atom(null, (get, set, toast: Omit<Toast, 'id'>) => {
  const id = ++toastSeq;
  const others = get(toastsAtom).filter((t) => keyOf(t) !== keyOf(toast));
  set(toastsAtom, [...others, { ...toast, id }].slice(-MAX_TOASTS));
  if (typeof window !== 'undefined') {
    window.setTimeout(() => set(toastsAtom, (list) => list.filter((t) => t.id !== id)), TOAST_DURATION_MS);
  }
});
/** Removes the toast about `key` (a hint that no longer applies, e.g. once a size is chosen). */
export const clearToastAtom = atom(null, (get, set, key: string) => {
  const list = get(toastsAtom);
  if (list.some((t) => keyOf(t) === key)) set(toastsAtom, list.filter((t) => keyOf(t) !== key));
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
