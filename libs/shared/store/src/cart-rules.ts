import { lacksFrameSize } from '@bike/shared/domain/frame-size';

/**
 * Cart state and its pure transitions (spec points 3 and 4). Kept free of jotai and of the
 * browser so the same rules run in tests, in every remote and on the server.
 */
export type CartStatus = 'DRAFT' | 'PENDING' | 'SUCCESS' | 'ERROR';
export const CART_STATUSES: readonly CartStatus[] = ['DRAFT', 'PENDING', 'SUCCESS', 'ERROR'];

export interface CartLine {
  /** External id of the priced configuration or accessory size. */
  id: string;
  qty: number;
  title: string;
  image?: string;
  itemtype: 'bike' | 'accessory';
  /** Options shown under the line: size, design, groupset. */
  options?: Record<string, string>;
  /** Unit price in the cart currency; lines without one are dropped on load. */
  price?: number | null;
  currency?: string;
  /*
   * What the discount rules and the totals need to know of the item (spec point 5). Filled by
   * add-to-cart when it knows them, and by the cart's server refresh otherwise.
   */
  category?: string;
  familycode?: string;
  brandkey?: string;
  range?: string | null;
  rangeCode?: string | null;
  vouchercountry?: string | null;
  voucherbannerimage?: string | null;
}

export type CustomerType = 'consumer' | 'business';
export type ShippingMethod = 'CONSUMER' | 'DEALER';

/** Invoice details the cart keeps between checkout steps (spec point 3: details). */
export interface CartDetails {
  customerType: CustomerType;
  shippingAddressSameAsInvoice: boolean;
}

/** Where the order goes: home delivery or pick-up at a dealer (spec point 3: location). */
export interface CartLocation {
  shippingMethod: ShippingMethod;
  dealer?: { customerid: string; name: string; city?: string } | null;
}

export interface Cart {
  products: CartLine[];
  status: CartStatus;
  currency?: string;
  location?: CartLocation | null;
  remark?: string;
  details: CartDetails;
  /** The placed order as the API answered it (status PENDING onwards). */
  order?: unknown;
  /** Kept on SUCCESS so the shopper can be sent (back) to the payment page. */
  paymentUrl?: string;
  orderUuid?: string;
  /** Kept on ERROR: the spec-point-8 code or message of the failure. */
  error?: string;
}

export const MAX_LINE_QUANTITY = 99;

export const defaultCartDetails = (): CartDetails => ({ customerType: 'consumer', shippingAddressSameAsInvoice: true });

/** Clearing the cart resets everything: lines, status, location, remark, details, order. */
export const emptyCart = (): Cart => ({ products: [], status: 'DRAFT', location: null, remark: '', details: defaultCartDetails() });

const clampQty = (qty: number, max = MAX_LINE_QUANTITY) =>
  Number.isFinite(qty) ? Math.max(0, Math.min(max, MAX_LINE_QUANTITY, Math.floor(qty))) : 0;

/**
 * Any change to the lines after an order attempt makes the cart a draft again: the placed
 * order no longer matches it, so the outcome of that attempt is forgotten.
 */
function edited(cart: Cart, products: CartLine[]): Cart {
  if (cart.status === 'DRAFT') return { ...cart, products };
  const { paymentUrl: _u, orderUuid: _o, error: _e, order: _order, ...rest } = cart;
  return { ...rest, products, status: 'DRAFT' };
}

/**
 * A bike line that names no frame size (issue 32): it cannot be added, and one restored from an
 * older cart waits in the cart, marked, until the shopper chooses a size (chooseLineSize). The
 * size is the line's `size` option, which add-to-cart writes for a catalogue size and a custom build.
 */
export const lineNeedsSize = (line: Pick<CartLine, 'itemtype' | 'options'>): boolean =>
  lacksFrameSize({ itemtype: line.itemtype, size: line.options?.size });

