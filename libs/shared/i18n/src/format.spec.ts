import { MISSING_PRICE, formatDate, formatPrice } from './format';

// Intl separates with (narrow) no-break spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatPrice (spec point 9: currency, a dash if missing)', () => {
  it('formats in the locale and currency', () => {
    expect(plain(formatPrice(4999, 'EUR', 'nl_BE'))).toBe('€ 4.999,00');
    expect(plain(formatPrice(4999.5, 'EUR', 'de_DE'))).toBe('4.999,50 €');
    expect(plain(formatPrice(1299, 'GBP', 'en_GB'))).toBe('£1,299.00');
    expect(plain(formatPrice(1299, 'EUR', 'en_INT'))).toBe('€1,299.00');
    expect(plain(formatPrice(350000, 'JPY', 'en_JP'))).toBe('¥350,000');
    expect(plain(formatPrice(5490, 'CHF', 'fr_CH'))).toMatch(/^5 490\.00 CHF$/);
    expect(plain(formatPrice(10, 'EUR', 'fr-FR'))).toBe('10,00 €');
  });

  it('shows a dash when the price or currency is missing', () => {
    expect(MISSING_PRICE).toBe('–');
    expect(formatPrice(null, 'EUR', 'nl_BE')).toBe('–');
    expect(formatPrice(undefined, 'EUR', 'nl_BE')).toBe('–');
    expect(formatPrice(Number.NaN, 'EUR', 'nl_BE')).toBe('–');
    expect(formatPrice(10, null, 'nl_BE')).toBe('–');
    expect(plain(formatPrice(0, 'EUR', 'nl_BE'))).toBe('€ 0,00');
  });
});

describe('formatDate', () => {
  it('formats a date in the locale, in UTC by default', () => {
    expect(formatDate('2026-03-01', 'nl_BE')).toBe('1 maart 2026');
    expect(formatDate('2026-03-01', 'en_GB')).toBe('1 March 2026');
    expect(formatDate(new Date(Date.UTC(2026, 2, 1, 23, 30)), 'de_DE')).toBe('1. März 2026');
    expect(formatDate('2026-03-01T23:30:00Z', 'de_DE', { timeZone: 'Europe/Brussels' })).toBe('2. März 2026');
    expect(formatDate('2026-03-01T09:05:00Z', 'en_INT', { style: 'short', withTime: true })).toMatch(/3\/1\/26.*9:05/);
  });

  it('returns an empty string for a missing or invalid date', () => {
    expect(formatDate(null, 'nl_BE')).toBe('');
    expect(formatDate('', 'nl_BE')).toBe('');
    expect(formatDate('not a date', 'nl_BE')).toBe('');
  });
});
