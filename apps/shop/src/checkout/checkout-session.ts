import { atom } from 'jotai';
import type { CheckoutDetails, CheckoutPaymentMethod, VatDeduction, VatDeductionReason } from '@bike/shared/domain';

/**
 * What the checkout remembers between its steps beyond the cart's own fields (the cart keeps
 * customerType, shippingAddressSameAsInvoice, location and remark). Personal details live in
 * sessionStorage, not localStorage: they are gone when the tab closes. The password of
 * "create an account" is never written anywhere; it lives in memory only, so after a reload the
 * details step asks for it again.
 */
export type InvoiceDetails = Omit<CheckoutDetails, 'password' | 'passwordConfirm'>;

export interface CheckoutAddress {
  street: string;
  number: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface VatCheckResult {
  vat: string;
  valid: boolean;
  countrycode: string | null;
  /** 'vies' when the EU register answered (a number it does not know is no typo: the shopper may go on). */
  source?: 'offline' | 'vies';
  /** The API's word for this locale: VAT deducted, charged, or charged and held for review (VIES not reached). */
  deduction?: VatDeduction;
  reason?: VatDeductionReason;
}

/** A dealer as the pickup step shows it again in the overview. */
export interface PickedDealer {
  id: string;
  customerid: string;
  name: string;
  street?: string;
  number?: string;
  postalCode?: string;
  city?: string;
  distanceKm?: number | null;
}

export interface CheckoutSession {
  details?: InvoiceDetails;
  vatCheck?: VatCheckResult | null;
  dealer?: PickedDealer | null;
  /** Set when the shipping step was submitted (its defaults alone do not complete it). */
  shippingConfirmed?: boolean;
  shippingAddress?: CheckoutAddress | null;
  paymentMethod?: CheckoutPaymentMethod;
}

export const CHECKOUT_SESSION_KEY = 'checkout';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readCheckoutSession(storage: Storage | null = sessionStore()): CheckoutSession {
  try {
    const raw = storage?.getItem(CHECKOUT_SESSION_KEY);
    const parsed = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as CheckoutSession) : {};
  } catch {
    return {};
  }
}

export function writeCheckoutSession(session: CheckoutSession, storage: Storage | null = sessionStore()): void {
  try {
    if (Object.keys(session).length === 0) storage?.removeItem(CHECKOUT_SESSION_KEY);
    else storage?.setItem(CHECKOUT_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage blocked or full: the steps still work within this page life.
  }
}

const sessionBaseAtom = atom<CheckoutSession | null>(null);

/** The checkout session, read from sessionStorage on first use and written back on each change. */
export const checkoutSessionAtom = atom(
  (get) => get(sessionBaseAtom) ?? readCheckoutSession(),
  (get, set, patch: Partial<CheckoutSession> | null) => {
    const next = patch === null ? {} : { ...(get(sessionBaseAtom) ?? readCheckoutSession()), ...patch };
    set(sessionBaseAtom, next);
    writeCheckoutSession(next);
  },
);

/** The new account's password: memory only, never stored. */
export const checkoutPasswordAtom = atom('');
