/**
 * The shell's react-intl provider for one shop locale, and the nested one around a remote's page
 * (the shared catalogue with the remote's own texts over it), so every remote formats with the
 * same locale. react-intl is imported only in src/react; server code that wants the table
 * without React imports '@bike/shared/i18n/locales'.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, ReactIntlErrorCode, useIntl, type IntlShape } from 'react-intl';
import { localeOrDefault, toBcp47, type LocaleDefinition } from '../locales';
import type { Catalogue } from '../messages';

// react-intl types a catalogue as all strings or all ASTs; ours are all ASTs once built and all
// strings in tests, which its formatter handles message by message either way.
type IntlMessages = Record<string, string>;

export interface ShopIntlProviderProps {
  /** Shop locale code, 'nl_BE'; an unknown code falls back to en_INT. */
  locale: string;
  /** The shared catalogue of the locale's language (see loadBrandedMessages). */
  messages: Catalogue;
  children?: ReactNode;
}

const ShopLocaleContext = createContext<LocaleDefinition>(localeOrDefault(null));

/** The shop locale of the page (currency, VAT, checkout flags), set by ShopIntlProvider. */
export function useShopLocale(): LocaleDefinition {
  return useContext(ShopLocaleContext);
}

// `process.env.NODE_ENV` is replaced by the bundler; in a browser without that replacement
// `process` does not exist, which must not break rendering.
function isProduction(): boolean {
  try {
    return process.env['NODE_ENV'] === 'production';
  } catch {
    return false;
  }
}

/**
 * Missing translations are expected while a key is being added (the default message shows),
 * so production stays quiet about them; every other formatting error is reported.
 */
export function reportIntlError(error: { code: string; message: string }): void {
  if (error.code === (ReactIntlErrorCode.MISSING_TRANSLATION as string)) {
    if (!isProduction()) console.warn(error.message);
    return;
  }
  console.error(error);
}

/**
 * One formatter per catalogue and locale, shared by every render that uses them.
 *
 * react-intl's IntlProvider makes a formatter and an empty cache per mounted provider. On the
 * server that is per page request: every message with an argument was turned into a new
 * IntlMessageFormat, and every price into a new Intl.NumberFormat, page after page (about a tenth
 * of a bike page's render). A formatter holds nothing of a request: its locale, its catalogue
 * (the same object for a language and brand: loadBrandedMessages, overlayMessages) and caches of
 * formatters, so one per (catalogue, locale) serves all. Catalogues are the keys of a WeakMap,
 * so a redeployed remote's texts take their formatters with them.
 */
const sharedFormatterCache = createIntlCache();
const formatters = new WeakMap<Catalogue, Map<string, IntlShape>>();
export function sharedIntl(locale: string, messages: Catalogue, defaultLocale = 'en'): IntlShape {
  let perLocale = formatters.get(messages);
  if (!perLocale) formatters.set(messages, (perLocale = new Map()));
  const key = `${locale}|${defaultLocale}`;
  let intl = perLocale.get(key);
  if (!intl) perLocale.set(key, (intl = createIntl({ locale, defaultLocale, messages: messages as IntlMessages, onError: reportIntlError }, sharedFormatterCache)));
  return intl;
}

export function ShopIntlProvider({ locale, messages, children }: ShopIntlProviderProps) {
  const shopLocale = localeOrDefault(locale);
  return (
    <ShopLocaleContext.Provider value={shopLocale}>
      <RawIntlProvider value={sharedIntl(toBcp47(shopLocale.code), messages)}>{children}</RawIntlProvider>
    </ShopLocaleContext.Provider>
  );
}

/**
 * The provider around a remote's page, inside ShopIntlProvider: the same locale and error
 * handling, with `messages` the page sees (overlayMessages: the shared catalogue and the remote's
 * own texts, brand name in place).
 */
export function PageIntlProvider({ messages, children }: { messages: Catalogue; children?: ReactNode }) {
  const outer = useIntl();
  return <RawIntlProvider value={sharedIntl(outer.locale, messages, outer.defaultLocale)}>{children}</RawIntlProvider>;
}

/**
 * A message, or `fallback` when the catalogue has no such key (raw data shown as it is: a frame
 * material, a review type). Unlike formatMessage's defaultMessage, the fallback is never read as
 * ICU: the browser build has no ICU parser, and raw data may hold ICU syntax characters.
 */
export function messageOr(intl: Pick<IntlShape, 'messages' | 'formatMessage'>, id: string, fallback: string): string {
  return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : fallback;
}
