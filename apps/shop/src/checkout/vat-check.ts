import { useRef, useState } from 'react';
import { checkVatNumber, type ApiClient } from '@bike/shared/api-client';
import { isVatNumberShape, normaliseVatNumber } from '@bike/shared/domain';
import type { VatCheckResult } from './checkout-session';

export type VatState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'checked'; result: VatCheckResult } | { kind: 'unchecked' };

/**
 * checkVAT on blur and on submit (spec point 6): the answer decides whether VAT is deducted.
 * The last answer per number is remembered, so a blur followed by a submit asks once.
 */
export function useVatCheck(api: ApiClient, initial: VatCheckResult | null | undefined) {
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
      const answer = await checkVatNumber(api, vat);
      const result: VatCheckResult = { vat, valid: !!answer.valid, countrycode: answer.countrycode ?? null };
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
