import type { Cart } from '@bike/shared/store';
import type { ShippingMethod } from '@bike/shared/domain';
import type { CheckoutSession } from './checkout-session';

/**
 * Checkout step order (spec point 2: invoice, pickup point, shipping, overview, then payment)
 * and the guard that keeps steps from being skipped by URL: a step whose inputs are missing
 * sends the shopper back to the first step that is not complete yet.
 */
export const CHECKOUT_STEPS = ['details', 'pickup', 'shipping', 'overview'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const STEP_LABELS: Record<CheckoutStep, string> = {
  details: 'checkout.stepInvoice',
  pickup: 'checkout.stepPickup',
  shipping: 'checkout.stepShipping',
  overview: 'checkout.stepOverview',
};

export interface GuardInput {
  /** Cart lines that can be checked out here (after the country's checkout rules). */
  checkoutLineCount: number;
  /**
   * Bikes in the cart that name no frame size (issue 32). Checkout would go on without them, so
   * it does not go on at all: the cart shows them and links to their pages to choose a size.
   */
  sizeMissingCount?: number;
  cart: Pick<Cart, 'details' | 'location'>;
  session: CheckoutSession;
  /** The new account's password is in memory (only needed when an account is created). */
  hasPassword: boolean;
  /** Delivery methods of the locale entry. */
  allowedMethods: readonly ShippingMethod[];
}

/** Whether the inputs of one step are all there. */
export function stepComplete(step: CheckoutStep, input: GuardInput): boolean {
  const { session, cart } = input;
  switch (step) {
    case 'details': {
      const d = session.details;
      if (!d || !d.email || !d.firstName || !d.lastName || !d.street || !d.postalCode || !d.city || !d.country) return false;
      if (d.customerType === 'business' && (!d.company || !d.vatNumber)) return false;
      if (d.createAccount && !input.hasPassword) return false;
      return cart.details?.customerType === d.customerType;
    }
    case 'pickup': {
      const method = cart.location?.shippingMethod;
      if (!method || !input.allowedMethods.includes(method)) return false;
      return method !== 'DEALER' || (!!cart.location?.dealer?.customerid && !!session.dealer);
    }
    case 'shipping': {
      if (!session.shippingConfirmed) return false;
      if (cart.location?.shippingMethod === 'DEALER') return true;
      return cart.details?.shippingAddressSameAsInvoice !== false || !!session.shippingAddress;
    }
    case 'overview':
      // The overview's own inputs (payment method, terms) are given when the order is placed.
      return true;
  }
}

/**
 * Where a shopper asking for `step` must go instead: 'cart' when nothing can be checked out (or a
 * bike waits for its size), the first incomplete earlier step, or null when the step may be shown.
 */
export function redirectForStep(step: CheckoutStep, input: GuardInput): CheckoutStep | 'cart' | null {
  if (input.checkoutLineCount === 0 || (input.sizeMissingCount ?? 0) > 0) return 'cart';
  for (const earlier of CHECKOUT_STEPS) {
    if (earlier === step) return null;
    if (!stepComplete(earlier, input)) return earlier;
  }
  return null;
}

export function nextStep(step: CheckoutStep): CheckoutStep | null {
  return CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) + 1] ?? null;
}

export function previousStep(step: CheckoutStep): CheckoutStep | null {
  return CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) - 1] ?? null;
}