/** Adding a product already in the cart raises its quantity; a bike without a size is refused (the cart is returned as it was). */
export function addLine(cart: Cart, line: CartLine): Cart {
  if (lineNeedsSize(line)) return cart;
  const existing = cart.products.find((p) => p.id === line.id);
  const products = existing
    ? cart.products.map((p) => (p.id === line.id ? { ...p, ...withoutQty(line), qty: clampQty(p.qty + line.qty) } : p))
    : [...cart.products, { ...line, qty: clampQty(line.qty) }];
  return edited(cart, products.filter((p) => p.qty > 0));
}

const withoutQty = ({ qty: _q, ...rest }: CartLine) => rest;

/**
 * The shopper chose a size for a bike line that waited for one: the sized line takes its place
 * and its quantity (joining the same size when that is in the cart already). Without a waiting
 * line this is a plain add; a choice without a size changes nothing.
 */
export function chooseLineSize(cart: Cart, waitingId: string, sized: CartLine): Cart {
  if (lineNeedsSize(sized)) return cart;
  const waiting = cart.products.find((p) => p.id === waitingId && lineNeedsSize(p));
  if (!waiting) return addLine(cart, sized);
  const existing = cart.products.find((p) => p.id === sized.id);
  const products = cart.products
    .filter((p) => p !== existing)
    .map((p) => (p === waiting ? { ...withoutQty(sized), qty: clampQty(waiting.qty + (existing?.qty ?? 0)) } : p));
  return edited(cart, products);
}

/** Quantity can be set directly; zero removes the line; `max` is the line's server maximum. */
export function setLineQuantity(cart: Cart, id: string, qty: number, max?: number): Cart {
  const next = clampQty(qty, max);
  if (next === 0) return removeLine(cart, id);
  return edited(cart, cart.products.map((p) => (p.id === id ? { ...p, qty: next } : p)));
}

export const incrementLine = (cart: Cart, id: string, max?: number): Cart =>
  setLineQuantity(cart, id, (cart.products.find((p) => p.id === id)?.qty ?? 0) + 1, max);

/** Decrement never removes: the last unit goes with the remove button, not by accident. */
export function decrementLine(cart: Cart, id: string): Cart {
  const qty = cart.products.find((p) => p.id === id)?.qty ?? 0;
  return qty <= 1 ? cart : setLineQuantity(cart, id, qty - 1);
}

export function removeLine(cart: Cart, id: string): Cart {
  return edited(cart, cart.products.filter((p) => p.id !== id));
}

/** Server facts about one line: its current price (in the locale currency) and item details. */
export type LineUpdate = Partial<Omit<CartLine, 'id' | 'qty'>> & { id: string; qty?: number };

/**
 * Prices (and item facts) from the server replace what the browser remembered. A line the
 * server prices at null is kept but unpriced, so the cart can say it is no longer available.
 */
export function updateLines(cart: Cart, updates: LineUpdate[]): Cart {
  if (updates.length === 0) return cart;
  const byId = new Map<string, LineUpdate>();
  for (const u of updates) byId.set(u.id, { ...byId.get(u.id), ...u });
  let changed = false;
  const products = cart.products.map((p) => {
    const u = byId.get(p.id);
    if (!u) return p;
    const next: CartLine = { ...p };
    for (const [key, value] of Object.entries(u) as [keyof CartLine, unknown][]) {
      if (value === undefined || key === 'id') continue;
      if (key === 'qty') (next as { qty: number }).qty = clampQty(value as number);
      else (next as unknown as Record<string, unknown>)[key] = value;
    }
    if (JSON.stringify(next) !== JSON.stringify(p)) changed = true;
    return next;
  });
  if (!changed) return cart;
  const currency = products.find((p) => p.currency)?.currency ?? cart.currency;
  return { ...cart, products: products.filter((p) => p.qty > 0), currency };
}

/** An order is being placed: the previous outcome is forgotten. */
export function markPending(cart: Cart, order?: unknown): Cart {
  const { paymentUrl: _u, orderUuid: _o, error: _e, ...rest } = cart;
  return { ...rest, status: 'PENDING', order: order ?? rest.order };
}

