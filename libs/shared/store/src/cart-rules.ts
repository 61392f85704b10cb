/**
 * Cart state and its pure transitions (spec points 3 and 4). Kept free of jotai and of the
 * browser so the same rules run in tests, in every remote and on the server.
 */
export type CartStatus = 'DRAFT' | 'PENDING' | 'SUCCESS' | 'ERROR';

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
}

export interface Cart {
  products: CartLine[];
  status: CartStatus;
  currency?: string;
  remark?: string;
  paymentUrl?: string;
  orderUuid?: string;
  error?: string;
}

export const MAX_LINE_QUANTITY = 99;

export const emptyCart = (): Cart => ({ products: [], status: 'DRAFT' });

const clampQty = (qty: number) => Math.max(0, Math.min(MAX_LINE_QUANTITY, Math.floor(qty)));

/** Adding a product already in the cart raises its quantity. */
export function addLine(cart: Cart, line: CartLine): Cart {
  const existing = cart.products.find((p) => p.id === line.id);
  const products = existing
    ? cart.products.map((p) => (p.id === line.id ? { ...p, qty: clampQty(p.qty + line.qty) } : p))
    : [...cart.products, { ...line, qty: clampQty(line.qty) }];
  return { ...cart, products };
}

/** Quantity can be set directly; zero removes the line. */
export function setLineQuantity(cart: Cart, id: string, qty: number): Cart {
  const next = clampQty(qty);
  if (next === 0) return removeLine(cart, id);
  return { ...cart, products: cart.products.map((p) => (p.id === id ? { ...p, qty: next } : p)) };
}

export function removeLine(cart: Cart, id: string): Cart {
  return { ...cart, products: cart.products.filter((p) => p.id !== id) };
}

export function cartCount(cart: Cart): number {
  return cart.products.reduce((sum, p) => sum + p.qty, 0);
}

/** Sum of the lines as the browser knows them; the server recomputes every amount at checkout. */
export function cartSubtotal(cart: Cart): number | null {
  if (cart.products.some((p) => p.price == null)) return null;
  return cart.products.reduce((sum, p) => sum + (p.price ?? 0) * p.qty, 0);
}

/** Restoring from storage: anything malformed becomes an empty cart, lines without a price are dropped. */
export function restoreCart(raw: unknown): Cart {
  if (!raw || typeof raw !== 'object' || !Array.isArray((raw as Cart).products)) return emptyCart();
  const stored = raw as Cart;
  const products = stored.products.filter(
    (p) => p && typeof p.id === 'string' && typeof p.qty === 'number' && p.qty > 0 && typeof p.price === 'number',
  );
  const status: CartStatus = ['DRAFT', 'PENDING', 'SUCCESS', 'ERROR'].includes(stored.status) ? stored.status : 'DRAFT';
  return { ...stored, products, status };
}
