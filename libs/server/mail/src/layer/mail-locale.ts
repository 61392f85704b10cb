import { COUNTRIES } from '@bike/shared/i18n/countries';
import { DEFAULT_LOCALE, findLocale, isLocaleCode, localesByCountry, type Country, type LocaleCode, type LocaleDefinition } from '@bike/shared/i18n/locales';

/**
 * The one rule for the language of a mail (issue 33): the reader's account setting, else the
 * locale of the page that caused the mail, else the first language of the market (the country's
 * own language before English: BE → fr_BE, CH → de_CH, NL → nl_NL), else en_INT. The result is a
 * whole locale, so the mail's links, formats and legal footer follow its market too.
 */
export interface MailLocaleChoice {
  /** The account's language setting (users.locale), when the reader has an account. */
  account?: string | null;
  /** The locale of the page the mail came from (the call's ?locale= or the form's locale). */
  page?: string | null;
  /** The market (country code) the mail is about, when neither of the above is known. */
  market?: string | null;
}

export function mailLocale(choice: MailLocaleChoice): LocaleCode {
  if (isLocaleCode(choice.account)) return choice.account;
  if (isLocaleCode(choice.page)) return choice.page;
  const market = choice.market ?? '';
  if (Object.hasOwn(COUNTRIES, market)) {
    const first = marketLocales(market as Country)[0];
    if (first) return first.code;
  }
  return DEFAULT_LOCALE;
}

/** A market's locales, its own languages first (alphabetically), English last. */
export function marketLocales(market: Country): LocaleDefinition[] {
  return localesByCountry('en').find((group) => group.country === market)?.locales ?? [];
}

/** The locale definition of a mail locale (en_INT for an unknown one). */
export const mailLocaleDefinition = (locale: string): LocaleDefinition => findLocale(locale) ?? (findLocale(DEFAULT_LOCALE) as LocaleDefinition);
