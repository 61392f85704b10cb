/**
 * EUR → currency reference rates: the seed prices the list in each locale's currency with them,
 * and the admin dashboard converts revenue to one total with them (and says so, with the date).
 * Fixed and rounded on purpose: a price list is not a forex feed, and a report that changes
 * when nobody sold anything would confuse more than it tells.
 */
export const REFERENCE_RATES_AS_OF = '2026-01-01';

export const EUR_RATES: Readonly<Record<string, number>> = {
  EUR: 1, USD: 1.1, GBP: 0.86, CHF: 0.96, ZAR: 20, UAH: 45, TWD: 35, THB: 38, SGD: 1.46, SEK: 11.3,
  RUB: 100, RON: 5, QAR: 4, PLN: 4.3, PHP: 63, NZD: 1.85, NOK: 11.6, MYR: 4.9, MXN: 20, KZT: 560,
  KRW: 1500, JPY: 165, ISK: 150, INR: 93, ILS: 4.1, IDR: 18000, HUF: 395, HKD: 8.6, GTQ: 8.5, GEL: 3,
  DKK: 7.46, CZK: 25, CRC: 560, COP: 4500, CNY: 7.9, CLP: 1050, CAD: 1.5, AUD: 1.68, ARS: 1100, AED: 4.05,
};

/** An amount in `currency` as EUR at the reference rate; null for a currency without one. */
export function toEur(amount: number, currency: string): number | null {
  const rate = EUR_RATES[currency];
  return rate ? amount / rate : null;
}