/** The order was placed: the payment url and order uuid are kept for the payment redirect and retry. */
export function markSucceeded(cart: Cart, outcome: { paymentUrl: string; orderUuid: string; order?: unknown }): Cart {
  const { error: _e, ...rest } = cart;
  return { ...rest, status: 'SUCCESS', paymentUrl: outcome.paymentUrl, orderUuid: outcome.orderUuid, order: outcome.order ?? rest.order };
}

/** Placing the order failed: the error is kept so the checkout can show it and offer a retry. */
export function markFailed(cart: Cart, error: string): Cart {
  const { paymentUrl: _u, orderUuid: _o, ...rest } = cart;
  return { ...rest, status: 'ERROR', error };
}

export const setRemark = (cart: Cart, remark: string): Cart => ({ ...cart, remark });
export const setDetails = (cart: Cart, details: Partial<CartDetails>): Cart => ({ ...cart, details: { ...cart.details, ...details } });
export const setLocation = (cart: Cart, location: CartLocation | null): Cart => ({ ...cart, location });

export function cartCount(cart: Cart): number {
  return cart.products.reduce((sum, p) => sum + p.qty, 0);
}

/** Sum of the lines as the browser knows them; the server recomputes every amount at checkout. */
export function cartSubtotal(cart: Cart): number | null {
  if (cart.products.some((p) => p.price == null)) return null;
  return Math.round(cart.products.reduce((sum, p) => sum + (p.price ?? 0) * p.qty, 0) * 100) / 100;
}

const isLine = (p: unknown): p is CartLine => {
  const line = p as CartLine;
  return (
    !!line && typeof line === 'object' && typeof line.id === 'string' && line.id !== '' &&
    typeof line.qty === 'number' && line.qty > 0 && typeof line.price === 'number' && Number.isFinite(line.price) &&
    typeof line.title === 'string' && (line.itemtype === 'bike' || line.itemtype === 'accessory')
  );
};

function restoreDetails(raw: unknown): CartDetails {
  const d = (raw ?? {}) as Partial<CartDetails>;
  return {
    customerType: d.customerType === 'business' ? 'business' : 'consumer',
    shippingAddressSameAsInvoice: d.shippingAddressSameAsInvoice !== false,
  };
}

function restoreLocation(raw: unknown): CartLocation | null {
  const l = raw as CartLocation | null;
  if (!l || typeof l !== 'object' || (l.shippingMethod !== 'CONSUMER' && l.shippingMethod !== 'DEALER')) return null;
  const dealer = l.dealer && typeof l.dealer.customerid === 'string' && typeof l.dealer.name === 'string' ? l.dealer : null;
  return { shippingMethod: l.shippingMethod, dealer };
}

/** Restoring from storage: anything malformed becomes an empty cart, lines without a price are dropped. */
export function restoreCart(raw: unknown): Cart {
  if (!raw || typeof raw !== 'object' || !Array.isArray((raw as Cart).products)) return emptyCart();
  const stored = raw as Partial<Cart> & { products: unknown[] };
  const products = stored.products.filter(isLine).map((p) => ({ ...p, qty: clampQty(p.qty) || 1 }));
  const status: CartStatus = CART_STATUSES.includes(stored.status as CartStatus) ? (stored.status as CartStatus) : 'DRAFT';
  const cart: Cart = {
    products,
    status,
    location: restoreLocation(stored.location),
    remark: typeof stored.remark === 'string' ? stored.remark : '',
    details: restoreDetails(stored.details),
  };
  if (typeof stored.currency === 'string') cart.currency = stored.currency;
  if (stored.order !== undefined) cart.order = stored.order;
  if (status === 'SUCCESS' && typeof stored.paymentUrl === 'string' && typeof stored.orderUuid === 'string') {
    cart.paymentUrl = stored.paymentUrl;
    cart.orderUuid = stored.orderUuid;
  }
  if (status === 'ERROR' && typeof stored.error === 'string') cart.error = stored.error;
  return cart;
}
