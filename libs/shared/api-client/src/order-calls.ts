import { ApiClientError, apiClientErrorFrom, buildQuery, type ApiClient } from './api-client';
import {
  ORDER_TOKEN_HEADER, type CartAvailability, type CheckoutSnapshot, type OrderLookupInput, type OrderStatusView, type OrderView, type PaymentLink, type PlacedOrder, type VatCheckResult,
} from '@bike/shared/domain';

/**
 * Cart, checkout and order calls of spec point 7 (the orders API). The server prices everything
 * itself; amounts are never sent. Errors arrive as ApiClientError with the API's code and name
 * (e.g. 409 emailAlreadyInUse / EMAIL_ALREADY_REGISTERED, 400 ADDRESS_INVALID, 409 OUT_OF_STOCK).
 */

export interface CartAvailabilityItem {
  /** External id of the item (configuration or size). */
  id: string;
  qty: number;
  /** The lead time the shopper was shown; a longer one now answers `deliveryDate`. */
  workdays?: number | null;
}

export const checkCartAvailability = (api: ApiClient, locale: string, cartItems: CartAvailabilityItem[]) =>
  api.post<CartAvailability>('/consumer/v1/items/cart/availability', { cartItems }, { locale });

/** With the locale, the answer also says whether an order there deducts the VAT, charges it, or holds it for review. */
export const checkVatNumber = (api: ApiClient, vat: string, locale?: string) =>
  api.get<VatCheckResult>(`/consumer/v1/order/checkVAT/${encodeURIComponent(vat)}`, { locale });

export interface CreateCheckoutBody {
  lang: string;
  brand: string;
  items: { id: string; qty: number; type: 'item' }[];
  redirect?: string;
  authRedirect?: string;
  discountcode?: string | null;
  shippingMethod?: 'CONSUMER' | 'DEALER';
}

export const createCheckout = (api: ApiClient, body: CreateCheckoutBody) => api.post<CheckoutSnapshot>('/v1/checkouts', body);

export interface OrderAddressBody {
  street: string;
  number: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2, e.g. BE. */
  country: string;
}

export interface PlaceOrderBody {
  remarks?: string | null;
  consumer: {
    customerType: 'consumer' | 'business';
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    company?: string | null;
    vatNumber?: string | null;
    invoiceAddress: OrderAddressBody;
    shippingAddressSameAsInvoice: boolean;
    shippingAddress?: OrderAddressBody | null;
    createAccount?: boolean;
    password?: string | null;
  };
  discountcode?: string | null;
  dealer?: { customerid: string } | null;
  deliverylocation?: unknown;
  orderlines: { externalid: string; range?: string | null; model?: string | null; category?: string | null; family?: string | null; shippingmethod?: string | null; quantity: number }[];
  locale: string;
  shippingMethod: 'CONSUMER' | 'DEALER';
  shipping?: { consumer?: unknown; dealer?: unknown } | null;
  brand: string;
  /** Same-origin path the shopper returns to after paying (`?order={uuid}` is added). */
  redirect?: string;
  authRedirect?: string;
  paymentMethod?: 'online' | 'banktransfer';
}

/** A fresh key per checkout attempt; keep it while retrying the same attempt. */
export function newIdempotencyKey(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * POST /consumer/v1/orders with an Idempotency-Key: sending the same key again (a network retry,
 * a double click) returns the first order instead of placing a second one.
 */
export async function placeOrder(api: ApiClient, body: PlaceOrderBody, idempotencyKey: string = newIdempotencyKey()): Promise<PlacedOrder> {
  let response: Response;
  try {
    response = await api.fetch('/consumer/v1/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiClientError(0, 'NETWORK_ERROR', 'Network error, no connection.');
  }
  const payload = await response.json().catch(() => null);
  if (!response.ok) throw apiClientErrorFrom(response.status, payload, 'Something went wrong when processing your order...');
  return payload.result as PlacedOrder;
}

/**
 * A call on one order with the buyer's proof: the order token (from the placement answer) goes
 * in the x-order-token header, never in the URL, where prefetchers, logs and Referer headers
 * would carry it. Without a token the bearer session (the account that placed it) is the proof.
 */
async function orderCall<T>(api: ApiClient, method: 'GET' | 'POST', path: string, orderToken: string | null | undefined, query?: Record<string, string | undefined>, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (orderToken) headers[ORDER_TOKEN_HEADER] = orderToken;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await api.fetch(path + buildQuery(query), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiClientError(0, 'NETWORK_ERROR', 'Network error, no connection.');
  }
  const payload = await response.json().catch(() => null);
  if (!response.ok) throw apiClientErrorFrom(response.status, payload);
  return (payload && typeof payload === 'object' && 'result' in payload ? payload.result : payload) as T;
}

const orderPath = (uuid: string) => `/consumer/v1/orders/${encodeURIComponent(uuid)}`;

/** The whole order with proof; without it only its status (OrderStatusView, `limited: true`). */
export const fetchOrder = (api: ApiClient, uuid: string, orderToken?: string | null) =>
  orderCall<OrderView | OrderStatusView>(api, 'GET', orderPath(uuid), orderToken);

/** A new online payment for an unpaid order (after a failure, or instead of a bank transfer); POST, so no prefetcher starts one. */
export const retryOrderPayment = (api: ApiClient, uuid: string, redirect?: string, orderToken?: string | null) =>
  orderCall<{ payment: PaymentLink }>(api, 'POST', `${orderPath(uuid)}/retry`, orderToken, { redirect }, {});

export const cancelOrder = (api: ApiClient, uuid: string, orderToken?: string | null) =>
  orderCall<OrderView>(api, 'POST', `${orderPath(uuid)}/cancel`, orderToken, undefined, {});

/**
 * A guest's order by its number and email address (issue 32): the read-only view, or 404
 * ORDER_LOOKUP_FAILED whether the number is unknown or the address wrong. POST, so neither
 * travels in a URL (logs, history, Referer).
 */
export const lookupOrder = (api: ApiClient, lookup: OrderLookupInput) => api.post<OrderView>('/consumer/v1/orders/lookup', lookup);

/** The signed-in user's orders (needs the bearer token the client sends). */
export const fetchMyOrders = (api: ApiClient, locale: string) => api.get<OrderView[]>('/consumer/v1/orders', { locale });
