/**
 * Facts per country or region of spec point 2: currency, VAT, EU membership and the kind of
 * market the shop runs there. The locale table (locales.ts) is built from these, so one
 * country's facts are written once even when it has two or three languages.
 *
 * VAT is the country's standard rate in percent as known in 2026 (EE 24 since July 2025,
 * RO 21 since August 2025, SK 23 since 2025, FI 25.5, KZ 16 and RU 22 since 2026).
 * 0 means the shop charges no VAT there: INT (sales to the rest of the world are exports),
 * HK, QA, US (sales tax is a state matter, not VAT) and VG. For CA, JE and others with a
 * GST the federal/general GST is used. The seeded backend locale table copies these values.
 */

/** How the shop sells in a country. */
export type Market =
  /** Home delivery and dealer delivery, bikes and accessories. */
  | 'full'
  /** Bikes are sold through dealers only; accessories ship to the home. */
  | 'accessories'
  /** No online checkout, except items eligible for the current discount (spec point 6). */
  | 'dealer'
  /** No checkout at all, not even with a discount code: the brand has no sales channel here. */
  | 'closed';

export interface CountryFacts {
  /** English name, shown in the country chooser. */
  name: string;
  /** ISO 4217 currency code. */
  currency: string;
  /** Standard VAT rate in percent; 0 where the shop charges no VAT. */
  vat: number;
  /** Inside the EU VAT area: business customers with a VAT number get VAT deducted. */
  intracommunity: boolean;
  market: Market;
}

const EU = true;
const NON_EU = false;

/*
 * Markets, chosen the way a Belgian bicycle brand sells:
 * - full: the EU, Monaco (French VAT area) and the European neighbours it ships to (GB, CH, NO).
 * - accessories: US, CA, AU, NZ; bikes go through importers and dealers there.
 * - closed: CN, RU, KZ, AE and QA have an importer with exclusive rights (or sanctions apply),
 *   so even discount checkout is off.
 * - dealer: every other country, including the INT catch-all.
 * Monaco is not an EU member state but belongs to the French VAT area, so intra-community
 * rules apply to it exactly as to France.
 */
