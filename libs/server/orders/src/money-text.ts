import { formatPrice } from '@bike/shared/i18n/format';

/**
 * An amount as a locale writes it ('€ 1.234,50' for nl-BE and EUR), for the order mails and the
 * sandbox payment page: the shop's one price formatter (formatPrice, cached per locale and
 * currency). A currency code Intl refuses keeps a plain form instead of failing the mail or page.
 */
export function money(amount: number, currency: string, bcp47: string): string {
  try {
    return formatPrice(amount, currency, bcp47);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}
