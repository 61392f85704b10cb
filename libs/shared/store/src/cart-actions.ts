import { atom } from 'jotai';
import { ApiClientError, type ApiClient } from '@bike/shared/api-client';
import type { LocaleEntry } from '@bike/shared/domain';
import { cartAtom, cartAvailabilityAtom, discountAtom, discountCodeAtom, noteCartQuantityCapAtom, updateCartPricesAtom } from './atoms';
import { checkCart, fetchDiscount, fetchLocaleEntry } from './cart-calls';
import { decideDiscount, decideLookupFailure, type DiscountOutcome } from './discount-code-rules';

/**
 * The cart's actions that talk to the API. Each writes its result into the shared store and
 * returns what happened, so the caller (shell or page) can say it in the visitor's language.
 */

export interface ShopCallContext {
  api: ApiClient;
  locale: string;
  brand: string;
  /** The locale table's entry (localeEntryFromTable), used when the countries call fails. */
  fallbackLocale?: LocaleEntry | null;
}

let discountRequest = 0;

/**
 * Looks a code up and sets it only if the discount is active and checkout is allowed (spec
 * point 4); otherwise the code is cleared (and so removed from browser storage).
 */
export const applyDiscountCodeAtom = atom(null, async (get, set, request: ShopCallContext & { code: string }): Promise<DiscountOutcome> => {
  const seq = ++discountRequest;
  const code = request.code.trim().toUpperCase();
  let outcome: DiscountOutcome;
  try {
    const [locale, discount] = await Promise.all([
      fetchLocaleEntry(request.api, request.locale, request.fallbackLocale),
      fetchDiscount(request.api, code, { site: request.brand, locale: request.locale }),
    ]);
    outcome = decideDiscount(code, discount, locale, get(cartAtom).products);
  } catch (error) {
    const e = error instanceof ApiClientError ? error : { status: -1, code: 'GENERIC_ERROR' };
    outcome = decideLookupFailure(code, e);
  }
  // A later request (another code typed, another page's voucher) wins over this one.
  if (seq !== discountRequest) return outcome;
  if (outcome.kind === 'applied') {
    set(discountCodeAtom, outcome.code);
    set(discountAtom, outcome.discount);
  } else if (outcome.kind === 'inactive' || outcome.kind === 'noCheckout' || outcome.kind === 'rejected') {
    if (get(discountCodeAtom) === code || get(discountCodeAtom)?.toUpperCase() === code) set(discountCodeAtom, null);
    set(discountAtom, null);
  }
  return outcome;
});

export const removeDiscountCodeAtom = atom(null, (_get, set) => {
  discountRequest++;
  set(discountCodeAtom, null);
  set(discountAtom, null);
});

let cartCheckRequest = 0;

/**
 * The availability check (spec point 7): updates prices and item facts from the server (the
 * "update prices" event), keeps each line within its maximum (noting each cut, so the cart says
 * it) and remembers the messages.
 */
export const checkCartAtom = atom(null, async (get, set, request: Omit<ShopCallContext, 'brand'>) => {
  const lines = get(cartAtom).products;
  const seq = ++cartCheckRequest;
  if (lines.length === 0) {
    set(cartAvailabilityAtom, { checkedAt: Date.now(), locale: request.locale, lines: [], checkout: null });
    return;
  }
  const result = await checkCart(request.api, request.locale, lines);
  if (seq !== cartCheckRequest) return;
  const capped = result.availability.lines
    .filter((a) => a.available && a.maxQty > 0)
    .flatMap((a) => {
      const line = get(cartAtom).products.find((p) => p.id === a.id);
      return line && line.qty > a.maxQty ? [{ id: a.id, qty: a.maxQty }] : [];
    });
  set(updateCartPricesAtom, [...result.updates, ...capped]);
  // Said at the line until the shopper changes it: the next check (at the capped quantity) is silent.
  for (const c of capped) set(noteCartQuantityCapAtom, { id: c.id, max: c.qty });
  set(cartAvailabilityAtom, result.availability);
});
