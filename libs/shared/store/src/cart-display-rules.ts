import type { Discount } from '@bike/shared/domain';
import type { CartLine } from './cart-rules';
import { eligibleLines, type CheckoutFlags } from './discount-code-rules';

/**
 * Which cart lines can be checked out online here (spec points 5 and 6):
 * bikes only if checkoutBikes, accessories only if checkoutAccessories; where neither is open, a
 * discount that allows discount-checkout opens checkout for the non-accessory items it applies
 * to. Every other line stays in the cart with the dealer route offered instead.
 */
export type CheckoutMode = 'full' | 'discount' | 'none';

export interface CartSplit {
  /** Lines that go to checkout and into the totals. */
  checkout: CartLine[];
  /** Lines that can only be bought at a dealer in this country. */
  dealerOnly: CartLine[];
  /** Lines the availability check says can no longer be ordered (or that lost their price). */
  unavailable: CartLine[];
  mode: CheckoutMode;
}

export function splitCartForCheckout(
  lines: CartLine[],
  flags: CheckoutFlags & { countrycode?: string },
  discount?: Discount | null,
  availability?: { lines: { id: string; available: boolean }[] } | null,
): CartSplit {
  const checkout: CartLine[] = [];
  const dealerOnly: CartLine[] = [];
  const unavailable: CartLine[] = [];
  const gone = new Set((availability?.lines ?? []).filter((a) => !a.available).map((a) => a.id));
  const discountCheckout = !!discount && discount.allowDiscountCheckout && flags.allowDiscountCheckout;
  const eligible = discountCheckout ? new Set(eligibleLines(discount!, lines, flags.countrycode).map((l) => l.id)) : new Set<string>();
  let viaDiscount = false;
  for (const line of lines) {
    if (gone.has(line.id) || line.price == null) {
      unavailable.push(line);
      continue;
    }
    const open = line.itemtype === 'bike' ? flags.checkoutBikes : flags.checkoutAccessories;
    if (open) checkout.push(line);
    else if (line.itemtype !== 'accessory' && eligible.has(line.id)) {
      checkout.push(line);
      viaDiscount = true;
    } else dealerOnly.push(line);
  }
  const mode: CheckoutMode = flags.checkoutBikes || flags.checkoutAccessories ? 'full' : viaDiscount ? 'discount' : 'none';
  return { checkout, dealerOnly, unavailable, mode };
}

/** Checkout is offered at all in this country (for some items or through a discount). */
export const countryHasCheckout = (flags: CheckoutFlags): boolean => flags.checkoutBikes || flags.checkoutAccessories;