export const COUNTRIES = {
  INT: { name: 'International', currency: 'EUR', vat: 0, intracommunity: NON_EU, market: 'dealer' },
  AD: { name: 'Andorra', currency: 'EUR', vat: 4.5, intracommunity: NON_EU, market: 'dealer' },
  AE: { name: 'United Arab Emirates', currency: 'AED', vat: 5, intracommunity: NON_EU, market: 'closed' },
  AR: { name: 'Argentina', currency: 'ARS', vat: 21, intracommunity: NON_EU, market: 'dealer' },
  AT: { name: 'Austria', currency: 'EUR', vat: 20, intracommunity: EU, market: 'full' },
  AU: { name: 'Australia', currency: 'AUD', vat: 10, intracommunity: NON_EU, market: 'accessories' },
  BE: { name: 'Belgium', currency: 'EUR', vat: 21, intracommunity: EU, market: 'full' },
  CA: { name: 'Canada', currency: 'CAD', vat: 5, intracommunity: NON_EU, market: 'accessories' },
  CH: { name: 'Switzerland', currency: 'CHF', vat: 8.1, intracommunity: NON_EU, market: 'full' },
  CL: { name: 'Chile', currency: 'CLP', vat: 19, intracommunity: NON_EU, market: 'dealer' },
  CN: { name: 'China', currency: 'CNY', vat: 13, intracommunity: NON_EU, market: 'closed' },
  CO: { name: 'Colombia', currency: 'COP', vat: 19, intracommunity: NON_EU, market: 'dealer' },
  CR: { name: 'Costa Rica', currency: 'CRC', vat: 13, intracommunity: NON_EU, market: 'dealer' },
  CY: { name: 'Cyprus', currency: 'EUR', vat: 19, intracommunity: EU, market: 'full' },
  CZ: { name: 'Czechia', currency: 'CZK', vat: 21, intracommunity: EU, market: 'full' },
  DE: { name: 'Germany', currency: 'EUR', vat: 19, intracommunity: EU, market: 'full' },
  DK: { name: 'Denmark', currency: 'DKK', vat: 25, intracommunity: EU, market: 'full' },
  EC: { name: 'Ecuador', currency: 'USD', vat: 15, intracommunity: NON_EU, market: 'dealer' },
  EE: { name: 'Estonia', currency: 'EUR', vat: 24, intracommunity: EU, market: 'full' },
  ES: { name: 'Spain', currency: 'EUR', vat: 21, intracommunity: EU, market: 'full' },
  FI: { name: 'Finland', currency: 'EUR', vat: 25.5, intracommunity: EU, market: 'full' },
  FR: { name: 'France', currency: 'EUR', vat: 20, intracommunity: EU, market: 'full' },
  GB: { name: 'United Kingdom', currency: 'GBP', vat: 20, intracommunity: NON_EU, market: 'full' },
  GE: { name: 'Georgia', currency: 'GEL', vat: 18, intracommunity: NON_EU, market: 'dealer' },
  GR: { name: 'Greece', currency: 'EUR', vat: 24, intracommunity: EU, market: 'full' },
  GT: { name: 'Guatemala', currency: 'GTQ', vat: 12, intracommunity: NON_EU, market: 'dealer' },
  HK: { name: 'Hong Kong', currency: 'HKD', vat: 0, intracommunity: NON_EU, market: 'dealer' },
  HR: { name: 'Croatia', currency: 'EUR', vat: 25, intracommunity: EU, market: 'full' },
  HU: { name: 'Hungary', currency: 'HUF', vat: 27, intracommunity: EU, market: 'full' },
  ID: { name: 'Indonesia', currency: 'IDR', vat: 12, intracommunity: NON_EU, market: 'dealer' },
  IE: { name: 'Ireland', currency: 'EUR', vat: 23, intracommunity: EU, market: 'full' },
  IL: { name: 'Israel', currency: 'ILS', vat: 18, intracommunity: NON_EU, market: 'dealer' },
  IN: { name: 'India', currency: 'INR', vat: 18, intracommunity: NON_EU, market: 'dealer' },
  IS: { name: 'Iceland', currency: 'ISK', vat: 24, intracommunity: NON_EU, market: 'dealer' },
  IT: { name: 'Italy', currency: 'EUR', vat: 22, intracommunity: EU, market: 'full' },
  JE: { name: 'Jersey', currency: 'GBP', vat: 5, intracommunity: NON_EU, market: 'dealer' },
  JP: { name: 'Japan', currency: 'JPY', vat: 10, intracommunity: NON_EU, market: 'dealer' },
  KR: { name: 'South Korea', currency: 'KRW', vat: 10, intracommunity: NON_EU, market: 'dealer' },
  KZ: { name: 'Kazakhstan', currency: 'KZT', vat: 16, intracommunity: NON_EU, market: 'closed' },
  LT: { name: 'Lithuania', currency: 'EUR', vat: 21, intracommunity: EU, market: 'full' },
  LU: { name: 'Luxembourg', currency: 'EUR', vat: 17, intracommunity: EU, market: 'full' },
  MC: { name: 'Monaco', currency: 'EUR', vat: 20, intracommunity: EU, market: 'full' },
  MT: { name: 'Malta', currency: 'EUR', vat: 18, intracommunity: EU, market: 'full' },
  MX: { name: 'Mexico', currency: 'MXN', vat: 16, intracommunity: NON_EU, market: 'dealer' },
  MY: { name: 'Malaysia', currency: 'MYR', vat: 10, intracommunity: NON_EU, market: 'dealer' },
  NL: { name: 'Netherlands', currency: 'EUR', vat: 21, intracommunity: EU, market: 'full' },
  NO: { name: 'Norway', currency: 'NOK', vat: 25, intracommunity: NON_EU, market: 'full' },
  NZ: { name: 'New Zealand', currency: 'NZD', vat: 15, intracommunity: NON_EU, market: 'accessories' },
  PH: { name: 'Philippines', currency: 'PHP', vat: 12, intracommunity: NON_EU, market: 'dealer' },
  PL: { name: 'Poland', currency: 'PLN', vat: 23, intracommunity: EU, market: 'full' },
  PT: { name: 'Portugal', currency: 'EUR', vat: 23, intracommunity: EU, market: 'full' },
  QA: { name: 'Qatar', currency: 'QAR', vat: 0, intracommunity: NON_EU, market: 'closed' },
  RO: { name: 'Romania', currency: 'RON', vat: 21, intracommunity: EU, market: 'full' },
  RU: { name: 'Russia', currency: 'RUB', vat: 22, intracommunity: NON_EU, market: 'closed' },
  SE: { name: 'Sweden', currency: 'SEK', vat: 25, intracommunity: EU, market: 'full' },
  SG: { name: 'Singapore', currency: 'SGD', vat: 9, intracommunity: NON_EU, market: 'dealer' },
  SI: { name: 'Slovenia', currency: 'EUR', vat: 22, intracommunity: EU, market: 'full' },
  SK: { name: 'Slovakia', currency: 'EUR', vat: 23, intracommunity: EU, market: 'full' },
  TH: { name: 'Thailand', currency: 'THB', vat: 7, intracommunity: NON_EU, market: 'dealer' },
  TW: { name: 'Taiwan', currency: 'TWD', vat: 5, intracommunity: NON_EU, market: 'dealer' },
  UA: { name: 'Ukraine', currency: 'UAH', vat: 20, intracommunity: NON_EU, market: 'dealer' },
  US: { name: 'United States', currency: 'USD', vat: 0, intracommunity: NON_EU, market: 'accessories' },
  VG: { name: 'British Virgin Islands', currency: 'USD', vat: 0, intracommunity: NON_EU, market: 'dealer' },
  ZA: { name: 'South Africa', currency: 'ZAR', vat: 15, intracommunity: NON_EU, market: 'dealer' },
} as const satisfies Record<string, CountryFacts>;

export type Country = keyof typeof COUNTRIES;

/**
 * Home-delivery prices per currency, in whole currency units, for the markets that ship to
 * the home. `price` is charged per bike and once for accessories when the accessories amount
 * after discounts is below `minimumOrderPrice` (spec point 9). Rounded to local price points,
 * not converted at a daily rate, as a shop does.
 */
export const HOME_DELIVERY_PRICES: Record<string, { price: number; minimumOrderPrice: number }> = {
  EUR: { price: 29, minimumOrderPrice: 100 },
  GBP: { price: 25, minimumOrderPrice: 90 },
  CHF: { price: 29, minimumOrderPrice: 100 },
  NOK: { price: 349, minimumOrderPrice: 1190 },
  SEK: { price: 349, minimumOrderPrice: 1190 },
  DKK: { price: 219, minimumOrderPrice: 749 },
  CZK: { price: 749, minimumOrderPrice: 2490 },
  PLN: { price: 129, minimumOrderPrice: 429 },
  HUF: { price: 11900, minimumOrderPrice: 39900 },
  RON: { price: 149, minimumOrderPrice: 499 },
  USD: { price: 35, minimumOrderPrice: 120 },
  CAD: { price: 45, minimumOrderPrice: 160 },
  AUD: { price: 49, minimumOrderPrice: 180 },
  NZD: { price: 55, minimumOrderPrice: 190 },
};
