import { checkVatNumber, type VatCheckResult } from '@bike/shared/domain';
import type { OrdersConfig } from './orders-config';

/**
 * VAT number checks for business customers. The offline check (format and check digits) only
 * weeds out typos: a number with valid check digits is easy to invent, so it never confirms a
 * number (registration 'unverified'). Only the EU's VIES register confirms one (VAT_CHECK=vies,
 * at VIES_URL). When VIES does not answer, is busy or the member state's register is down, the
 * number stays 'unverified': the order charges VAT and is held for review (vat-deduction.ts).
 */
export interface VatChecker {
  check(vat: string): Promise<Omit<VatCheckResult, 'deduction' | 'reason'>>;
}

type CheckResult = Awaited<ReturnType<VatChecker['check']>>;

export const offlineVatChecker: VatChecker = {
  async check(vat) {
    const r = checkVatNumber(vat);
    return { valid: r.valid, countrycode: r.countrycode, vat: r.vat, source: 'offline', registration: r.valid ? 'unverified' : 'rejected' };
  },
};

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** VIES answers for a number it could not look up (the member state's register is down, too many requests...). */
const VIES_UNAVAILABLE = new Set(['MS_UNAVAILABLE', 'TIMEOUT', 'SERVICE_UNAVAILABLE', 'MS_MAX_CONCURRENT_REQ', 'GLOBAL_MAX_CONCURRENT_REQ', 'IP_BLOCKED']);

/** What VIES said, read defensively: anything but a clear yes or no counts as "not reachable". */
function viesVerdict(body: unknown): 'confirmed' | 'rejected' | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { isValid?: unknown; valid?: unknown; userError?: unknown };
  const valid = typeof b.isValid === 'boolean' ? b.isValid : typeof b.valid === 'boolean' ? b.valid : null;
  if (valid === true) return 'confirmed';
  if (valid === false && !(typeof b.userError === 'string' && VIES_UNAVAILABLE.has(b.userError))) return 'rejected';
  return null;
}

export function viesVatChecker(baseUrl: string, fetchImpl: FetchLike = fetch, timeoutMs = 5000): VatChecker {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async check(vat) {
      const offline = await offlineVatChecker.check(vat);
      if (!offline.valid) return offline;
      // VIES takes the VAT prefix (EL for Greece), not the ISO country.
      const prefix = offline.vat.slice(0, 2);
      try {
        const response = await fetchImpl(`${base}/ms/${prefix}/vat/${encodeURIComponent(offline.vat.slice(2))}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return offline;
        const verdict = viesVerdict(await response.json().catch(() => null));
        if (!verdict) return offline;
        const result: CheckResult = { ...offline, source: 'vies', registration: verdict, valid: verdict === 'confirmed' };
        return result;
      } catch {
        return offline;
      }
    },
  };
}

export function createVatChecker(config: Pick<OrdersConfig, 'vatCheck' | 'viesUrl'>, fetchImpl?: FetchLike): VatChecker {
  return config.vatCheck === 'vies' ? viesVatChecker(config.viesUrl, fetchImpl) : offlineVatChecker;
}
