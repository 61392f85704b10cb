import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { computeOrderTotals, type Discount, type LocaleEntry, type OrderTotals, type ShippingMethod } from '@bike/shared/domain';
import { findLocale } from '@bike/shared/i18n';
import { useLocaleHref, useShop } from '@bike/shared/remote-kit';
import {
  cartAtom,
  cartAvailabilityAtom,
  discountAtom,
  discountCodeAtom,
  fetchLocaleEntry,
  localeEntryFromTable,
  splitCartForCheckout,
  storageRestoredAtom,
  useAtom,
  useAtomValue,
  type Cart,
  type CartLine,
} from '@bike/shared/store';
import { checkoutPasswordAtom, checkoutSessionAtom, type CheckoutSession } from './checkout-session';
import { redirectForStep, type CheckoutStep } from './step-guard';

/** The delivery methods a locale allows (its deliverymethods entries), in a stable order. */
export function allowedShippingMethods(entry: Pick<LocaleEntry, 'deliverymethods'> | null): ShippingMethod[] {
  const codes = new Set((entry?.deliverymethods ?? []).map((m) => m.code));
  return (['CONSUMER', 'DEALER'] as const).filter((c) => codes.has(c));
}

/** Totals of spec point 9 for the lines that go to checkout, as the overview shows them. */
export function checkoutTotals(input: {
  lines: CartLine[];
  locale: LocaleEntry;
  shippingMethod: ShippingMethod;
  discount: Discount | null;
  customerType: 'consumer' | 'business';
  vatValid: boolean;
  brand: string;
}): OrderTotals {
  return computeOrderTotals({
    lines: input.lines.map((l) => ({
      externalid: l.id,
      itemtype: l.itemtype,
      category: l.category ?? (l.itemtype === 'bike' ? 'bikes' : 'accessories'),
      familycode: l.familycode ?? '',
      brandkey: l.brandkey ?? input.brand,
      range: l.range ?? null,
      rangeCode: l.rangeCode ?? null,
      unitPrice: l.price ?? 0,
      qty: l.qty,
      vouchercountry: l.vouchercountry ?? null,
      hasVoucherBanner: !!l.voucherbannerimage,
    })),
    locale: input.locale,
    shippingMethod: input.shippingMethod,
    discount: input.discount,
    customer: { type: input.customerType, vatValid: input.vatValid },
  });
}

/**
 * The summary beside a step: the running total with shipping on every step (VAT deducted only
 * when the API said so for the business's VAT number). Before the delivery method is chosen,
 * shipping is that of home delivery where the market offers it (else delivery at a dealer),
 * and the summary says it is an estimate (`estimate`: the method assumed).
 */
export function useStepTotals(checkout: CheckoutContext): { totals: OrderTotals | null; estimate: ShippingMethod | null; vatReview: boolean } {
  const { entry, lines, cart, discount, session, brand } = checkout;
  const chosen = cart.location?.shippingMethod;
  const offered = entry?.deliverymethods.map((m) => m.code) ?? [];
  const method: ShippingMethod = chosen ?? (offered.includes('CONSUMER') || offered.length === 0 ? 'CONSUMER' : offered[0]);
  const customerType = session.details?.customerType ?? cart.details?.customerType ?? 'consumer';
  // Only the API's verdict deducts VAT (a VIES-confirmed number): valid check digits never do.
  const vatValid = customerType === 'business' && session.vatCheck?.deduction === 'deducted';
  const vatReview = customerType === 'business' && session.vatCheck?.deduction === 'review';
  const totals = useMemo(
    () => (entry ? checkoutTotals({ lines, locale: entry, shippingMethod: method, discount, customerType, vatValid, brand }) : null),
    [entry, lines, method, discount, customerType, vatValid, brand],
  );
  return { totals, estimate: chosen ? null : method, vatReview };
}

export interface CheckoutContext {
  ready: boolean;
  locale: string;
  brand: string;
  entry: LocaleEntry | null;
  cart: Cart;
  lines: CartLine[];
  session: CheckoutSession;
  password: string;
  discount: Discount | null;
  discountCode: string | null;
  allowedMethods: ShippingMethod[];
}

/**
 * Everything a checkout step needs, plus the step guard: once the cart is restored from
 * storage and the locale entry is known, a step whose earlier inputs are missing replaces
 * itself with the first incomplete step (or the cart when nothing can be checked out).
 */
export function useCheckout(step: CheckoutStep | null): CheckoutContext {
  const { api, locale, brand } = useShop();
  const navigate = useNavigate();
  const href = useLocaleHref();
  const cart = useAtomValue(cartAtom);
  const restored = useAtomValue(storageRestoredAtom);
  const discount = useAtomValue(discountAtom);
  const discountCode = useAtomValue(discountCodeAtom);
  const [session] = useAtom(checkoutSessionAtom);
  const password = useAtomValue(checkoutPasswordAtom);
  const [entry, setEntry] = useState<LocaleEntry | null>(null);

  useEffect(() => {
    let live = true;
    fetchLocaleEntry(api, locale)
      .then((e) => live && setEntry(e))
            .catch(() => {
        const table = findLocale(locale);
        if (live && table) setEntry(localeEntryFromTable(table));
      });
    return () => {
      live = false;
    };
  }, [api, locale]);

  const availability = useAtomValue(cartAvailabilityAtom);
  // Of the cart's last availability check only "this bike has no size" counts here: such a line
  // sends the shopper back to the cart (issue 32). Other refusals stay with the order call, so a
  // line is never left out of an order unnoticed.
  const sizeless = useMemo(() => ({ lines: (availability?.lines ?? []).filter((l) => l.message === 'sizeRequired') }), [availability]);
  const split = useMemo(() => (entry ? splitCartForCheckout(cart.products, entry, discount, sizeless) : null), [cart.products, entry, discount, sizeless]);
  const lines = useMemo(() => split?.checkout ?? [], [split]);
  const allowedMethods = useMemo(() => allowedShippingMethods(entry), [entry]);
  const ready = restored && !!entry;

  const target = ready && step
    ? redirectForStep(step, { checkoutLineCount: lines.length, sizeMissingCount: split?.needsSize.length ?? 0, cart, session, hasPassword: password.length > 0, allowedMethods })
    : null;

  useEffect(() => {
    if (!target) return;
    navigate(href(target === 'cart' ? 'cart' : `checkout/${target}`), { replace: true });
  }, [target]); // eslint-disable-line react-hooks/exhaustive-deps

  return { ready: ready && !target, locale, brand, entry, cart, lines, session, password, discount, discountCode, allowedMethods };
}
