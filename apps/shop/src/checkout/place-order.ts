import { useRef, useState } from 'react';
import { ApiClientError, placeOrder, type ApiClient } from '@bike/shared/api-client';
import { checkoutMessages, SIZE_REQUIRED } from '@bike/shared/domain';
import { markCartFailedAtom, markCartPendingAtom, markCartSucceededAtom, useSetAtom } from '@bike/shared/store';
import { idempotencyKeyFor } from './idempotency';
import { rememberOrderToken } from './order-token';
import type { OrderPayload } from './order-payload';

/** How a failed placement is shown (spec point 8). */
export type OrderFailure =
  /** 409 emailAlreadyInUse: log in, or turn off "create account". */
  | { kind: 'emailInUse' }
  /** The API refused an address: "Something went wrong when processing the address above..." next to it. */
  | { kind: 'address'; target: 'invoice' | 'shipping'; country?: boolean }
  /** The chosen dealer cannot take this order (another market, a rental point, another brand, gone): pick another. */
  | { kind: 'dealer' }
  /** A guest's bank transfer may not hold these units (guest-transfer-hold.ts): pay online, or log in. */
  | { kind: 'guestTransfer' }
  /** A bike in the order names no frame size (issue 32): back to the cart to choose one. */
  | { kind: 'size' }
  /** Anything else: "Something went wrong when processing your order...". */
  | { kind: 'order' };

export function classifyOrderError(error: unknown): OrderFailure {
  if (error instanceof ApiClientError) {
    if (error.status === 409 && (error.errorName === 'emailAlreadyInUse' || error.code === 'EMAIL_ALREADY_REGISTERED')) return { kind: 'emailInUse' };
    if (error.code === 'DEALER_NOT_ALLOWED' || error.code === 'DEALER_NOT_FOUND') return { kind: 'dealer' };
    if (error.code === 'GUEST_TRANSFER_LIMIT') return { kind: 'guestTransfer' };
    if (error.code === SIZE_REQUIRED) return { kind: 'size' };
    const issues = error.issues;
    const where = `${error.code} ${error.message} ${JSON.stringify(issues ?? '')}`;
    const addressCode = /ADDRESS/.test(error.code) || error.message === checkoutMessages.addressFailed;
    if (error.status >= 400 && error.status < 500 && (addressCode || /[Aa]ddress/.test(where))) {
      const target = /shippingAddress|shipping\.consumer|SHIPPING/.test(where) ? 'shipping' : 'invoice';
      // A country outside the locale's market (order-address.ts) gets its own text, not the generic one.
      return error.code === 'ADDRESS_COUNTRY_NOT_ALLOWED' ? { kind: 'address', target, country: true } : { kind: 'address', target };
    }
  }
  return { kind: 'order' };
}

const FAILURE_CODES: Record<OrderFailure['kind'], string> = {
  emailInUse: 'EMAIL_ALREADY_REGISTERED',
  address: 'ADDRESS_INVALID',
  dealer: 'DEALER_NOT_ALLOWED',
  guestTransfer: 'GUEST_TRANSFER_LIMIT',
  size: SIZE_REQUIRED,
  order: 'ORDER_FAILED',
};

/** The cart's stored error for a failure: the spec-point-8 code. */
export const failureCode = (failure: OrderFailure): string => FAILURE_CODES[failure.kind];

export type PlaceState = { kind: 'idle' } | { kind: 'placing' } | { kind: 'redirecting'; url: string } | { kind: 'failed'; failure: OrderFailure };

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Where the browser goes for payment; a separate function so tests can watch it. */
export const paymentRedirect = { go: (url: string) => window.location.assign(url) };

/**
 * Places the order once per attempt: the cart goes PENDING, then SUCCESS (payment url and
 * order uuid kept, browser sent to the payment page) or ERROR (the failure kept and shown).
 * A second click while a request runs does nothing; a resubmit of the same payload reuses
 * the attempt's idempotency key, so the API returns the first order.
 */
export function usePlaceOrder(api: ApiClient) {
  const [state, setState] = useState<PlaceState>({ kind: 'idle' });
  const inFlight = useRef(false);
  const markPending = useSetAtom(markCartPendingAtom);
  const markSucceeded = useSetAtom(markCartSucceededAtom);
  const markFailed = useSetAtom(markCartFailedAtom);

  async function place(payload: OrderPayload) {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ kind: 'placing' });
    const key = idempotencyKeyFor(payload, sessionStore());
    markPending();
    try {
      const placed = await placeOrder(api, payload, key);
      // Before leaving for the payment page: the order page needs the token for retry and cancel.
      rememberOrderToken(placed.order.uuid, placed.orderToken);
      markSucceeded({ paymentUrl: placed.payment.url, orderUuid: placed.order.uuid, order: placed.order });
      setState({ kind: 'redirecting', url: placed.payment.url });
      paymentRedirect.go(placed.payment.url);
    } catch (error) {
      const failure = classifyOrderError(error);
      markFailed(failureCode(failure));
      setState({ kind: 'failed', failure });
      inFlight.current = false;
    }
  }

  return { state, place, reset: () => setState({ kind: 'idle' }) };
}
