/**
 * Price and date formatting for a locale code ('nl_BE') or a BCP 47 tag ('nl-BE').
 * Formatters are cached: a product list formats hundreds of prices per render.
 */
import { toBcp47 } from './locales';

/** Shown where a price is missing (spec point 9: "with a dash if missing"). */
export const MISSING_PRICE = '–';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function tagOf(locale: string): string {
  return locale.includes('_') ? toBcp47(locale) : locale;
}

/**
 * '€ 4.999,00' for (4999, 'EUR', 'nl_BE'); '–' when the amount is null, undefined or not a
 * number. Cents always show (with the currency's own number of digits, none for JPY), so
 * totals and lines align in the cart.
 */
export function formatPrice(amount: number | null | undefined, currency: string | null | undefined, locale: string): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || !currency) return MISSING_PRICE;
  const tag = tagOf(locale);
  const key = `${tag}|${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency });
    numberFormats.set(key, format);
  }
  return format.format(amount);
}

/**
 * Frame measures (millimetres, degrees) as a geometry table writes them, for react-intl's
 * formatNumber: the language's decimal sign (71,5 in Dutch and French, 71.5 in English), one
 * decimal at most, and no thousands separator (a 1012 mm wheelbase, not 1.012 or 1 012).
 */
export const MEASURE_FORMAT = { maximumFractionDigits: 1, useGrouping: false } as const satisfies Intl.NumberFormatOptions;

export interface FormatDateOptions {
  /** 'long' (1 March 2026, the default), 'medium' or 'short'. */
  style?: 'long' | 'medium' | 'short';
  /** Include the time of day. */
  withTime?: boolean;
  /**
   * Defaults to UTC so the server render and the browser hydration print the same text, and a
   * date-only value ('2026-03-01', a purchase date) shows as the day it names.
   */
  timeZone?: string;
}

/** Formats a date; '' for a missing or invalid date. */
export function formatDate(
  date: Date | string | number | null | undefined,
  locale: string,
  { style = 'long', withTime = false, timeZone = 'UTC' }: FormatDateOptions = {},
): string {
  if (date === null || date === undefined || date === '') return '';
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  const tag = tagOf(locale);
  const key = `${tag}|${style}|${withTime}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      dateStyle: style,
      ...(withTime ? { timeStyle: 'short' as const } : {}),
      timeZone,
    });
    dateFormats.set(key, format);
  }
  return format.format(value);
}

