import { checkVatNumber, type VatCheckResult } from '@bike/shared/domain';
import type { OrdersConfig } from './orders-config';

/**
 * VAT number checks for business customers: offline (format and check digits, the default) or
 * the EU's VIES service (VAT_CHECK=vies). VIES is only asked about numbers that pass the
 * offline check, and when it does not answer in time the offline answer stands.
 */
export interface VatChecker {
  check(vat: string): Promise<VatCheckResult>;
}

export const offlineVatChecker: VatChecker = {
  async check(vat) {
    const r = checkVatNumber(vat);
    return { valid: r.valid, countrycode: r.countrycode, vat: r.vat, source: 'offline' };
  },
};

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;
const VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/ms';

export function viesVatChecker(fetchImpl: FetchLike = fetch, timeoutMs = 5000): VatChecker {
  return {
    async check(vat) {
      const offline = await offlineVatChecker.check(vat);
      if (!offline.valid) return offline;
      const prefix = offline.vat.slice(0, 2);
      try {
        const response = await fetchImpl(`${VIES_URL}/${prefix}/vat/${encodeURIComponent(offline.vat.slice(2))}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return offline;
        const body = (await response.json()) as { isValid?: boolean; valid?: boolean };
        const valid = body.isValid ?? body.valid;
        return typeof valid === 'boolean' ? { ...offline, valid, source: 'vies' } : offline;
      } catch {
        return offline;
      }
    },
  };
}

export function createVatChecker(config: Pick<OrdersConfig, 'vatCheck'>, fetchImpl?: FetchLike): VatChecker {
  return config.vatCheck === 'vies' ? viesVatChecker(fetchImpl) : offlineVatChecker;
}
