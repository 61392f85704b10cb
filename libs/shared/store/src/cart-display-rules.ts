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
  /**
   * Bikes the availability check says name no frame size (an older cart: issue 32). They stay in
   * the cart, hold up checkout and wait for the shopper to choose a size on the bike page. The
   * server decides, as it knows which ids are sizes; the browser only keeps new ones out (addLine).
   */
  needsSize: CartLine[];
  mode: CheckoutMode;
}

export function splitCartForCheckout(
  lines: CartLine[],
  flags: CheckoutFlags & { countrycode?: string },
  discount?: Discount | null,
  availability?: { lines: { id: string; available: boolean; message?: string | null }[] } | null,
): CartSplit {
  const checkout: CartLine[] = [];
  const dealerOnly: CartLine[] = [];
  const unavailable: CartLine[] = [];
  const needsSize: CartLine[] = [];
  const refused = (availability?.lines ?? []).filter((a) => !a.available);
  const gone = new Set(refused.filter((a) => a.message !== 'sizeRequired').map((a) => a.id));
  const sizeless = new Set(refused.filter((a) => a.message === 'sizeRequired').map((a) => a.id));
  const discountCheckout = !!discount && discount.allowDiscountCheckout && flags.allowDiscountCheckout;
  const eligible = discountCheckout ? new Set(eligibleLines(discount!, lines, flags.countrycode).map((l) => l.id)) : new Set<string>();
  let viaDiscount = false;
  for (const line of lines) {
    if (gone.has(line.id) || line.price == null) {
      unavailable.push(line);
      continue;
    }
    const open = line.itemtype === 'bike' ? flags.checkoutBikes : flags.checkoutAccessories;
    const viaCode = !open && line.itemtype !== 'accessory' && eligible.has(line.id);
    if (!open && !viaCode) dealerOnly.push(line);
    else if (sizeless.has(line.id)) needsSize.push(line);
    else {
      checkout.push(line);
      if (viaCode) viaDiscount = true;
    }
  }
  const mode: CheckoutMode = flags.checkoutBikes || flags.checkoutAccessories ? 'full' : viaDiscount ? 'discount' : 'none';
  return { checkout, dealerOnly, unavailable, needsSize, mode };
}

/** Checkout is offered at all in this country (for some items or through a discount). */
export const countryHasCheckout = (flags: CheckoutFlags): boolean => flags.checkoutBikes || flags.checkoutAccessories;
