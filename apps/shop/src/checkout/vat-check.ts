import { useRef, useState } from 'react';
import { checkVatNumber, type ApiClient } from '@bike/shared/api-client';
import { isVatNumberShape, normaliseVatNumber } from '@bike/shared/domain';
import type { VatCheckResult } from './checkout-session';

export type VatState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'checked'; result: VatCheckResult } | { kind: 'unchecked' };

/**
 * checkVAT on blur and on submit (spec point 6), for the shop's locale: the API answers whether
 * an order here deducts the VAT (a VIES-confirmed number of this country, not the seller's),
 * charges it, or charges it and holds the number for review (VIES not reachable). The last
 * answer per number is remembered, so a blur followed by a submit asks once.
 */
export function useVatCheck(api: ApiClient, initial: VatCheckResult | null | undefined, locale?: string) {
  const [state, setState] = useState<VatState>(initial ? { kind: 'checked', result: initial } : { kind: 'idle' });
  const cache = useRef(new Map<string, VatCheckResult>(initial ? [[initial.vat, initial]] : []));

  async function check(raw: string): Promise<VatCheckResult | null> {
    const vat = normaliseVatNumber(raw ?? '');
    if (!isVatNumberShape(vat)) {
      setState({ kind: 'idle' });
      return null;
    }
    const known = cache.current.get(vat);
    if (known) {
      setState({ kind: 'checked', result: known });
      return known;
    }
    setState({ kind: 'checking' });
    try {
      const answer = await checkVatNumber(api, vat, locale);
      const result: VatCheckResult = {
        vat, valid: !!answer.valid, countrycode: answer.countrycode ?? null, source: answer.source,
        ...(answer.deduction ? { deduction: answer.deduction } : {}), ...(answer.reason ? { reason: answer.reason } : {}),
      };
      cache.current.set(vat, result);
      setState({ kind: 'checked', result });
      return result;
    } catch {
      // The check could not be made (network, register down): the shopper may go on, VAT is charged.
      setState({ kind: 'unchecked' });
      return null;
    }
  }

  return { state, check, reset: () => setState({ kind: 'idle' }) };
}

/** A typo (format or check digits) stops the step; a number VIES does not know only means VAT is charged. */
export const isMistypedVatNumber = (result: VatCheckResult): boolean => !result.valid && result.source !== 'vies';

/** The note under the VAT number for a checked number: which text, and the test id the e2e tests look for. */
export function vatNote(result: VatCheckResult, intracommunity: boolean): { id: string; testId: string; ok: boolean } | null {
  switch (result.deduction) {
    case 'deducted':
      return { id: 'checkout.vatValid', testId: 'vat-valid', ok: true };
    case 'review':
      return { id: 'checkout.vatReview', testId: 'vat-review', ok: false };
    case 'charged': {
      const id =
        result.reason === 'sellerCountry' ? 'checkout.vatDomestic'
        : result.reason === 'countryMismatch' ? 'checkout.vatCountryMismatch'
        : result.reason === 'rejected' ? (result.valid ? null : 'checkout.vatNotRegistered')
        : 'checkout.vatValidNoDeduction';
      return id ? { id, testId: 'vat-charged', ok: false } : null;
    }
    default:
      // An answer without a verdict for the locale (older API): valid says nothing about deduction.
      return result.valid ? { id: intracommunity ? 'checkout.vatReview' : 'checkout.vatValidNoDeduction', testId: 'vat-charged', ok: false } : null;
  }
}
